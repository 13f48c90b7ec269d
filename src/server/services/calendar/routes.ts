import { notFound } from '../../errors'
import type { Handlers } from '../../handler'
import { callerOf } from '../house/service'

/** house service: the room-status calendar (CALENDAR-CONTRACT.md). Early version: reads are empty. */
export const calendarHandlers: Handlers = {
  calendarUnits: async (ctx) => {
    await callerOf(ctx)
    return { units: [] }
  },
  calendarGet: async (ctx) => {
    await callerOf(ctx)
    return { units: [] }
  },
  calendarSet: async (ctx) => {
    await callerOf(ctx)
    throw notFound()
  },
  calendarUndo: async (ctx) => {
    await callerOf(ctx)
    throw notFound()
  },
  calendarRecords: async (ctx) => {
    await callerOf(ctx)
    return { list: [], total: 0 }
  },
}

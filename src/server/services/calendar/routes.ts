import { readWindow } from '../../../domain/calendar/window'
import { unitToday } from '../../../domain/calendar/zones'
import { invalid } from '../../errors'
import type { Handlers } from '../../handler'
import { baseUrl, photoFiles } from '../house/detail'
import { callerOf } from '../house/service'
import { feedSummaries } from './feed-summary'
import { readCells } from './read'
import { listRecords } from './records'
import { applySet } from './set'
import { applyUndo } from './undo'
import { listUnits, ownUnits } from './units'

/** house service: the room-status calendar (CALENDAR-CONTRACT.md). Every call checks the session and ownership. */
export const calendarHandlers: Handlers = {
  calendarUnits: async (ctx) => {
    const caller = await callerOf(ctx)
    const units = await listUnits(ctx.db, caller.userId)
    const feeds = await feedSummaries(ctx.db, units.map((u) => u.unitId), ctx.now())
    const base = baseUrl(ctx)
    return {
      units: await Promise.all(units.map(async ({ userId: _u, coverImgId, ...unit }) => {
        const file = coverImgId ? (await photoFiles(ctx.db, unit.luId)).get(coverImgId) : undefined
        return {
          ...unit,
          coverUrl: file ? `${base}/${file.path}` : null,
          feeds: feeds.get(unit.unitId) ?? { count: 0, stale: false, failing: false },
        }
      })),
    }
  },

  calendarGet: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const ids = input.unitIds?.split(',').map((s) => s.trim()).filter((s) => s.length > 0)
    const units = ids && ids.length > 0 ? await ownUnits(ctx.db, caller.userId, ids) : await listUnits(ctx.db, caller.userId)
    const now = ctx.now()
    const out = []
    for (const unit of units) {
      const today = unitToday(unit.country, now)
      const window = readWindow(today, input.from, input.to)
      if (window === 'beyond') throw invalid('calendarBeyondHorizon', 'to')
      const [cells] = await readCells(ctx.db, [unit], window.from, window.to)
      out.push({ unitId: unit.unitId, today, days: cells!.days })
    }
    return { units: out }
  },

  calendarSet: async (ctx, input) => {
    const caller = await callerOf(ctx)
    return applySet(ctx.db, caller, input.changes, ctx.now())
  },

  calendarUndo: async (ctx, input) => {
    const caller = await callerOf(ctx)
    return applyUndo(ctx.db, caller, input.opId, ctx.now())
  },

  calendarRecords: async (ctx, input) => {
    const caller = await callerOf(ctx)
    return listRecords(ctx.db, caller.userId, input)
  },
}

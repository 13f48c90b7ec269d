import { isDate } from '../../../domain/calendar/dates'
import type { UnitNights } from '../../../domain/calendar/schemas'
import { readWindow } from '../../../domain/calendar/window'
import { unitToday } from '../../../domain/calendar/zones'
import { invalid } from '../../errors'
import type { Handlers } from '../../handler'
import { baseUrl } from '../house/detail'
import { callerOf } from '../house/service'
import { feedSummaries } from './feed-summary'
import { readNights } from './read'
import { listRecords } from './records'
import { applySet } from './set'
import { applyUndo } from './undo'
import { listUnits, ownUnits } from './units'
import type { UnitInfo } from './units'

/** house service: the room-status calendar (CALENDAR-CONTRACT.md). Every call checks the session and ownership. */
export const calendarHandlers: Handlers = {
  calendarUnits: async (ctx) => {
    const caller = await callerOf(ctx)
    const units = await listUnits(ctx.db, caller.userId)
    const feeds = await feedSummaries(ctx.db, units.map((u) => u.unitId), ctx.now())
    const base = baseUrl(ctx)
    const coverIds = units.flatMap((u) => u.coverImgId ?? [])
    const covers = new Map<string, string>()
    for (let i = 0; i < coverIds.length; i += 400) {
      const rows = await ctx.db.selectFrom('listing_photos').select(['img_id', 'path']).where('img_id', 'in', coverIds.slice(i, i + 400)).execute()
      for (const row of rows) covers.set(row.img_id, `${base}/${row.path}`)
    }
    return {
      units: units.map(({ userId: _u, kind, coverImgId, ...unit }) => ({
        ...unit,
        outsideCalendars: kind === 'bnb',
        coverUrl: coverImgId ? (covers.get(coverImgId) ?? null) : null,
        feeds: feeds.get(unit.unitId) ?? { count: 0, stale: false, failing: false },
      })),
    }
  },

  calendarGet: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const ids = input.unitIds?.split(',').map((s) => s.trim()).filter((s) => s.length > 0)
    const units = ids && ids.length > 0 ? await ownUnits(ctx.db, caller.userId, ids) : await listUnits(ctx.db, caller.userId)
    if ((input.from && !isDate(input.from)) || (input.to && !isDate(input.to))) throw invalid('invalidValue', input.from && !isDate(input.from) ? 'from' : 'to')
    const now = ctx.now()
    // units sharing a today share a window: one read per window (most hosts have one)
    const groups = new Map<string, { today: string; from: string; to: string; units: UnitInfo[] }>()
    for (const unit of units) {
      const today = unitToday(unit.country, now)
      const window = readWindow(today, input.from, input.to)
      if (window === 'beyond') throw invalid('calendarBeyondHorizon', 'to')
      const key = `${today}|${window.from}|${window.to}`
      const group = groups.get(key) ?? { today, ...window, units: [] }
      group.units.push(unit)
      groups.set(key, group)
    }
    // the compact wire form: defaults once, then the nights that differ (decision 0033)
    const read = new Map<string, UnitNights>()
    for (const group of groups.values()) {
      for (const nights of await readNights(ctx.db, group.units, group.today, group.from, group.to)) read.set(nights.unitId, nights)
    }
    return { units: units.map((u) => read.get(u.unitId)!) }
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
    // another landlord's unit is refused like everywhere else, not answered as an empty list
    if (input.unitId) await ownUnits(ctx.db, caller.userId, [input.unitId])
    return listRecords(ctx.db, caller.userId, input)
  },
}

import type { Kysely } from 'kysely'
import { addDays, datesFrom, weekdayOf } from '../../domain/calendar/dates'
import type { CalendarChange } from '../../domain/calendar/schemas'
import { unitToday } from '../../domain/calendar/zones'
import type { Database } from '../db/schema'
import { Refusal } from '../errors'
import { applySet } from '../services/calendar/set'
import type { SetCaller } from '../services/calendar/set'
import { closeDay, reserveStock } from '../services/calendar/stock'
import { listUnits } from '../services/calendar/units'

const HOUR = 3_600_000

/**
 * The demo host's calendars, so the grid looks lived-in: weekend and holiday price rises, a
 * stock change, closed nights (one for a refused order), and bookings on the online listings.
 * Everything goes through the functions the server and orders use, so the records are real.
 */
export async function seedDemoCalendar(db: Kysely<Database>, userId: number, operator: string, now: number): Promise<void> {
  const units = await listUnits(db, userId)
  if (units.length === 0) return
  const today = unitToday('CHN', now)
  const d = (days: number) => addDays(today, days)
  const ids = units.map((u) => u.unitId)
  const online = units.filter((u) => u.status === 'online')
  const web: SetCaller = { userId, actor: { role: 'merchantWeb', operator } }
  const mobile: SetCaller = { userId, actor: { role: 'merchantMobile', operator } }
  let at = now - 6 * HOUR
  const step = () => (at += 7 * 60_000)

  const up = (price: number, factor: number) => Math.min(99999, Math.round((price * factor) / 10) * 10)
  const batches: Array<[SetCaller, CalendarChange[]]> = [
    [web, units.map((u) => ({ unitIds: [u.unitId], ranges: [{ from: d(0), to: d(59) }, { from: d(90), to: d(150) }], weekdays: [5, 6], price: { weekend: up(u.basePrices.weekend, 1.15) } }))],
    [web, units.map((u) => ({ unitIds: [u.unitId], ranges: [{ from: d(0), to: d(180) }], price: { holiday: up(u.basePrices.holiday, 1.3) } }))],
    [mobile, [{ unitIds: online.map((u) => u.unitId), ranges: [{ from: d(0), to: d(120) }], stock: 3 }]],
    [mobile, [{ unitIds: [ids[0]!], ranges: [{ from: d(20), to: d(27) }], price: up(units[0]!.basePrices.weekday, 0.85) }]],
    [web, [{ unitIds: ids.slice(-1), ranges: [{ from: d(10), to: d(12) }, { from: d(40), to: d(41) }], open: false }]],
  ]
  for (const [caller, changes] of batches) {
    try {
      await applySet(db, caller, changes, step())
    } catch (error) {
      if (!(error instanceof Refusal)) throw error
    }
  }

  // Bookings spread over the coming weeks on the online listings (some nights sell out).
  const stays: Array<[number, number, number]> = [[1, 2, 1], [2, 3, 1], [5, 2, 2], [6, 1, 1], [9, 4, 1], [15, 2, 1], [16, 1, 1], [23, 2, 1], [30, 5, 1], [44, 3, 2]]
  for (const [u, unit] of online.entries()) {
    for (const [start, nights, count] of stays) {
      const first = d(start + u)
      if (weekdayOf(first) === 3 && u > 0) continue
      try {
        await reserveStock(db, { unitId: unit.unitId, start: first, end: addDays(first, nights), count, source: 'order', ref: `DEMO${1000 + start * 10 + u}` }, step())
      } catch (error) {
        if (!(error instanceof Refusal)) throw error
      }
    }
  }
  if (online[0]) {
    const free = datesFrom(d(60), d(70)).find((date) => weekdayOf(date) === 2) ?? d(62)
    await closeDay(db, online[0].unitId, free, 'orderRefusal', step())
  }
}

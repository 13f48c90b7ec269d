import { cellOf } from './cells'
import type { StoredDay, UnitDefaults } from './cells'
import { datesFrom } from './dates'
import { holidaysOf } from './holidays'
import type { CalendarCell, UnitDays, UnitNights } from './schemas'
import type { StayRule } from './stay'

/**
 * The calendar's compact wire form (decision 0033): the server sends each unit's defaults and
 * the nights that differ; server and portal expand them into cells with the same cellOf, so the
 * screen shows exactly what the server's rules compute. 500 units x 6 months: ~0.3 MB instead
 * of 10.6 MB of JSON.
 */

/** What a unit's nights are read from: its defaults, its stored nights and its blocked nights. */
export type UnitSource = UnitDefaults & { unitId: string; country: string }

/** The wire form of one unit's window (stored rows and blocked dates outside from..to are dropped). */
export function nightsOf(
  unit: UnitSource,
  today: string,
  from: string,
  to: string,
  stored: ReadonlyMap<string, StoredDay>,
  blocked: Iterable<string>,
  stayRules: ReadonlyMap<string, StayRule> = new Map(),
): UnitNights {
  const rows: UnitNights['stored'] = []
  const thirdParty: string[] = []
  for (const [date, day] of [...stored].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (date < from || date > to) continue
    rows.push([date, day.price, day.stock, day.open === null ? null : day.open ? 1 : 0, day.booked])
    if (day.thirdParty) thirdParty.push(date)
  }
  const stay: NonNullable<UnitNights['stay']> = [...stayRules].filter(([date]) => date >= from && date <= to).sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, rule]) => [date, rule.minStay, rule.maxStay, rule.closedToArrival ? 1 : 0, rule.closedToDeparture ? 1 : 0])
  return {
    unitId: unit.unitId,
    today,
    from,
    to,
    country: unit.country,
    basePrices: unit.basePrices,
    baseStock: unit.baseStock,
    stored: rows,
    blocked: [...blocked].filter((date) => date >= from && date <= to).sort(),
    ...(thirdParty.length > 0 ? { thirdParty } : {}),
    ...(stay.length > 0 ? { stay } : {}),
  }
}

/** Every night of the unit's window as a cell (cellOf over the defaults, the stored nights, the blocks). */
export function expandNights(unit: UnitNights): UnitDays {
  const holidays = holidaysOf(unit.country)
  const stored = new Map<string, StoredDay>()
  for (const [date, price, stock, open, booked] of unit.stored) stored.set(date, { price, stock, open: open === null ? null : open === 1, booked })
  const blocked = new Set(unit.blocked)
  const byPms = new Set(unit.thirdParty ?? [])
  const stayRules = new Map((unit.stay ?? []).map(([date, minStay, maxStay, arrival, departure]) => [date, { minStay, maxStay, closedToArrival: arrival === 1, closedToDeparture: departure === 1 }]))
  const days: CalendarCell[] = unit.from <= unit.to
    ? datesFrom(unit.from, unit.to).map((date) => {
      const cell = cellOf(date, unit, holidays, stored.get(date), blocked.has(date))
      const stay = stayRules.get(date)
      return byPms.has(date) || stay ? { ...cell, ...(byPms.has(date) ? { thirdParty: true } : {}), ...(stay ? { stay } : {}) } : cell
    })
    : []
  return { unitId: unit.unitId, today: unit.today, days }
}

/**
 * A calendarGet answer with every unit expanded on first read of its `days` (what the grid and
 * the tests read): a screen that shows 20 of 500 units expands 20 (issue 22: the rows the grid
 * shows). A class, not a plain object, so that React Query's structural sharing does not walk
 * (and so expand) every unit.
 */
export function expandGrid(answer: { units: readonly UnitNights[] }): { units: UnitDays[] } {
  return { units: answer.units.map((unit) => new LazyUnitDays(unit)) }
}

export class LazyUnitDays implements UnitDays {
  readonly unitId: string
  readonly today: string
  #days: CalendarCell[] | undefined
  readonly #source: UnitNights

  constructor(source: UnitNights) {
    this.unitId = source.unitId
    this.today = source.today
    this.#source = source
  }

  get days(): CalendarCell[] {
    return (this.#days ??= expandNights(this.#source).days)
  }

  /** Whether `days` has been read (tests). */
  get expanded(): boolean {
    return this.#days !== undefined
  }
}

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cellOf } from '../../../../src/domain/calendar/cells'
import type { StoredDay } from '../../../../src/domain/calendar/cells'
import { addDays, datesFrom } from '../../../../src/domain/calendar/dates'
import { holidaysOf } from '../../../../src/domain/calendar/holidays'
import { calendarGetAnswer } from '../../../../src/domain/calendar/schemas'
import { expandGrid, expandNights, nightsOf } from '../../../../src/domain/calendar/wire'
import type { LazyUnitDays } from '../../../../src/domain/calendar/wire'
import type { UnitSource } from '../../../../src/domain/calendar/wire'

/** The compact calendar wire form (decision 0033) gives back exactly the cells the rules compute. */
const FROM = '2026-12-20'
const unit = (country: string): UnitSource => ({ unitId: 'lu:1', country, basePrices: { weekday: 388, weekend: 458, holiday: 588 }, baseStock: 3 })

const storedDay: fc.Arbitrary<StoredDay> = fc.record({
  price: fc.option(fc.integer({ min: 1, max: 99_999 }), { nil: null }),
  stock: fc.option(fc.integer({ min: 0, max: 999 }), { nil: null }),
  open: fc.option(fc.boolean(), { nil: null }),
  booked: fc.integer({ min: 0, max: 5 }),
})

describe('calendar wire form', () => {
  it('carries the nights a PMS set last (direct connection) to their cells, and no mark on the others', () => {
    const stored = new Map<string, StoredDay>([
      ['2026-12-21', { price: 500, stock: null, open: null, booked: 0, thirdParty: true }],
      ['2026-12-22', { price: 520, stock: null, open: null, booked: 0 }],
      ['2026-12-30', { price: 540, stock: null, open: null, booked: 0, thirdParty: true }],
    ])
    const wire = nightsOf(unit('CHN'), FROM, FROM, '2026-12-25', stored, [])
    expect(wire.thirdParty).toEqual(['2026-12-21'])
    const days = expandNights(calendarGetAnswer.parse({ units: [JSON.parse(JSON.stringify(wire))] }).units[0]!).days
    expect(days.filter((d) => d.thirdParty).map((d) => d.date)).toEqual(['2026-12-21'])
    expect('thirdParty' in days.find((d) => d.date === '2026-12-22')!).toBe(false)
    expect('thirdParty' in nightsOf(unit('CHN'), FROM, FROM, '2026-12-25', new Map(), [])).toBe(false)
  })

  it('expands to the cells cellOf gives for every night, whatever is stored or blocked (also outside the window)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('CHN', 'USA'),
        fc.integer({ min: 0, max: 40 }),
        fc.dictionary(fc.integer({ min: -5, max: 45 }).map((n) => addDays(FROM, n)), storedDay),
        fc.array(fc.integer({ min: -5, max: 45 }).map((n) => addDays(FROM, n))),
        (country, length, storedByDate, blockedDates) => {
          const to = addDays(FROM, length)
          const stored = new Map(Object.entries(storedByDate))
          const wire = nightsOf(unit(country), '2026-12-19', FROM, to, stored, blockedDates)
          // what a client receives: JSON, checked by the endpoint's schema
          const received = calendarGetAnswer.parse(JSON.parse(JSON.stringify({ units: [wire] })))
          const expected = datesFrom(FROM, to).map((date) => cellOf(date, unit(country), holidaysOf(country), stored.get(date), blockedDates.includes(date)))
          const [expanded] = expandGrid(received).units
          expect({ unitId: expanded!.unitId, today: expanded!.today, days: expanded!.days }).toEqual({ unitId: 'lu:1', today: '2026-12-19', days: expected })
        },
      ),
    )
  })

  it('expands a unit when its nights are first read, once: a screen showing 20 of 500 units expands 20', () => {
    const wires = Array.from({ length: 500 }, (_, i) => nightsOf({ ...unit('CHN'), unitId: `lu:${i}` }, '2026-12-19', FROM, addDays(FROM, 179), new Map(), []))
    const grid = expandGrid({ units: wires })
    const units = grid.units as LazyUnitDays[]
    expect(units.filter((u) => u.expanded)).toHaveLength(0)
    for (const u of units.slice(0, 20)) expect(u.days).toHaveLength(180)
    expect(units.filter((u) => u.expanded)).toHaveLength(20)
    expect(units[3]!.days).toBe(units[3]!.days)
  })

  it('sends the defaults once and only the nights that differ', () => {
    const stored = new Map<string, StoredDay>([['2026-12-24', { price: 999, stock: null, open: null, booked: 1 }]])
    const wire = nightsOf(unit('CHN'), '2026-12-20', FROM, addDays(FROM, 179), stored, ['2026-12-25'])
    expect(wire.stored).toEqual([['2026-12-24', 999, null, null, 1]])
    expect(wire.blocked).toEqual(['2026-12-25'])
    const expanded = expandNights(wire)
    expect(expanded.days).toHaveLength(180)
    // six months of one unit: a few hundred bytes instead of ~21 KB
    expect(JSON.stringify(wire).length).toBeLessThan(400)
    expect(JSON.stringify(expanded).length).toBeGreaterThan(20_000)
  })
})

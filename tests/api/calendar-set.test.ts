import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reserveStock } from '../../src/server/services/calendar/stock'
import { expandGrid } from '../../src/domain/calendar/wire'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, calendarSnapshot, cellsOf, content, insertUnit, refusal, set } from './calendar-fixtures'
import { opCells } from '../../src/server/services/calendar/repo'

// The test clock starts at 2026-11-21 08:00 UTC: 16:00 in Shanghai, a Saturday.
const TODAY = '2026-11-21'
let server: TestServer
let host: SignedIn
let unitA: string
let unitB: string

beforeAll(async () => {
  server = await startServer()
  host = await calendarHost(server)
  unitA = await insertUnit(server, host, { title: 'Unit A' })
  unitB = await insertUnit(server, host, { title: 'Unit B', similarUnits: 3 })
})
afterAll(async () => server.close())

describe('calendarUnits', () => {
  it('lists the reviewed listings with their defaults; drafts have no calendar', async () => {
    const draft = await insertUnit(server, host, { reviewed: false })
    const { units } = content(await server.api('calendarUnits', {}, { session: host }))
    expect(units.map((u: any) => u.unitId)).toEqual([unitA, unitB])
    expect(units[1]).toMatchObject({ title: 'Unit B', currency: 'RMB', country: 'CHN', status: 'online', baseStock: 3, basePrices: { weekday: 388, weekend: 458, holiday: 588 } })
    expect(units.some((u: any) => u.unitId === draft)).toBe(false)
  })
})

describe('calendarGet', () => {
  it('opens six months from the unit\'s today with defaults by day kind', async () => {
    const got: any = expandGrid(content(await server.api('calendarGet', { unitIds: unitA }, { session: host })))
    expect(got.units[0].today).toBe(TODAY)
    const days = got.units[0].days
    expect(days[0]).toEqual({ date: TODAY, price: 458, stock: 2, booked: 0, open: true, blocked: false, dayKind: 'weekend', overridden: [] })
    expect(days.at(-1).date).toBe('2027-05-20')
    expect(days.find((d: any) => d.date === '2027-01-01')).toMatchObject({ dayKind: 'holiday', price: 588 })
  })
  it('cuts past nights off and refuses reading beyond the horizon', async () => {
    expect((await cellsOf(server, host, unitA, '2026-11-01', '2026-11-23')).map((d) => d.date)).toEqual([TODAY, '2026-11-22', '2026-11-23'])
    expect((await cellsOf(server, host, unitA, '2027-11-20', '2027-11-20'))).toHaveLength(1)
    refusal(await server.api('calendarGet', { unitIds: unitA, from: '2027-11-21', to: '2027-11-21' }, { session: host }), 400, 'calendarBeyondHorizon')
    expect(refusal(await server.api('calendarGet', { unitIds: unitA, from: '2026-02-30' }, { session: host }), 400, 'invalidValue').errorField).toBe('from')
  })
  it('an overseas unit has its own today', async () => {
    const la = await insertUnit(server, host, { country: 'USA' })
    server.clock.set(Date.UTC(2026, 10, 21, 17, 0)) // 01:00 on the 22nd in Shanghai, 12:00 on the 21st in New York
    const got: any = expandGrid(content(await server.api('calendarGet', { unitIds: `${unitA},${la}` }, { session: host })))
    expect(got.units.map((u: any) => u.today)).toEqual(['2026-11-22', '2026-11-21'])
    expect(got.units[1].days.find((d: any) => d.date === '2027-01-01').dayKind).toBe('weekend')
    server.clock.set(Date.UTC(2026, 10, 21, 8, 30))
    await server.db.deleteFrom('listings').where('lu_id', '=', la.slice(3)).execute()
  })
})

describe('calendarSet rules (each refused with its key, nothing stored)', () => {
  const r = (from: string, to: string) => ({ from, to })
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['price 0', { price: 0 }, 'calendarPriceRange', 'changes.0.price'],
    ['price 100000', { price: 100000 }, 'calendarPriceRange', 'changes.0.price'],
    ['weekend price 0', { price: { weekend: 0 } }, 'calendarPriceRange', 'changes.0.price.weekend'],
    ['stock -1', { stock: -1 }, 'calendarStockRange', 'changes.0.stock'],
    ['stock 1000', { stock: 1000 }, 'calendarStockRange', 'changes.0.stock'],
    ['6 ranges', { price: 300, ranges: Array.from({ length: 6 }, (_, i) => r(`2026-12-1${i}`, `2026-12-1${i}`)) }, 'calendarRangesTooMany', 'changes.0.ranges'],
    ['a 365-day range', { price: 300, ranges: [r(TODAY, '2027-11-21')] }, 'calendarRangeTooLong', 'changes.0.ranges.0.to'],
    ['a past night', { price: 300, ranges: [r('2026-11-20', '2026-11-22')] }, 'calendarPastDate', 'changes.0.ranges.0.from'],
    ['beyond the horizon', { price: 300, ranges: [r('2027-11-21', '2027-11-21')] }, 'calendarBeyondHorizon', 'changes.0.ranges.0.to'],
    ['end before start', { price: 300, ranges: [r('2026-12-02', '2026-12-01')] }, 'calendarRangeOrder', 'changes.0.ranges.0.to'],
    ['nothing to change', {}, 'calendarNothingToChange', 'changes.0.price'],
  ]
  it.each(cases)('%s', async (_name, fields, key, field) => {
    const before = await calendarSnapshot(server)
    const reply = await set(server, host, [{ unitIds: [unitA], ranges: [r('2026-12-01', '2026-12-03')], ...fields }])
    expect(refusal(reply, 400, key).errorField).toBe(field)
    expect(await calendarSnapshot(server)).toEqual(before)
  })
  it('201 units are refused', async () => {
    const unitIds = Array.from({ length: 201 }, (_, i) => `lu:none-${i}`)
    refusal(await set(server, host, [{ unitIds, ranges: [r('2026-12-01', '2026-12-01')], price: 300 }]), 400, 'calendarUnitsTooMany')
  })
  it('5 ranges and a 364-day range pass', async () => {
    const five = Array.from({ length: 5 }, (_, i) => r(`2026-12-1${i}`, `2026-12-1${i}`))
    expect(content(await set(server, host, [{ unitIds: [unitB], ranges: five, price: 300 }])).cells).toBe(5)
    expect(content(await set(server, host, [{ unitIds: [unitB], ranges: [r(TODAY, '2027-11-20')], open: true }])).cells).toBe(0)
  })
})

describe('calendarSet applies all or nothing', () => {
  it('stores a two-range price over two units, by day kind and weekdays', async () => {
    const reply = content(await set(server, host, [{
      unitIds: [unitA, unitB], ranges: [r('2026-12-31', '2027-01-02'), r('2027-01-08', '2027-01-09')],
      price: { weekday: 400, holiday: 999 },
    }, { unitIds: [unitA], ranges: [r('2027-01-04', '2027-01-10')], weekdays: [1, 3], stock: 7 }]))
    const days = await cellsOf(server, host, unitA, '2026-12-31', '2027-01-10')
    const by = (date: string) => days.find((d) => d.date === date)
    expect(by('2026-12-31')).toMatchObject({ price: 400, overridden: ['price'] })
    expect(by('2027-01-01')).toMatchObject({ price: 999, dayKind: 'holiday' })
    expect(by('2027-01-08')).toMatchObject({ price: 458, dayKind: 'weekend', overridden: [] })
    expect(days.filter((d) => d.stock === 7).map((d) => d.date)).toEqual(['2027-01-04', '2027-01-06'])
    // each unit: 12-31 (weekday) and 01-01, 01-02 (holidays); A also 2 stocks; the weekend nights keep their price
    expect(reply.cells).toBe(3 + 2 + 3)
    const cells = await opCells(server.db, reply.opId)
    expect(cells).toHaveLength(8)
    expect(cells.find((c) => c.unit_id === unitA && c.date === '2027-01-04')).toMatchObject({ field: 'stock', old_value: null, new_value: 7 })
    // stored as ranges: per unit the weekday price night and the two holiday nights; A's two stock nights are not consecutive
    const ranges = await server.db.selectFrom('calendar_op_ranges').selectAll().where('op_id', '=', reply.opId).execute()
    expect(ranges).toHaveLength(6)
    expect(ranges.find((x) => x.unit_id === unitB && x.new_value === 999)).toMatchObject({ field: 'price', date_from: '2027-01-01', date_to: '2027-01-02', nights: 2 })
  })
  it('a batch with one bad change stores nothing', async () => {
    const before = await calendarSnapshot(server)
    const reply = await set(server, host, [
      { unitIds: [unitA, unitB], ranges: [r('2026-12-05', '2026-12-06')], price: 321 },
      { unitIds: [unitB], ranges: [r('2026-12-05', '2026-12-06')], stock: 1000 },
    ])
    expect(refusal(reply, 400, 'calendarStockRange').errorField).toBe('changes.1.stock')
    expect(await calendarSnapshot(server)).toEqual(before)
  })
  it('refuses stock below booked with the server\'s cells of the range, storing nothing', async () => {
    await server.db.transaction().execute((trx) => reserveStock(trx, {
      unitId: unitB, start: '2026-12-20', end: '2026-12-22', count: 2, source: 'console', ref: 'test',
    }, server.clock.now()))
    const before = await calendarSnapshot(server)
    const reply = await set(server, host, [
      { unitIds: [unitA], ranges: [r('2026-12-18', '2026-12-24')], price: 333 },
      { unitIds: [unitB], ranges: [r('2026-12-18', '2026-12-24')], stock: 1 },
    ])
    const body = refusal(reply, 422, 'calendarStockBelowBooked')
    expect(body.errorParams).toEqual({ date: '2026-12-20', booked: 2 })
    expect(body.content.unitId).toBe(unitB)
    expect(body.content.value.map((c: any) => [c.date, c.stock, c.booked])).toEqual([
      ['2026-12-18', 3, 0], ['2026-12-19', 3, 0], ['2026-12-20', 3, 2], ['2026-12-21', 3, 2], ['2026-12-22', 3, 0], ['2026-12-23', 3, 0], ['2026-12-24', 3, 0],
    ])
    expect(await calendarSnapshot(server)).toEqual(before)
    // stock equal to booked is allowed
    expect(content(await set(server, host, [{ unitIds: [unitB], ranges: [r('2026-12-20', '2026-12-21')], stock: 2 }])).cells).toBe(2)
  })
  it('a replay of the same outbox entry is applied once', async () => {
    const changes = [{ unitIds: [unitA], ranges: [r('2027-02-01', '2027-02-03')], open: false }]
    const first = content(await set(server, host, changes, { idemKey: 'cal-replay-1' }))
    const again = await set(server, host, changes, { idemKey: 'cal-replay-1' })
    expect(content(again)).toEqual(first)
    expect(await server.db.selectFrom('calendar_ops').select('id').where('id', '=', first.opId).execute()).toHaveLength(1)
  })
})

function r(from: string, to: string) {
  return { from, to }
}

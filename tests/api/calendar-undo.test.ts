import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDay, releaseStock, reserveStock } from '../../src/server/services/calendar/stock'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, calendarSnapshot, cellsOf, content, insertUnit, refusal, set } from './calendar-fixtures'

let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string
let otherUnit: string

beforeAll(async () => {
  server = await startServer()
  host = await calendarHost(server)
  other = await calendarHost(server)
  unit = await insertUnit(server, host, { title: 'Courtyard room' })
  otherUnit = await insertUnit(server, other)
})
afterAll(async () => server.close())

const r = (from: string, to: string) => ({ from, to })
const undo = (opId: string, session = host) => server.api('calendarUndo', { opId }, { session })
const records = async (params: Record<string, unknown> = {}, session = host) =>
  content(await server.api('calendarRecords', { offset: 0, length: 20, ...params }, { session }))

describe('calendarUndo', () => {
  it('restores every cell of a set in one step; a second undo is refused', async () => {
    await set(server, host, [{ unitIds: [unit], ranges: [r('2026-12-01', '2026-12-02')], price: 500 }])
    const { opId } = content(await set(server, host, [{ unitIds: [unit], ranges: [r('2026-12-02', '2026-12-03')], price: 600, open: false }]))
    const undone = content(await undo(opId))
    const days = await cellsOf(server, host, unit, '2026-12-01', '2026-12-03')
    expect(days.map((d) => [d.price, d.open, d.overridden])).toEqual([[500, true, ['price']], [500, true, ['price']], [388, true, []]])
    const list = (await records()).list
    expect(list[0]).toMatchObject({ opId: undone.opId, kind: 'undo', undoes: opId, undoable: false })
    expect(list[1]).toMatchObject({ opId, kind: 'set', undoneBy: undone.opId, undoable: false })
    expect(list[0].changes).toContainEqual({ unitId: unit, date: '2026-12-02', field: 'price', old: 600, new: 500 })
    expect(list[0].changes).toContainEqual({ unitId: unit, date: '2026-12-03', field: 'open', old: 0, new: null })

    const before = await calendarSnapshot(server)
    refusal(await undo(opId), 422, 'calendarUndoDone')
    expect(await calendarSnapshot(server)).toEqual(before)
  })

  it('is refused as stale when a later op changed one of its cells, until that one is undone', async () => {
    const first = content(await set(server, host, [{ unitIds: [unit], ranges: [r('2026-12-10', '2026-12-12')], stock: 5 }]))
    const second = content(await set(server, host, [{ unitIds: [unit], ranges: [r('2026-12-12', '2026-12-13')], stock: 4 }]))
    const before = await calendarSnapshot(server)
    const stale = refusal(await undo(first.opId), 422, 'calendarUndoStale')
    expect(stale.errorParams).toEqual({ unitId: unit, date: '2026-12-12', field: 'stock' })
    expect(await calendarSnapshot(server)).toEqual(before)
    content(await undo(second.opId))
    content(await undo(first.opId))
    expect((await cellsOf(server, host, unit, '2026-12-10', '2026-12-13')).map((d) => d.stock)).toEqual([2, 2, 2, 2])
  })

  it('is refused when restoring would put stock below booked', async () => {
    const { opId } = content(await set(server, host, [{ unitIds: [unit], ranges: [r('2026-12-20', '2026-12-21')], stock: 5 }]))
    const booking = await reserveStock(server.db, { unitId: unit, start: '2026-12-20', end: '2026-12-21', count: 3, source: 'console', ref: 'T1' }, server.clock.now())
    const before = await calendarSnapshot(server)
    const body = refusal(await undo(opId), 422, 'calendarStockBelowBooked')
    expect(body.errorParams).toEqual({ date: '2026-12-20', booked: 3 })
    expect(await calendarSnapshot(server)).toEqual(before)
    await releaseStock(server.db, booking.bookingId, server.clock.now())
    expect((await cellsOf(server, host, unit, '2026-12-20', '2026-12-20'))[0].booked).toBe(0)
    content(await undo(opId))
  })
})

describe('bookings and order refusals use the same cells', () => {
  it('a booking takes stock; a night with none left cannot be booked', async () => {
    await reserveStock(server.db, { unitId: unit, start: '2027-01-10', end: '2027-01-12', count: 2, source: 'order', ref: 'O-1' }, server.clock.now())
    const days = await cellsOf(server, host, unit, '2027-01-10', '2027-01-12')
    expect(days.map((d) => d.booked)).toEqual([2, 2, 0])
    await expect(reserveStock(server.db, { unitId: unit, start: '2027-01-11', end: '2027-01-12', count: 1, source: 'order', ref: 'O-2' }, server.clock.now()))
      .rejects.toMatchObject({ key: 'calendarNotBookable', params: { date: '2027-01-11' } })
    const booking = (await records()).list[0]
    expect(booking).toMatchObject({ kind: 'booking', role: 'system', undoable: false })
    expect(booking.changes[0]).toEqual({ unitId: unit, date: '2027-01-10', field: 'booked', old: 0, new: 2 })
  })
  it('closeDay closes a night for a refused order', async () => {
    await closeDay(server.db, unit, '2027-01-15', 'orderRefusal', server.clock.now())
    expect((await cellsOf(server, host, unit, '2027-01-15', '2027-01-15'))[0]).toMatchObject({ open: false, overridden: ['open'] })
    expect((await records()).list[0]).toMatchObject({ kind: 'orderRefusal', role: 'system' })
    await expect(reserveStock(server.db, { unitId: unit, start: '2027-01-15', end: '2027-01-16', count: 1, source: 'order', ref: 'O-3' }, server.clock.now()))
      .rejects.toMatchObject({ key: 'calendarNotBookable' })
  })
})

describe('another landlord', () => {
  it('can neither read, write, undo nor see the records of your units', async () => {
    const { opId } = content(await set(server, host, [{ unitIds: [unit], ranges: [r('2027-02-01', '2027-02-01')], price: 700 }]))
    const before = await calendarSnapshot(server)
    refusal(await server.api('calendarGet', { unitIds: unit }, { session: other }), 403, 'noPermission')
    refusal(await set(server, other, [{ unitIds: [unit], ranges: [r('2027-02-01', '2027-02-01')], price: 1 }]), 403, 'noPermission')
    refusal(await set(server, other, [{ unitIds: [otherUnit, unit], ranges: [r('2027-02-01', '2027-02-01')], price: 1 }]), 403, 'noPermission')
    refusal(await undo(opId, other), 403, 'noPermission')
    expect(await calendarSnapshot(server)).toEqual(before)
    expect(await records({}, other)).toEqual({ list: [], total: 0 })
    refusal(await server.api('calendarRecords', { unitId: unit }, { session: other }), 403, 'noPermission')
    const theirs = content(await server.api('calendarGet', {}, { session: other }))
    expect(theirs.units.map((u: any) => u.unitId)).toEqual([otherUnit])
    refusal(await server.api('calendarGet', { unitIds: 'lu:no-such-listing' }, { session: host }), 404, 'notFound')
  })
})

describe('units that have no calendar', () => {
  it('a draft is not found for its owner and forbidden to anyone else; nothing changes', async () => {
    const draft = await insertUnit(server, host, { reviewed: false })
    const before = await calendarSnapshot(server)
    refusal(await set(server, host, [{ unitIds: [draft], ranges: [r('2027-02-01', '2027-02-01')], price: 300 }]), 404, 'notFound')
    refusal(await set(server, other, [{ unitIds: [draft], ranges: [r('2027-02-01', '2027-02-01')], price: 300 }]), 403, 'noPermission')
    refusal(await server.api('calendarGet', { unitIds: draft }, { session: other }), 403, 'noPermission')
    expect(await calendarSnapshot(server)).toEqual(before)
  })
})

describe('calendarRecords', () => {
  it('shows the operating role: merchant web by default, merchant mobile by header; filters by unit; pages', async () => {
    const second = await insertUnit(server, host, { title: 'Garden suite' })
    await set(server, host, [{ unitIds: [second], ranges: [r('2027-03-01', '2027-03-02')], stock: 1 }], { headers: { 'X-Operating-Role': 'merchantMobile' } })
    await set(server, host, [{ unitIds: [unit, second], ranges: [r('2027-03-03', '2027-03-03')], open: false }])
    const mine = await records({ unitId: second })
    expect(mine.total).toBe(2)
    expect(mine.list.map((x: any) => x.role)).toEqual(['merchantWeb', 'merchantMobile'])
    expect(mine.list[0].units).toEqual([{ unitId: unit, title: 'Courtyard room' }, { unitId: second, title: 'Garden suite' }])
    expect(mine.list[1]).toMatchObject({ operator: '李华', changeCount: 2, undoable: true })
    const all = await records()
    const page = await records({ offset: 1, length: 2 })
    expect(page.total).toBe(all.total)
    expect(page.list.map((x: any) => x.opId)).toEqual(all.list.slice(1, 3).map((x: any) => x.opId))
  })
  it('lists the first 50 changed cells with the count of all', async () => {
    const { opId } = content(await set(server, host, [{ unitIds: [unit], ranges: [r('2027-04-01', '2027-05-30')], price: 420 }]))
    const rec = (await records()).list.find((x: any) => x.opId === opId)
    expect(rec.changes).toHaveLength(50)
    expect(rec.changeCount).toBeGreaterThan(50)
  })
})

describe('concurrent writers of the same nights', () => {
  it('never book more than the stock, and a stock change never slips under a booking', async () => {
    const busy = await insertUnit(server, host, { similarUnits: 3 })
    const book = (i: number) => reserveStock(server.db, { unitId: busy, start: '2027-06-01', end: '2027-06-03', count: 1, source: 'order', ref: `C${i}` }, server.clock.now())
      .then(() => 'booked', (e) => e.key as string)
    const lower = () => set(server, host, [{ unitIds: [busy], ranges: [r('2027-06-01', '2027-06-02')], stock: 2 }]).then((x) => x.body.errorMsg ?? 'set')
    const results = await Promise.all([book(1), lower(), book(2), book(3), book(4), book(5)])
    const days = await cellsOf(server, host, busy, '2027-06-01', '2027-06-02')
    for (const d of days) expect(d.booked).toBeLessThanOrEqual(d.stock)
    expect(results.filter((x) => x === 'booked')).toHaveLength(days[0].booked)
    expect(days[0].booked).toBeGreaterThanOrEqual(2)
  })
  it('release a booking twice gives its units back once', async () => {
    const unit2 = await insertUnit(server, host, { similarUnits: 3 })
    const { bookingId } = await reserveStock(server.db, { unitId: unit2, start: '2027-06-05', end: '2027-06-06', count: 2, source: 'order', ref: 'R' }, server.clock.now())
    await Promise.all([releaseStock(server.db, bookingId, server.clock.now()), releaseStock(server.db, bookingId, server.clock.now())])
    expect((await cellsOf(server, host, unit2, '2027-06-05', '2027-06-05'))[0].booked).toBe(0)
  })
})

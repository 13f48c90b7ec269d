import { describe, expect, it } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import { Refusal } from '../../src/server/errors'
import { bookOrder } from '../../src/server/services/order/book'
import { calendarSnapshot, cellsOf, content, insertUnit, refusal, set } from './calendar-fixtures'
import { addRoomType, completeHotel } from './hotel-fixtures'
import { listingHost, ok, withListingHost } from './listing-fixtures'
import { freshMobile } from './support/flows'
import type { SignedIn } from './support/flows'
import type { TestServer } from './support/server'

// The test clock starts at 2026-11-21 08:00 UTC: 16:00 in Shanghai, a Saturday.
let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const HOTEL = '西湖边精品酒店'
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
const r = (from: string, to: string) => ({ from, to })

/** The hotel's room types, oldest first: their unit ids. */
async function roomUnits(hotelId: string): Promise<string[]> {
  const rows = await server.db.selectFrom('listings').select('lu_id').where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType')
    .orderBy('created_at').orderBy('lu_id').execute()
  return rows.map((row) => `lu:${row.lu_id}`)
}

/** A complete hotel with its fixture room type (湖景大床房, 680 yuan, 12 rooms) and a second one (园景双床房, 520 yuan, 5 rooms). */
async function hotelWithTwoRoomTypes(session: SignedIn): Promise<{ hotelId: string; units: string[] }> {
  const hotelId = await completeHotel(server, session, freshMobile())
  server.clock.advance(1000)
  await addRoomType(server, session, hotelId, { name: '园景双床房', price: 520, rooms: 5 })
  return { hotelId, units: await roomUnits(hotelId) }
}

/** Published by its host and approved by staff, as the hotel review does it. */
async function approve(hotelId: string, session: SignedIn): Promise<void> {
  expect(ok(await server.api('hotelPublish', { hotelId }, { session }))).toEqual({ state: 'auditing' })
  expect((await staff('hotel', 'approve', hotelId)).code).toBe(0)
}

async function photoPath(unitId: string): Promise<string> {
  const row = await server.db.selectFrom('listings').select('steps').where('lu_id', '=', unitId.slice(3)).executeTakeFirstOrThrow()
  const imgId = (JSON.parse(row.steps) as { roomInfo: { photoIds: string[] } }).roomInfo.photoIds[0]!
  return (await server.db.selectFrom('listing_photos').select('path').where('img_id', '=', imgId).executeTakeFirstOrThrow()).path
}

describe('hotel room types as calendar units (decision 0048)', () => {
  let bnb: string
  let online: { hotelId: string; units: string[] }

  it('lists each room type of an online hotel as a unit beside the B&B listings; the hotel itself and a draft hotel have none', async () => {
    bnb = await insertUnit(server, host, { title: 'Courtyard room' })
    // the grid's order is by creation (then id): the test clock stands still unless moved
    server.clock.advance(1000)
    online = await hotelWithTwoRoomTypes(host)
    const draft = await hotelWithTwoRoomTypes(host)
    await approve(online.hotelId, host)
    const [lake, garden] = online.units as [string, string]

    const { units } = content(await server.api('calendarUnits', {}, { session: host }))
    expect(units.map((u: any) => u.unitId)).toEqual([bnb, lake, garden])
    expect(units[0]).toMatchObject({
      title: 'Courtyard room', currency: 'RMB', country: 'CHN', status: 'online', baseStock: 2, basePrices: { weekday: 388, weekend: 458, holiday: 588 }, coverUrl: null,
    })
    expect(units[1]).toMatchObject({
      unitId: lake, luId: lake.slice(3), title: `${HOTEL} · 湖景大床房`, currency: 'RMB', country: 'CHN', status: 'online',
      basePrices: { weekday: 680, weekend: 680, holiday: 680 }, baseStock: 12, feeds: { count: 0, stale: false, failing: false },
    })
    expect(units[2]).toMatchObject({ title: `${HOTEL} · 园景双床房`, status: 'online', basePrices: { weekday: 520, weekend: 520, holiday: 520 }, baseStock: 5 })
    // the screens offer outside calendars for the B&B listing only
    expect(units.map((u: { outsideCalendars: boolean }) => u.outsideCalendars)).toEqual([true, false, false])
    expect(Object.keys(units[1]).sort()).toEqual(Object.keys(units[0]).sort())
    // the cover is the room type's first photo, served from where it was stored
    for (const unit of units.slice(1)) {
      expect(unit.coverUrl.endsWith(`/${await photoPath(unit.unitId)}`), unit.coverUrl).toBe(true)
      const image = await fetch(unit.coverUrl)
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/jpeg')
    }

    for (const unitId of draft.units) {
      refusal(await server.api('calendarGet', { unitIds: unitId }, { session: host }), 404, 'notFound')
      refusal(await set(server, host, [{ unitIds: [unitId], ranges: [r('2026-12-01', '2026-12-01')], price: 300 }]), 404, 'notFound')
    }
    refusal(await server.api('calendarGet', { unitIds: `lu:${online.hotelId}` }, { session: host }), 404, 'notFound')
    // under review is still no calendar
    expect(ok(await server.api('hotelPublish', { hotelId: draft.hotelId }, { session: host }))).toEqual({ state: 'auditing' })
    const after = content(await server.api('calendarUnits', {}, { session: host }))
    expect(after.units.map((u: any) => u.unitId)).toEqual([bnb, lake, garden])
  })

  it('reads a room type with its price on every night and its rooms as the stock', async () => {
    const days = await cellsOf(server, host, online.units[0]!, '2026-11-21', '2027-01-01')
    expect(days[0]).toEqual({ date: '2026-11-21', price: 680, stock: 12, booked: 0, open: true, blocked: false, dayKind: 'weekend', overridden: [] })
    expect(days.at(-1)).toMatchObject({ date: '2027-01-01', dayKind: 'holiday', price: 680, stock: 12 })
  })

  it('sets price, stock and closed nights over two ranges of a room type, records it with the unit title, and undoes it', async () => {
    const [lake, garden] = online.units as [string, string]
    const reply = content(await set(server, host, [{
      unitIds: [lake], ranges: [r('2026-12-01', '2026-12-02'), r('2026-12-10', '2026-12-10')], price: 799, stock: 8, open: false,
    }]))
    expect(reply.cells).toBe(9)
    const days = await cellsOf(server, host, lake, '2026-11-30', '2026-12-11')
    const changed = days.filter((d) => d.overridden.length > 0).map((d) => d.date)
    expect(changed).toEqual(['2026-12-01', '2026-12-02', '2026-12-10'])
    for (const day of days) {
      expect([day.price, day.stock, day.open]).toEqual(changed.includes(day.date) ? [799, 8, false] : [680, 12, true])
    }
    // the other room type is untouched
    expect((await cellsOf(server, host, garden, '2026-12-01', '2026-12-02')).map((d) => [d.price, d.stock, d.open])).toEqual([[520, 5, true], [520, 5, true]])

    const records = content(await server.api('calendarRecords', { unitId: lake, offset: 0, length: 20 }, { session: host }))
    expect(records.total).toBe(1)
    expect(records.list[0]).toMatchObject({ opId: reply.opId, kind: 'set', role: 'merchantWeb', units: [{ unitId: lake, title: `${HOTEL} · 湖景大床房` }], changeCount: 9, undoable: true })
    expect(records.list[0].changes).toContainEqual({ unitId: lake, date: '2026-12-10', field: 'price', old: null, new: 799 })

    const undone = content(await server.api('calendarUndo', { opId: reply.opId }, { session: host }))
    expect((await cellsOf(server, host, lake, '2026-12-01', '2026-12-01'))[0]).toMatchObject({ price: 680, stock: 12, open: true, overridden: [] })
    const after = content(await server.api('calendarRecords', { unitId: lake, offset: 0, length: 20 }, { session: host }))
    expect(after.list.map((x: any) => [x.opId, x.kind])).toEqual([[undone.opId, 'undo'], [reply.opId, 'set']])
  })

  it("refuses another landlord's reads and writes of the room types with 403 and changes nothing", async () => {
    const other = await listingHost(server)
    const [lake, garden] = online.units as [string, string]
    await set(server, host, [{ unitIds: [garden], ranges: [r('2026-12-05', '2026-12-06')], price: 555 }])
    const before = await calendarSnapshot(server)
    refusal(await server.api('calendarGet', { unitIds: lake }, { session: other }), 403, 'noPermission')
    refusal(await server.api('calendarGet', { unitIds: `${lake},${garden}` }, { session: other }), 403, 'noPermission')
    refusal(await set(server, other, [{ unitIds: [lake], ranges: [r('2026-12-01', '2026-12-03')], price: 1 }]), 403, 'noPermission')
    refusal(await set(server, other, [{ unitIds: [garden], ranges: [r('2026-12-01', '2026-12-01'), r('2026-12-08', '2026-12-09')], open: false }]), 403, 'noPermission')
    refusal(await server.api('calendarRecords', { unitId: garden, offset: 0, length: 20 }, { session: other }), 403, 'noPermission')
    expect(await calendarSnapshot(server)).toEqual(before)
    expect(content(await server.api('calendarUnits', {}, { session: other })).units).toEqual([])
    // the owner still sees their own change
    expect((await cellsOf(server, host, garden, '2026-12-05', '2026-12-05'))[0]).toMatchObject({ price: 555 })
  })

  it('takes no outside calendar on a room type (one busy night elsewhere is one room, not the whole type) and still exports its calendar', async () => {
    const reply = await server.api('calendarFeedAdd', { unitId: online.units[0]!, name: 'Ctrip', url: 'https://calendar.example.com/room.ics' }, { session: host })
    expect(refusal(reply, 422, 'calendarFeedsTooMany')).toMatchObject({ errorField: 'unitId', errorParams: { max: 0 } })
    expect(await server.db.selectFrom('calendar_feeds').selectAll().execute()).toEqual([])
    // its closed nights are still exported like any unit's
    const feeds = content(await server.api('calendarFeeds', { unitId: online.units[0]! }, { session: host }))
    expect(feeds.exports).toEqual([{ unitId: online.units[0]!, url: expect.stringMatching(/^\/ical\/.+\.ics$/) }])
  })

  it('does not book a room type as a B&B order (hotel orders are store orders)', async () => {
    const booking = bookOrder(server.db, {
      luId: online.units[0]!.slice(3), checkIn: '2026-12-20', nights: 1,
      guests: [{ name: '张三', credentialType: 'idCard', credentialNo: '110101199003074514', age: 30 }], booker: { name: '张三', phone: '13800001111' },
    }, server.clock.now())
    await expect(booking).rejects.toBeInstanceOf(Refusal)
    await expect(booking).rejects.toMatchObject({ status: 404 })
    expect((await cellsOf(server, host, online.units[0]!, '2026-12-20', '2026-12-20'))[0]).toMatchObject({ booked: 0 })
  })
})

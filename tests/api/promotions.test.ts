import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Activity, ActivityEntry, Promotion } from '../../src/domain/promotion/endpoints'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { calendarHost, content, insertUnit, refusal } from './calendar-fixtures'
import { book, orderRow } from './order-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
let host: SignedIn
let other: SignedIn
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
  host = await calendarHost(server)
  other = await calendarHost(server)
})
afterAll(async () => {
  await server.close()
})

const mobileOf = async (who: SignedIn) => (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(who.userId)).executeTakeFirstOrThrow()).mobile

async function createActivity(args: string[]): Promise<string> {
  const out = await staff('activity', 'create', ...args)
  expect(out.code, out.err.join('\n')).toBe(0)
  return /activity (A\w+)/.exec(out.out[0]!)![1]!
}
const detail = async (id: string, who: SignedIn = host) => content(await server.api('activityDetail', { id }, { session: who })) as { activity: Activity; entries: ActivityEntry[] }
const entryOf = (answer: { entries: ActivityEntry[] }, unitId: string) => answer.entries.find((e) => e.unitId === unitId)!
const value = (unitIds: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Winter weekdays', kind: 'discount', discountPercent: 20, stayFrom: '2026-12-07', stayTo: '2026-12-18', weekdays: [], daysBefore: null, minNights: null, unitIds, ...extra,
})
const save = (v: Record<string, unknown>, who: SignedIn = host, id = randomUUID()) => server.api('promotionSave', { id, value: v }, { session: who })

describe('platform activities (issue 17)', () => {
  it('joins two listings, says why a third cannot, signs one out for good; the log records each step', async () => {
    const [a, b, c] = [await insertUnit(server, host, { title: 'Pine cabin' }), await insertUnit(server, host, { title: 'Lake room' }), await insertUnit(server, host, { title: 'Closed loft' })]
    await server.db.updateTable('listings').set({ room_status: 'offline' }).where('lu_id', '=', c.slice(3)).execute()
    const id = await createActivity(['--name', 'Winter sale', '--type', 'seasonal', '--stay', '2026-12-01..2027-01-31', '--enroll', '2026-11-01..2026-12-20', '--discount', '15', '--bearer', 'platform'])
    const openBefore = content(await server.api('dashboardTask', {}, { session: host })).activitiesOpen
    const before = await detail(id)
    expect(before.activity).toMatchObject({ name: 'Winter sale', costBearer: 'platform', platformPercent: 100, phase: 'open', registered: 0 })
    expect(entryOf(before, c)).toMatchObject({ state: 'available', forbid: { reason: 'notOnline' } })
    expect(entryOf(before, a)).toMatchObject({ state: 'available', forbid: null })

    refusal(await server.api('activitySignUp', { id, unitIds: [a, c] }, { session: host }), 422, 'activityForbidden')
    expect(entryOf(await detail(id), a).state).toBe('available')

    const joined = content(await server.api('activitySignUp', { id, unitIds: [a, b] }, { session: host }))
    // the home's to-do counts open activities none of the listings joined: one fewer now
    expect(content(await server.api('dashboardTask', {}, { session: host })).activitiesOpen).toBe(openBefore - 1)
    expect([entryOf(joined, a).state, entryOf(joined, b).state]).toEqual(['registered', 'registered'])
    expect(joined.activity.registered).toBe(2)
    const tabs = content(await server.api('activityList', { tab: 'joined' }, { session: host }))
    expect(tabs.list.map((x: Activity) => x.id)).toContain(id)

    const out = content(await server.api('activitySignOut', { id, unitIds: [b] }, { session: host }))
    expect(entryOf(out, b).state).toBe('withdrawn')
    // the stricter reading: a listing that left does not come back to the same activity
    refusal(await server.api('activitySignUp', { id, unitIds: [b] }, { session: host }), 422, 'activityForbidden')
    const log = content(await server.api('activityLog', { id }, { session: host }))
    expect(log.list.map((r: { action: string; title: string }) => `${r.action} ${r.title}`)).toEqual(['signOut Lake room', 'signUp Lake room', 'signUp Pine cabin'])
  })

  it('a listing in an activity cannot join another on overlapping nights; kind and region are the scope', async () => {
    const unit = await insertUnit(server, host, { title: 'Harbour view' })
    const japan = await insertUnit(server, host, { title: 'Tokyo flat', country: 'JPN', currency: 'JPY', prices: { weekday: 18_000, weekend: 22_000, holiday: 26_000 } })
    const first = await createActivity(['--name', 'New year', '--type', 'holiday', '--stay', '2026-12-28..2027-01-03', '--enroll', '2026-11-01..2026-12-20', '--discount', '10', '--bearer', 'host'])
    const second = await createActivity(['--name', 'Year end', '--type', 'holiday', '--stay', '2027-01-02..2027-01-10', '--enroll', '2026-11-01..2026-12-20', '--discount', '10', '--bearer', 'host', '--region', 'mainland', '--lodge', 'house'])
    content(await server.api('activitySignUp', { id: first, unitIds: [unit] }, { session: host }))
    const seen = await detail(second)
    expect(entryOf(seen, unit).forbid).toEqual({ reason: 'overlapping', detail: 'New year' })
    expect(entryOf(seen, japan).forbid).toEqual({ reason: 'outOfScope', detail: null })
  })

  it('closing enrollment keeps joined listings and refuses new ones and sign-outs; over, every listing is expired', async () => {
    const unit = await insertUnit(server, host, { title: 'Garden suite' })
    const late = await insertUnit(server, host, { title: 'Late comer' })
    const id = await createActivity(['--name', 'Spring preview', '--type', 'seasonal', '--stay', '2027-03-01..2027-03-10', '--enroll', '2026-11-01..2027-02-20', '--discount', '12', '--bearer', 'shared', '--share', '50'])
    content(await server.api('activitySignUp', { id, unitIds: [unit] }, { session: host }))
    expect((await staff('activity', 'close', id)).code).toBe(0)
    const closed = await detail(id)
    expect(closed.activity.phase).toBe('closed')
    expect(entryOf(closed, unit).state).toBe('registered')
    expect(entryOf(closed, late).state).toBe('enrollmentClosed')
    refusal(await server.api('activitySignUp', { id, unitIds: [late] }, { session: host }), 422, 'activityEnrollmentClosed')
    refusal(await server.api('activitySignOut', { id, unitIds: [unit] }, { session: host }), 422, 'activityEnrollmentClosed')
    // an activity whose nights are past (today is 2026-11-21)
    const past = await createActivity(['--name', 'Autumn', '--type', 'seasonal', '--stay', '2026-11-01..2026-11-20', '--enroll', '2026-10-01..2026-11-15', '--discount', '10', '--bearer', 'host'])
    const over = await detail(past)
    expect(over.activity.phase).toBe('ended')
    expect(over.entries.every((e) => e.state === 'expired')).toBe(true)
    expect(content(await server.api('activityList', { tab: 'history' }, { session: host })).list.map((x: Activity) => x.id)).toContain(past)
    refusal(await server.api('activitySignUp', { id: past, unitIds: [late] }, { session: host }), 422, 'activityEnrollmentClosed')
  })

  it('another landlord cannot sign up or sign out the host\'s listings, and sees none of them', async () => {
    const unit = await insertUnit(server, host, { title: 'Private nook' })
    const id = await createActivity(['--name', 'Guarded', '--type', 'seasonal', '--stay', '2027-01-11..2027-01-20', '--enroll', '2026-11-01..2027-01-01', '--discount', '10', '--bearer', 'platform'])
    refusal(await server.api('activitySignUp', { id, unitIds: [unit] }, { session: other }), 403, 'noPermission')
    content(await server.api('activitySignUp', { id, unitIds: [unit] }, { session: host }))
    refusal(await server.api('activitySignOut', { id, unitIds: [unit] }, { session: other }), 403, 'noPermission')
    expect((await detail(id, other)).entries.map((e) => e.unitId)).not.toContain(unit)
    expect(entryOf(await detail(id), unit).state).toBe('registered')
  })
})

describe('self-service promotions and what a night costs (issue 17)', () => {
  it('checks the discount (5-90 %), the dates and the listings, next to the field, storing nothing', async () => {
    const unit = await insertUnit(server, host, { title: 'Rule flat' })
    refusal(await save(value([unit], { discountPercent: 4 })), 400, 'promotionDiscountRange')
    refusal(await save(value([unit], { discountPercent: 91 })), 400, 'promotionDiscountRange')
    refusal(await save(value([unit], { stayFrom: '2026-11-20' })), 400, 'promotionDateWindow')
    refusal(await save(value([unit], { stayTo: '2027-06-30' })), 400, 'promotionDateWindow')
    refusal(await save(value([unit], { stayFrom: '2026-12-18', stayTo: '2026-12-07' })), 400, 'promotionDateOrder')
    refusal(await save(value([unit], { kind: 'lastMinute', daysBefore: 9 })), 400, 'promotionDaysBeforeRange')
    refusal(await save(value([unit], { kind: 'longStay', minNights: 1 })), 400, 'promotionMinNightsRange')
    refusal(await save(value([])), 400, 'promotionUnitsRequired')
    expect((await save(value([unit], { discountPercent: 5 }))).body.status).toBe(200)
    expect((await save(value([unit], { discountPercent: 90, stayFrom: '2027-01-07', stayTo: '2027-01-08' }))).body.status).toBe(200)
  })

  it('one promotion per listing and night: an overlap is refused, other weekdays are not', async () => {
    const unit = await insertUnit(server, host, { title: 'Overlap flat' })
    content(await save(value([unit], { weekdays: [1, 2, 3] })))
    refusal(await save(value([unit], { stayFrom: '2026-12-14', stayTo: '2026-12-25' })), 422, 'promotionOverlap')
    content(await save(value([unit], { weekdays: [5, 6] })))
  })

  it('prices the nights it covers at booking (host-borne), loses to a bigger activity discount the platform pays, and stops when withdrawn', async () => {
    const unit = await insertUnit(server, host, { title: 'Priced flat', similarUnits: 5 })
    const promo = content(await save(value([unit], { stayFrom: '2026-12-08', stayTo: '2026-12-09', discountPercent: 20 }))) as Promotion
    expect(promo.state).toBe('upcoming')
    // 2026-12-08 and 09 are weekdays: 388 each
    const order = await book(server, unit, '2026-12-08', 2)
    expect(order).toMatchObject({ original_rent: 77_600, merchant_discount: 15_520, platform_discount: 0, rent: 62_080 })
    expect(JSON.parse(order.offers!)).toEqual([{ source: 'promotion', id: promo.id, percent: 20, nights: 2, host: 15_520, platform: 0 }])
    expect(content(await server.api('promotionOrders', { id: promo.id }, { session: host })).list).toEqual([
      expect.objectContaining({ orderNo: order.order_no, discount: 15_520, nights: 2 }),
    ])

    // an activity of 25 % the platform pays wins on the nights it covers; the host's income is as if undiscounted
    const activity = await createActivity(['--name', 'Platform treat', '--type', 'lastMinute', '--stay', '2026-12-09..2026-12-09', '--enroll', '2026-11-01..2026-12-01', '--discount', '25', '--bearer', 'platform'])
    content(await server.api('activitySignUp', { id: activity, unitIds: [unit] }, { session: host }))
    const mixed = await book(server, unit, '2026-12-08', 2)
    expect(mixed).toMatchObject({ original_rent: 77_600, merchant_discount: 7_760, platform_discount: 9_700, rent: 60_140 })
    // fees on what the host is paid for the nights (rent + the platform's share), income likewise
    expect(Number(mixed.service_fee)).toBe(Math.round((60_140 + 9_700) / 10))
    expect(Number(mixed.income)).toBe(60_140 + 9_700 - Number(mixed.service_fee) - Number(mixed.invoice_service_fee))

    content(await server.api('promotionWithdraw', { id: promo.id }, { session: host }))
    const after = await book(server, unit, '2026-12-08', 1)
    expect(after).toMatchObject({ merchant_discount: 0, platform_discount: 0, rent: 38_800 })
    const log = content(await server.api('promotionLog', { id: promo.id }, { session: host }))
    expect(log.list.map((r: { action: string }) => r.action)).toEqual(['withdraw', 'create'])
    // the calendar's marks: the activity's night, no longer the withdrawn promotion
    const marks = content(await server.api('promotionNights', { from: '2026-12-01', to: '2026-12-31' }, { session: host })).list
    expect(marks.filter((m: { unitId: string }) => m.unitId === unit)).toEqual([
      expect.objectContaining({ source: 'activity', from: '2026-12-09', to: '2026-12-09', percent: 25, name: 'Platform treat' }),
    ])
  })

  it('last-minute and long-stay promotions price only the bookings they describe', async () => {
    const unit = await insertUnit(server, host, { title: 'Condition flat', similarUnits: 5 })
    content(await save(value([unit], { name: 'Last minute', kind: 'lastMinute', daysBefore: 3, stayFrom: '2026-11-22', stayTo: '2026-11-30', discountPercent: 30 })))
    content(await save(value([unit], { name: 'Week stay', kind: 'longStay', minNights: 3, stayFrom: '2027-02-01', stayTo: '2027-02-28', discountPercent: 10 })))
    // today is 2026-11-21: the 23rd is 2 days ahead, the 28th 7
    expect(Number((await book(server, unit, '2026-11-23', 1)).merchant_discount)).toBeGreaterThan(0)
    expect(Number((await book(server, unit, '2026-11-28', 1)).merchant_discount)).toBe(0)
    expect(Number((await book(server, unit, '2027-02-02', 2)).merchant_discount)).toBe(0)
    expect(Number((await book(server, unit, '2027-02-10', 3)).merchant_discount)).toBeGreaterThan(0)
  })

  it('is for mainland hosts and their own listings only', async () => {
    const unit = await insertUnit(server, host, { title: 'Mine only' })
    refusal(await save(value([unit]), other), 403, 'noPermission')
    const promo = content(await save(value([unit], { stayFrom: '2027-03-01', stayTo: '2027-03-05' })))
    refusal(await server.api('promotionDetail', { id: promo.id }, { session: other }), 403, 'noPermission')
    refusal(await server.api('promotionWithdraw', { id: promo.id }, { session: other }), 403, 'noPermission')
    const overseas = await calendarHost(server)
    await setLandlord(server.db, await mobileOf(overseas), '86', { overseas: true })
    refusal(await server.api('promotionList', {}, { session: overseas }), 403, 'promotionOverseas')
    expect((await orderRow(server, (await book(server, unit, '2027-03-02', 1)).order_no)).merchant_discount).toBeGreaterThan(0)
  })

  it('pays the platform\'s share back as a rebate: summed by the month the stay ends and by activity, settled or not; another landlord sees none', async () => {
    const rebater = await calendarHost(server)
    const unit = await insertUnit(server, rebater, { title: 'Rebate flat', similarUnits: 5 })
    const id = await createActivity(['--name', 'Rebate week', '--type', 'seasonal', '--stay', '2026-12-14..2026-12-20', '--enroll', '2026-11-01..2026-12-10', '--discount', '20', '--bearer', 'shared', '--share', '50'])
    content(await server.api('activitySignUp', { id, unitIds: [unit] }, { session: rebater }))
    const paid = await book(server, unit, '2026-12-14', 2)
    const cancelled = await book(server, unit, '2026-12-16', 1)
    await server.db.updateTable('orders').set({ state: 'completed', paid_at: server.clock.now() }).where('order_no', '=', paid.order_no).execute()
    await server.db.updateTable('orders').set({ state: 'cancelled' }).where('order_no', '=', cancelled.order_no).execute()
    // 14th and 15th are weekdays at 388: 20 % is 77.60 a night, the platform pays half
    expect(Number(paid.platform_discount)).toBe(7_760)
    const answer = content(await server.api('rebateData', {}, { session: rebater }))
    expect(answer.currencies).toEqual([{
      currency: 'RMB',
      totals: { rebate: 7_760, orders: 1, nights: 2, settled: 0 },
      months: [{ month: '2026-12', rebate: 7_760, orders: 1, nights: 2 }],
      activities: [{ id, name: 'Rebate week', rebate: 7_760, orders: 1, nights: 2 }],
    }])
    await server.db.updateTable('orders').set({ settlement_state: 'settled' }).where('order_no', '=', paid.order_no).execute()
    expect(content(await server.api('rebateData', {}, { session: rebater })).currencies[0].totals.settled).toBe(7_760)
    expect(content(await server.api('rebateData', {}, { session: other })).currencies).toEqual([])
  })

  it('long-term and house discounts: join with tiers the listing rules accept, price bookings, leave; versions and ownership hold', async () => {
    const discounter = await calendarHost(server)
    const unit = await insertUnit(server, discounter, { title: 'Long stay flat', similarUnits: 5 })
    const luId = unit.slice(3)
    const listed = content(await server.api('discountList', {}, { session: discounter }))
    const mine = listed.list.find((l: { luId: string }) => l.luId === luId)
    expect(mine).toMatchObject({ title: 'Long stay flat', stayTiers: [], earlyBird: null })
    // a longer stay needs a bigger discount (business rules 5), next to the tier's field
    refusal(await server.api('longStaySignUp', { luId, version: mine.version, stayTiers: [{ nights: 7, discount: 9 }, { nights: 28, discount: 9 }] }, { session: discounter }), 400, 'stayTierOrder')
    const joined = content(await server.api('longStaySignUp', { luId, version: mine.version, stayTiers: [{ nights: 7, discount: 9 }, { nights: 28, discount: 8 }] }, { session: discounter }))
    expect(joined.stayTiers).toEqual([{ nights: 7, discount: 9 }, { nights: 28, discount: 8 }])
    // a week's stay is 10 % off (the listing's own discount, on the whole rent)
    const week = await book(server, unit, '2027-01-04', 7)
    expect(Number(week.merchant_discount)).toBe(Math.round(Number(week.original_rent) / 10))
    // an old version is a conflict with the current value
    refusal(await server.api('longStaySignOut', { luId, version: mine.version }, { session: discounter }), 409, 'versionConflict')
    refusal(await server.api('longStaySignOut', { luId, version: joined.version }, { session: other }), 403, 'noPermission')
    const early = content(await server.api('houseDiscountSignUp', { luId, version: joined.version, earlyBird: { days: 30, discount: 9.5 } }, { session: discounter }))
    expect(early).toMatchObject({ earlyBird: { days: 30, discount: 9.5 }, stayTiers: [{ nights: 7, discount: 9 }, { nights: 28, discount: 8 }] })
    const left = content(await server.api('longStaySignOut', { luId, version: early.version }, { session: discounter }))
    expect(left).toMatchObject({ stayTiers: [], earlyBird: { days: 30, discount: 9.5 } })
    const none = content(await server.api('houseDiscountSignOut', { luId, version: left.version }, { session: discounter }))
    expect(none).toMatchObject({ stayTiers: [], earlyBird: null })
    expect(Number((await book(server, unit, '2027-01-20', 7)).merchant_discount)).toBe(0)
  })
})


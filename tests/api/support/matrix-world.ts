import { randomUUID } from 'node:crypto'
import { writeGuestReview } from '../../../src/server/services/review/reviews'
import { sendNotice } from '../../../src/server/services/notice/notices'
import { issuePenalty } from '../../../src/server/services/risk/penalties'
import { guestTalk, storeMessage } from '../../../src/server/services/chat/chat'
import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import { postgresUrlOf } from '../../../src/server/db/connect'
import { payOrder, leaveEarly, requestRenewal } from '../../../src/server/services/order/guest'
import { insertFeed } from '../../../src/server/services/calendar/feeds-repo'
import { settleOrderNow } from '../../../src/server/services/finance/settlement-job'
import type { Database } from '../../../src/server/db/schema'
import { calendarHost, insertUnit } from '../calendar-fixtures'
import { ADDRESS, DESCRIBE, DISCOUNT, FACILITY, INFO, jpeg, ORDER, PRICE } from '../listing-fixtures'
import { book, bookHotel, orderRow } from '../order-fixtures'
import { uploadImage } from '../user-fixtures'
import { PRIVATE_ACCOUNT } from '../payout-fixtures'
import { ADDRESS as SHIPPING_ADDRESS, TITLE } from '../invoice-fixtures'
import type { ImageRef } from '../user-fixtures'
import type { SignedIn } from './flows'
import { afterAll, beforeAll } from 'vitest'
import { startServer } from './server'
import type { ApiReply, TestServer } from './server'

/**
 * Two landlords on one server, the first (a) owning one of every resource an endpoint of the
 * table can name: a draft listing with a photo, a reviewed listing (its calendar unit, an op, an
 * outside calendar feed), orders in the states their actions need, an ID-card upload, a push
 * subscription. The generated checks (endpoint-matrix, endpoint-fuzz) call every endpoint with
 * a's ids as b, as nobody, and as a.
 */
export type MatrixWorld = {
  server: TestServer
  a: SignedIn
  b: SignedIn
  draftLuId: string
  onlineLuId: string
  unitId: string
  photoImgId: string
  opId: string
  feedId: string
  /** waiting for the host's confirmation */
  orderNo: string
  hotelOrderNo: string
  /** paid, with a renewal asked */
  renewalOrderNo: string
  renewalId: string
  /** the guest left early; a deposit may be claimed */
  depositOrderNo: string
  upload: ImageRef
  pushEndpoint: string
  /** a's draft payout account, and its details (both landlords are on the merchant white list) */
  payoutAccountId: string
  payoutDetails: Record<string, unknown>
  /** a's WeChat authorisation of that account, and a WeChat channel of it (decision 0083) */
  wechatTicket: string
  payoutChannelId: string
  /** a's hotel draft and its room type (created by its first photo) */
  hotelId: string
  /** A second draft hotel of a's, for the delete call. */
  spareHotelId: string
  roomTypeId: string
  /** a's settlement statement (of the stay that ended early) */
  statementSerial: string
  /** a's invoice titles and addresses (a spare of each for the delete calls), and an issued invoice */
  invoiceTitleId: string
  spareTitleId: string
  addressId: string
  spareAddressId: string
  invoiceNo: string
  reviewId: string
  activityId: string
  promotionId: string
  noticeId: string
  violationId: string
  /** An overseas host with a listing (the chat is theirs only) and its conversation with a guest. */
  chatHost: SignedIn
  talkId: string
  guestMsgId: string
  /** a's direct connection of its hotel (opened), a PMS room bound to nothing, and a key of it. */
  connectionId: string
  pmsKeyId: string
  webhookDeliveryId: string
  /** Values of a's that must never appear in an answer to b. */
  secretsOfA: string[]
}

/** A promotion a's matrix unit holds (the samples of the promotion calls use it too). */
export const MATRIX_PROMOTION = {
  name: 'Matrix promotion', kind: 'discount' as const, discountPercent: 20, stayFrom: '2026-12-10', stayTo: '2026-12-31', weekdays: [] as number[],
  daysBefore: null, minNights: null,
}

export async function buildMatrixWorld(server: TestServer): Promise<MatrixWorld> {
  const a = await calendarHost(server)
  const b = await calendarHost(server)
  const ok = (reply: ApiReply, what: string) => {
    if (reply.body?.status !== 200) throw new Error(`${what}: ${reply.text}`)
    return reply.body.content
  }

  const draftLuId = randomUUID()
  ok(await server.api('listingCreate', { luId: draftLuId, rentalType: 'whole', buildingType: 'apartment' }, { session: a }), 'listingCreate')
  ok(await server.api('listingSaveAddress', { luId: draftLuId, version: 0, ...ADDRESS }, { session: a }), 'listingSaveAddress')
  const photo = await server.api('listingUploadPhoto', { luId: draftLuId, photoType: 'living', width: 1200, height: 800 }, {
    session: a, file: await jpeg(1200, 800),
  })
  if (photo.body?.status !== 200) throw new Error(`listingUploadPhoto: ${photo.text}`)
  const photoImgId = (photo.body.content as { imgId: string }).imgId

  const unitId = await insertUnit(server, a, { title: 'Matrix flat', similarUnits: 3 })
  const onlineLuId = unitId.slice(3)
  await completeSteps(server.db, onlineLuId)
  const op = ok(await server.api('calendarSet', { changes: [{ unitIds: [unitId], ranges: [{ from: '2026-12-20', to: '2026-12-21' }], price: 399 }] }, { session: a }), 'calendarSet')
  const feedId = randomUUID()
  await insertFeed(server.db, { id: feedId, unit_id: unitId, user_id: Number(a.userId), name: 'Elsewhere', url: 'http://127.0.0.1:9/never.ics', created_at: server.clock.now() })

  const waiting = await book(server, unitId, '2026-12-02', 2)
  const hotel = await bookHotel(server, a, '2026-12-03')
  const renewing = await book(server, unitId, '2026-11-30', 1)
  ok(await server.api('orderConfirm', { orderNo: renewing.order_no }, { session: a }), 'orderConfirm')
  await payOrder(server.db, await orderRow(server, renewing.order_no), server.clock.now())
  const renewalId = await requestRenewal(server.db, await orderRow(server, renewing.order_no), 1, server.clock.now())
  const deposit = await leftEarlyOrder(server, a, unitId)

  const upload = await uploadImage(server, a)
  // a closed port on this machine: a push delivered to it fails at once, nothing leaves the machine
  const pushEndpoint = `https://127.0.0.1:9/push/matrix-${randomUUID()}`
  await insertSubscription(server.db, { endpoint: pushEndpoint, userId: Number(a.userId), now: server.clock.now() })

  await server.db.updateTable('users').set({ merchant_white: 1 }).where('id', 'in', [Number(a.userId), Number(b.userId)]).execute()
  const payoutDetails = PAYOUT_DETAILS
  const payout = ok(await server.api('merchantSave', { details: payoutDetails, submit: false }, { session: a }), 'merchantSave') as { id: string }

  // written as WeChat's answer would leave them (the calls need an approved private account of a real-name host)
  const wechatTicket = `matrix-ticket-${randomUUID()}`
  const payoutChannelId = randomUUID()
  await server.db.insertInto('wechat_authorisations').values({
    ticket: wechatTicket, user_id: Number(a.userId), account_id: payout.id, state: 'authorised', refusal: null, wechat_name: 'Matrix payee',
    channel_id: payoutChannelId, expires_at: server.clock.now() + 300_000, created_at: server.clock.now(), answered_at: server.clock.now(),
  }).execute()
  await server.db.insertInto('payout_channels').values({
    id: payoutChannelId, user_id: Number(a.userId), account_id: payout.id, kind: 'wechat', real_name: 'Matrix payee', identifier: 'oMatrixOpenid0000000000000000',
    masked: 'oMat****0000', created_at: server.clock.now(), removed_at: null,
  }).execute()

  const hotelId = randomUUID()
  ok(await server.api('hotelCreate', { hotelId }, { session: a }), 'hotelCreate')
  const spareHotelId = randomUUID()
  ok(await server.api('hotelCreate', { hotelId: spareHotelId }, { session: a }), 'hotelCreate')
  const roomTypeId = randomUUID()
  ok(await server.api('roomTypeUploadPhoto', { hotelId, roomTypeId }, { session: a, file: await jpeg(1200, 800) }), 'roomTypeUploadPhoto')

  const settled = await settleOrderNow(server.db, deposit, server.clock.now())
  if (!settled) throw new Error('settleOrderNow: no statement')

  const [invoiceTitleId, spareTitleId, addressId, spareAddressId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()]
  for (const id of [invoiceTitleId, spareTitleId]) ok(await server.api('invoiceTitleSave', { id, value: { ...TITLE, companyName: 'Matrix Lodging Ltd' } }, { session: a }), 'invoiceTitleSave')
  for (const id of [addressId, spareAddressId]) ok(await server.api('shippingAddressSave', { id, value: SHIPPING_ADDRESS }, { session: a }), 'shippingAddressSave')
  const invoiceNo = `FPMATRIX${Date.now()}`
  await server.db.insertInto('invoices').values({
    invoice_no: invoiceNo, user_id: Number(a.userId), months: '["2026-09"]', amount: 12_000, invoice_type: 'eInvoice', title: JSON.stringify(TITLE),
    address: JSON.stringify({ name: SHIPPING_ADDRESS.name, mobile: SHIPPING_ADDRESS.mobile, region: '浙江省 杭州市 西湖区', detail: SHIPPING_ADDRESS.detail }), state: 'issued',
    fail_reason: null, issued_number: '12345678', issued_at: server.clock.now(), mailing_state: null, courier: null, tracking_no: null, mailed_at: null,
    reversal_state: null, reversal_reason: null, reversal_note: null, reversal_asked_at: null, created_at: server.clock.now(), updated_at: server.clock.now(),
  }).execute()

  const review = await writeGuestReview(server.db, deposit, {
    scores: { hygiene: 5, safety: 4, descriptionMatch: 5, trafficLocation: 3, costEffectiveness: 4 }, content: 'Matrix guest review',
  }, server.clock.now())

  const activityId = `AMATRIX${Date.now()}`
  await server.db.insertInto('activities').values({
    id: activityId, name: 'Matrix activity', type: 'seasonal', description: '', stay_from: '2026-12-01', stay_to: '2027-02-28',
    enroll_from: '2026-11-01', enroll_until: '2027-01-31', discount_percent: 15, cost_bearer: 'platform', platform_percent: 100,
    lodge: 'all', region: 'all', closed_at: null, created_at: server.clock.now(),
  }).execute()
  ok(await server.api('activitySignUp', { id: activityId, unitIds: [unitId] }, { session: a }), 'activitySignUp')
  const promotionId = randomUUID()
  ok(await server.api('promotionSave', { id: promotionId, value: { ...MATRIX_PROMOTION, unitIds: [unitId] } }, { session: a }), 'promotionSave')

  const violation = await issuePenalty(server.db, { userId: Number(a.userId), luId: onlineLuId, type: 'guestComplaint', method: 'warning', days: null, permanent: false, note: 'Matrix warning' }, server.clock.now())
  const noticeId = await sendNotice(server.db, { title: 'Matrix notice', content: 'For every host', audience: 'all', jumpUrl: '' }, server.clock.now())

  // personal information: a's e-mail and alternate contact, b's e-mail (its check of the same address answers at once)
  await server.db.updateTable('users').set({ email: 'a-matrix@example.com', alternate_name: 'Matrix deputy', alternate_mobile: '13911112222', alternate_country_code: '86' })
    .where('id', '=', Number(a.userId)).execute()
  await server.db.updateTable('users').set({ email: 'b-matrix@example.com' }).where('id', '=', Number(b.userId)).execute()
  // the chat: an overseas host with a listing, a guest's question about it
  const chatHost = await calendarHost(server)
  await server.db.updateTable('users').set({ is_oversea: 1 }).where('id', '=', Number(chatHost.userId)).execute()
  const chatUnit = await insertUnit(server, chatHost, { title: 'Matrix chat flat' })
  const guest = await server.db.insertInto('chat_guests').values({ nick_name: 'Matrix guest', head_img_url: '', created_at: server.clock.now() }).returning('id').executeTakeFirstOrThrow()
  const talk = await guestTalk(server.db, Number(guest.id), Number(chatHost.userId), chatUnit.slice(3), 'Matrix chat flat', server.clock.now())
  const question = await storeMessage(server.db, talk, 'tenant', randomUUID(), 'Matrix guest question', server.clock.now())
  // direct connection: a's hotel connected with the sandbox PMS, one announced room with a rate plan, one key
  const connectionId = randomUUID()
  await server.db.insertInto('pms_connections').values({
    id: connectionId, user_id: Number(a.userId), partner_id: 'simpms', store_lu_id: hotelId, pms_hotel_code: 'MATRIX-HOTEL', state: 'connected',
    created_at: server.clock.now(), opened_at: server.clock.now(), last_call_at: null, sync_url: null, last_sync_at: null, last_sync_error: null, sandbox_of: null,
  }).execute()
  await server.db.insertInto('pms_rooms').values({ connection_id: connectionId, room_code: 'MX-DBL', name: 'Matrix PMS double', room_type_lu_id: null, position: 0, updated_at: server.clock.now() }).execute()
  await server.db.insertInto('pms_rate_plans').values({ connection_id: connectionId, room_code: 'MX-DBL', rate_plan_code: 'BAR', name: 'Best available', product_id: null, position: 0 }).execute()
  const pmsKeyId = randomUUID()
  await server.db.insertInto('pms_keys').values({ id: pmsKeyId, connection_id: connectionId, user_id: Number(a.userId), key_hash: 'matrix-key-hash', prefix: 'pk_matrix', created_at: server.clock.now(), last_used_at: null, revoked_at: null }).execute()
  // the PMS's webhook, with a delivery it gave up on
  await server.db.insertInto('pms_webhooks').values({ connection_id: connectionId, url: 'https://pms.example.com/matrix-hooks', events: '["booking.created"]', secret: 'whsec_bWF0cml4', created_at: server.clock.now(), updated_at: server.clock.now(), order_cursor: '0.', calendar_cursor: '0.' }).execute()
  const webhookDeliveryId = `msg_${randomUUID().replaceAll('-', '')}`
  await server.db.insertInto('pms_webhook_deliveries').values({
    id: webhookDeliveryId, connection_id: connectionId, event: 'booking.created', subject: `${hotel.order_no}@1`, body: '{}', happened_at: server.clock.now(), state: 'failed',
    attempts: 6, next_at: server.clock.now(), claimed_until: 0, last_at: server.clock.now(), last_status: 500, last_error: 'HTTP 500', created_at: server.clock.now(), delivered_at: null,
  }).execute()
  const mobileOfA = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(a.userId)).executeTakeFirstOrThrow()).mobile
  return {
    server, a, b, draftLuId, onlineLuId, unitId, photoImgId, opId: op.opId, feedId,
    orderNo: waiting.order_no, hotelOrderNo: hotel.order_no, renewalOrderNo: renewing.order_no, renewalId, depositOrderNo: deposit,
    upload, pushEndpoint, payoutAccountId: payout.id, payoutDetails, wechatTicket, payoutChannelId, hotelId, spareHotelId, roomTypeId, statementSerial: settled.serialNo,
    invoiceTitleId, spareTitleId, addressId, spareAddressId, invoiceNo, reviewId: review.id, activityId, promotionId, noticeId, violationId: violation.id,
    chatHost, talkId: talk.talk_id, guestMsgId: String(question.id), connectionId, pmsKeyId, webhookDeliveryId,
    secretsOfA: [mobileOfA, a.xztoken, 'Matrix flat', upload.url, pushEndpoint, waiting.order_no, hotel.order_no, deposit, feedId, 'Elsewhere', payout.id, wechatTicket, payoutChannelId, 'Matrix payee', settled.serialNo, 'Matrix Lodging Ltd', invoiceNo, review.id, 'Matrix guest review', promotionId, 'Matrix promotion', 'Matrix warning', 'a-matrix@example.com', 'Matrix deputy', '13911112222', 'Matrix guest question', 'Matrix chat flat', 'MATRIX-HOTEL', 'Matrix PMS double', 'https://pms.example.com/matrix-hooks', webhookDeliveryId],
  }
}

/** A payout account's form as a's draft holds it (src/domain/payout/schemas.ts). */
const PAYOUT_DETAILS = { ...PRIVATE_ACCOUNT, shortName: 'Matrix payee', email: 'payee@example.com' }

/** insertUnit writes only the steps the calendar reads: the listing's detail needs every step. */
async function completeSteps(db: Kysely<Database>, luId: string): Promise<void> {
  const row = await db.selectFrom('listings').select('steps').where('lu_id', '=', luId).executeTakeFirstOrThrow()
  const steps = JSON.parse(row.steps) as Record<string, Record<string, unknown>>
  const complete = {
    ...steps, address: ADDRESS, houseInfo: { ...INFO, similarUnits: 3 }, facility: FACILITY, houseDescribe: { ...DESCRIBE, title: 'Matrix flat' },
    housePrice: { ...PRICE, ...steps.housePrice }, houseOrder: ORDER, houseDiscount: DISCOUNT,
  }
  await db.updateTable('listings').set({ steps: JSON.stringify(complete), live: JSON.stringify(complete) }).where('lu_id', '=', luId).execute()
}

/** The server of a matrix world: its push subscription points at this machine, allowed for the test. */
export const MATRIX_SERVER_CONFIG = { pushServiceHosts: ['127.0.0.1'], pushAllowPrivate: true }

/** A file's server and matrix world: built before its tests, closed after; `set` receives them. */
export function withMatrixWorld(set: (server: TestServer, world: MatrixWorld) => void): void {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startServer(MATRIX_SERVER_CONFIG)
    set(server, await buildMatrixWorld(server))
  }, 60_000)
  afterAll(async () => {
    await server?.close()
  })
}

async function leftEarlyOrder(server: TestServer, host: SignedIn, unitId: string): Promise<string> {
  const order = await book(server, unitId, '2026-11-22', 2)
  await server.db.updateTable('orders').set({ deposit: 50_000 }).where('order_no', '=', order.order_no).execute()
  const confirmed = await server.api('orderConfirm', { orderNo: order.order_no }, { session: host })
  if (confirmed.body?.status !== 200) throw new Error(`orderConfirm: ${confirmed.text}`)
  await payOrder(server.db, await orderRow(server, order.order_no), server.clock.now())
  await server.db.updateTable('orders').set({ state: 'checkedIn' }).where('order_no', '=', order.order_no).execute()
  await leaveEarly(server.db, await orderRow(server, order.order_no), server.clock.now())
  return order.order_no
}

async function insertSubscription(db: Kysely<Database>, s: { endpoint: string; userId: number; now: number }): Promise<void> {
  await db.insertInto('push_subscriptions').values({
    endpoint: s.endpoint, user_id: s.userId, p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg', lang: 'zh', created_at: s.now, last_success_at: null, last_error: null, gone_at: null,
  }).execute()
}

/** Tables whose rows record requests rather than business data: a refused call may write them. */
const BOOKKEEPING: ReadonlySet<string> = new Set([
  'rate_events', 'seen_requests', 'idempotency_keys', 'slide_challenges', 'kysely_migration', 'kysely_migration_lock', 'test_row_changes',
])

/** Every business row of the database as sorted JSON per table, to check that a refused call changed nothing. */
export async function databaseSnapshot(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const tables = await businessTables(db)
  const snapshot: Record<string, string[]> = {}
  for (const table of tables) {
    const rows = await db.selectFrom(table as keyof Database).selectAll().execute()
    snapshot[table] = rows.map((r) => JSON.stringify(r)).sort()
  }
  return snapshot
}

/** The business tables of a database, read once per database (no test changes the schema). */
const tablesOf = new WeakMap<Kysely<Database>, Promise<string[]>>()
function businessTables(db: Kysely<Database>): Promise<string[]> {
  let tables = tablesOf.get(db)
  if (!tables) {
    tables = db.introspection.getTables().then((list) => list.map((t) => t.name).filter((name) => !BOOKKEEPING.has(name)).sort())
    tablesOf.set(db, tables)
  }
  return tables
}

/**
 * Counts the row changes of every business table from now on: a trigger per table bumps one
 * counter in the same transaction as the change (a write rolled back leaves it as it was). A test
 * that checks "this call changed nothing" after each of thousands of calls reads the counter and
 * compares whole snapshots only when it moved (on PostgreSQL a snapshot is ~90 queries).
 */
export async function watchRowChanges(db: Kysely<Database>): Promise<() => Promise<number>> {
  const tables = await businessTables(db)
  await sql`create table test_row_changes (n bigint not null)`.execute(db)
  await sql`insert into test_row_changes (n) values (0)`.execute(db)
  if (postgresUrlOf(db) !== undefined) {
    await sql.raw('create function test_row_changed() returns trigger language plpgsql as $$ begin update test_row_changes set n = n + 1; return null; end $$').execute(db)
    for (const table of tables) {
      await sql.raw(`create trigger test_row_changed after insert or update or delete or truncate on "${table}" for each statement execute function test_row_changed()`).execute(db)
    }
  } else {
    for (const table of tables) {
      for (const op of ['insert', 'update', 'delete']) {
        await sql.raw(`create trigger "test_${op}_${table}" after ${op} on "${table}" begin update test_row_changes set n = n + 1; end`).execute(db)
      }
    }
  }
  return async () => Number((await sql<{ n: number | string }>`select n from test_row_changes`.execute(db)).rows[0]!.n)
}

import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import type { Kysely } from 'kysely'
import { addDays } from '../../../domain/calendar/dates'
import type { OpenAnswer, OpenInput, WebhookBody } from '../../../domain/pms/open-api'
import type { PmsWebhookAnswer, PmsWebhookDelivery } from '../../../domain/pms/endpoints'
import { PMS_LIMITS, WEBHOOK_EVENTS, type WebhookDeliveryState, type WebhookEvent } from '../../../domain/pms/rules'
import type { ServerConfig } from '../../config'
import type { Database } from '../../db/schema'
import { lockKeys } from '../../db/locks'
import { invalid, notFound, refused } from '../../errors'
import type { Handlers } from '../../handler'
import { callerOf } from '../house/service'
import type { Job } from '../../job'
import { checkOutsideUrl, isPrivateAddress } from '../../outside-address'
import { checkedLookup, PrivateAddress } from '../calendar/feeds-fetch'
import { boundUnits, ownConnection, type ConnectionRow } from './connections'
import { ENDED_STATES, openOrderOf, roomCodes } from './order-view'

type Db = Kysely<Database>
type WebhookConfig = OpenAnswer<'openWebhookRead'>['webhook']

/**
 * Webhooks of the open API (issue 38, decision 0078). One per connection, registered by the PMS.
 * A job turns what happened into deliveries (outbox style: bookings of mapped rooms as they change,
 * calendar operations of the host on mapped rooms, each read after the webhook's cursors, so no
 * write path of the portal has to remember webhooks and nothing is missed when an instance dies),
 * then sends the due ones signed as Standard Webhooks, retrying with back-off.
 */

/**
 * A webhook address: https, or http only where private addresses are allowed (development and
 * tests, with a receiver on this machine); a public address unless allowed, as a calendar feed's.
 */
export function checkWebhookUrl(value: string, allowPrivate: boolean): URL | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return null
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null
  return checkOutsideUrl(url, allowPrivate)
}

export async function webhookOf(db: Db, connectionId: string): Promise<WebhookConfig> {
  const row = await db.selectFrom('pms_webhooks').selectAll().where('connection_id', '=', connectionId).executeTakeFirst()
  return row ? { url: row.url, events: JSON.parse(row.events) as WebhookEvent[], createdAt: Number(row.created_at) } : null
}

export async function setWebhook(db: Db, connection: ConnectionRow, input: OpenInput<'openWebhookSet'>, now: number, allowPrivate: boolean): Promise<OpenAnswer<'openWebhookSet'>> {
  const url = checkWebhookUrl(input.url, allowPrivate)
  if (!url) throw invalid('pmsWebhookUrl', 'url')
  const events = WEBHOOK_EVENTS.filter((e) => input.events.includes(e))
  const existing = await db.selectFrom('pms_webhooks').selectAll().where('connection_id', '=', connection.id).executeTakeFirst()
  const secret = !existing || input.rotateSecret ? `whsec_${randomBytes(24).toString('base64')}` : null
  if (existing) {
    await db.updateTable('pms_webhooks').set({ url: url.href, events: JSON.stringify(events), updated_at: now, ...(secret ? { secret } : {}) })
      .where('connection_id', '=', connection.id).execute()
  } else {
    // what happened before it was registered is not delivered: the cursors start now
    await db.insertInto('pms_webhooks').values({
      connection_id: connection.id, url: url.href, events: JSON.stringify(events), secret: secret!, created_at: now, updated_at: now,
      order_cursor: `${now}.`, calendar_cursor: `${now}.`,
    }).execute()
  }
  return { webhook: { url: url.href, events, createdAt: Number(existing?.created_at ?? now) }, secret }
}

export async function removeWebhook(db: Db, connectionId: string): Promise<boolean> {
  const removed = await db.deleteFrom('pms_webhooks').where('connection_id', '=', connectionId).executeTakeFirst()
  await db.deleteFrom('pms_webhook_deliveries').where('connection_id', '=', connectionId).where('state', '=', 'pending').execute()
  return Number(removed.numDeletedRows) > 0
}

/** The event of an order's change: cancelled when it ended, created the first time the webhook hears of it, modified after. */
function orderEvent(state: string, heardBefore: boolean): WebhookEvent {
  if (ENDED_STATES.includes(state)) return 'booking.cancelled'
  return heardBefore ? 'booking.modified' : 'booking.created'
}

const SCAN_BATCH = 200

/**
 * Turns what happened after each webhook's cursors into deliveries (one per order version and per
 * calendar operation; a subject is delivered once), under the webhook's lock so two instances
 * scanning at once make each delivery once. Events the webhook did not ask for move the cursor on.
 */
export async function scanWebhookEvents(db: Db, now: number): Promise<number> {
  const hooks = await db.selectFrom('pms_webhooks').innerJoin('pms_connections', 'pms_connections.id', 'pms_webhooks.connection_id')
    .select(['pms_webhooks.connection_id']).where('pms_connections.state', '=', 'connected').execute()
  let made = 0
  for (const { connection_id: connectionId } of hooks) {
    made += await db.transaction().execute(async (trx) => {
      await lockKeys(trx, [`pms-webhook:${connectionId}`])
      const hook = await trx.selectFrom('pms_webhooks').selectAll().where('connection_id', '=', connectionId).executeTakeFirst()
      const connection = await trx.selectFrom('pms_connections').selectAll().where('id', '=', connectionId).executeTakeFirst()
      if (!hook || !connection) return 0
      const events = new Set(JSON.parse(hook.events) as WebhookEvent[])
      const units = await boundUnits(trx, connectionId)
      const roomOf = await roomCodes(trx, connection)
      let count = 0
      const add = async (event: WebhookEvent, subject: string, happenedAt: number, body: WebhookBody) => {
        if (!events.has(event)) return
        const inserted = await trx.insertInto('pms_webhook_deliveries').values({
          id: `msg_${randomUUID().replaceAll('-', '')}`, connection_id: connectionId, event, subject, body: JSON.stringify(body), happened_at: happenedAt, state: 'pending',
          attempts: 0, next_at: now, claimed_until: 0, last_at: null, last_status: null, last_error: null, created_at: now, delivered_at: null,
        }).onConflict((oc) => oc.columns(['connection_id', 'event', 'subject']).doNothing()).executeTakeFirst()
        count += Number(inserted.numInsertedOrUpdatedRows ?? 0)
      }
      // bookings of mapped rooms, as they change
      const [orderAt, orderAfter] = splitCursor(hook.order_cursor)
      let orderCursor = hook.order_cursor
      if (units.length > 0) {
        const orders = await trx.selectFrom('orders').select(['order_no', 'unit_id', 'check_in', 'check_out', 'rooms', 'booker_name', 'state', 'currency', 'rent', 'created_at', 'updated_at'])
          .where('user_id', '=', connection.user_id).where('unit_id', 'in', units)
          .where((eb) => eb.or([eb('updated_at', '>', orderAt), eb.and([eb('updated_at', '=', orderAt), eb('order_no', '>', orderAfter)])]))
          .orderBy('updated_at').orderBy('order_no').limit(SCAN_BATCH).execute()
        for (const order of orders) {
          const heard = await trx.selectFrom('pms_webhook_deliveries').select('id').where('connection_id', '=', connectionId)
            .where('subject', 'like', `${order.order_no}@%`).executeTakeFirst()
          const event = orderEvent(order.state, heard !== undefined || Number(order.created_at) < Number(hook.created_at))
          await add(event, `${order.order_no}@${Number(order.updated_at)}`, Number(order.updated_at), {
            type: event, timestamp: new Date(Number(order.updated_at)).toISOString(), data: { order: openOrderOf(order, roomOf) },
          })
          orderCursor = `${Number(order.updated_at)}.${order.order_no}`
        }
      }
      // the host's calendar edits (a PMS's own pushes are not echoed back)
      const [opAt, opAfter] = splitCursor(hook.calendar_cursor)
      let calendarCursor = hook.calendar_cursor
      const ops = await trx.selectFrom('calendar_ops').select(['id', 'unit_ids', 'created_at']).where('user_id', '=', connection.user_id)
        .where('role', '!=', 'thirdParty').where('kind', 'in', ['set', 'undo'])
        .where((eb) => eb.or([eb('created_at', '>', opAt), eb.and([eb('created_at', '=', opAt), eb('id', '>', opAfter)])]))
        .orderBy('created_at').orderBy('id').limit(SCAN_BATCH).execute()
      for (const op of ops) {
        calendarCursor = `${Number(op.created_at)}.${op.id}`
        const touched = (JSON.parse(op.unit_ids) as string[]).filter((u) => roomOf.has(u))
        if (touched.length === 0) continue
        const ranges = await trx.selectFrom('calendar_op_ranges').select(['unit_id', 'date_from', 'date_to']).where('op_id', '=', op.id).where('unit_id', 'in', touched).execute()
        if (ranges.length === 0) continue
        await add('calendar.changed', op.id, Number(op.created_at), {
          type: 'calendar.changed', timestamp: new Date(Number(op.created_at)).toISOString(),
          data: { nights: mergeRanges(ranges.map((r) => ({ roomCode: roomOf.get(r.unit_id)!, from: r.date_from, to: r.date_to }))) },
        })
      }
      if (orderCursor !== hook.order_cursor || calendarCursor !== hook.calendar_cursor) {
        await trx.updateTable('pms_webhooks').set({ order_cursor: orderCursor, calendar_cursor: calendarCursor }).where('connection_id', '=', connectionId).execute()
      }
      return count
    })
  }
  return made
}

/** Ranges of a room that touch or overlap made one, by room then date. */
function mergeRanges(ranges: Array<{ roomCode: string; from: string; to: string }>): Array<{ roomCode: string; from: string; to: string }> {
  const sorted = [...ranges].sort((a, b) => (a.roomCode === b.roomCode ? (a.from < b.from ? -1 : 1) : a.roomCode < b.roomCode ? -1 : 1))
  const merged: Array<{ roomCode: string; from: string; to: string }> = []
  for (const range of sorted) {
    const last = merged.at(-1)
    if (last && last.roomCode === range.roomCode && range.from <= addDays(last.to, 1)) last.to = range.to > last.to ? range.to : last.to
    else merged.push({ ...range })
  }
  return merged
}

function splitCursor(cursor: string): [number, string] {
  const dot = cursor.indexOf('.')
  return [Number(cursor.slice(0, dot)), cursor.slice(dot + 1)]
}

/** Standard Webhooks' signature: `v1,` and base64 of HMAC-SHA256 over `id.timestamp.body` with the secret's bytes. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`
}

export type SendResult = { ok: boolean; status: number | null; error: string | null }
export type WebhookSend = (url: string, headers: Record<string, string>, body: string) => Promise<SendResult>

/**
 * POSTs a delivery: within PMS_LIMITS.webhookTimeoutMs, no redirects followed (a 3xx is a
 * failure), the name's addresses checked at connect time (public ones only unless allowed).
 */
export function sendWebhook(allowPrivate: boolean): WebhookSend {
  return (address, headers, body) => new Promise((resolve) => {
    let url: URL
    try {
      url = new URL(address)
    } catch {
      return resolve({ ok: false, status: null, error: 'not an address' })
    }
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (!allowPrivate && net.isIP(host) && isPrivateAddress(host)) return resolve({ ok: false, status: null, error: `private address ${host}` })
    const client = url.protocol === 'https:' ? https : http
    const request = client.request(url, {
      method: 'POST', lookup: checkedLookup(allowPrivate), signal: AbortSignal.timeout(PMS_LIMITS.webhookTimeoutMs),
      headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'HostPortal-Webhooks/1.0' },
    }, (response) => {
      response.resume()
      const status = response.statusCode ?? 0
      resolve({ ok: status >= 200 && status < 300, status, error: status >= 200 && status < 300 ? null : `HTTP ${status}` })
    })
    request.on('error', (error) => resolve({
      ok: false, status: null,
      error: error instanceof PrivateAddress ? error.message : error.name === 'TimeoutError' || error.name === 'AbortError' ? `no answer within ${PMS_LIMITS.webhookTimeoutMs / 1000} s` : error.message,
    }))
    request.end(body)
  })
}

const CLAIM_MS = 60_000

/**
 * Sends the due deliveries: each claimed first (claimed_until moved on only where it had passed,
 * so an instance sending it at the same time gets nothing), then recorded: delivered, or tried
 * again after the next wait of PMS_LIMITS.webhookRetries, or given up when they are spent.
 */
export async function deliverWebhooks(db: Db, now: number, send: WebhookSend): Promise<{ sent: number; failed: number }> {
  const due = await db.selectFrom('pms_webhook_deliveries').select(['id']).where('state', '=', 'pending').where('next_at', '<=', now)
    .where('claimed_until', '<=', now).orderBy('next_at').orderBy('happened_at').orderBy('id').limit(50).execute()
  let sent = 0
  let failed = 0
  for (const { id } of due) {
    const claimed = await db.updateTable('pms_webhook_deliveries').set({ claimed_until: now + CLAIM_MS }).where('id', '=', id)
      .where('state', '=', 'pending').where('claimed_until', '<=', now).executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) continue
    const row = await db.selectFrom('pms_webhook_deliveries').innerJoin('pms_webhooks', 'pms_webhooks.connection_id', 'pms_webhook_deliveries.connection_id')
      .select(['pms_webhook_deliveries.attempts', 'pms_webhook_deliveries.body', 'pms_webhooks.url', 'pms_webhooks.secret']).where('pms_webhook_deliveries.id', '=', id).executeTakeFirst()
    if (!row) continue
    const timestamp = Math.floor(now / 1000)
    const result = await send(row.url, { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(row.secret, id, timestamp, row.body) }, row.body)
    const attempts = row.attempts + 1
    const wait = PMS_LIMITS.webhookRetries[attempts - 1]
    if (result.ok) sent++
    else failed++
    await db.updateTable('pms_webhook_deliveries').set({
      attempts, last_at: now, last_status: result.status, last_error: result.error,
      ...(result.ok ? { state: 'delivered', delivered_at: now } : wait === undefined ? { state: 'failed' } : { next_at: now + wait }),
      claimed_until: 0,
    }).where('id', '=', id).execute()
  }
  return { sent, failed }
}

/** Deliveries kept for the portal's list beyond PMS_LIMITS.webhookKept a connection, and pending ones of removed webhooks, go. */
export async function pruneDeliveries(db: Db): Promise<void> {
  const connections = await db.selectFrom('pms_webhook_deliveries').select('connection_id').distinct().execute()
  for (const { connection_id: connectionId } of connections) {
    const keep = await db.selectFrom('pms_webhook_deliveries').select('created_at').where('connection_id', '=', connectionId)
      .orderBy('created_at', 'desc').offset(PMS_LIMITS.webhookKept - 1).limit(1).executeTakeFirst()
    if (keep) {
      await db.deleteFrom('pms_webhook_deliveries').where('connection_id', '=', connectionId).where('state', '!=', 'pending')
        .where('created_at', '<', Number(keep.created_at)).execute()
    }
  }
}

export function pmsWebhooksJob(config: Pick<ServerConfig, 'feedsAllowPrivate'>, send: WebhookSend = sendWebhook(config.feedsAllowPrivate ?? false)): Job {
  return {
    name: 'pms-webhooks',
    everyMs: 5_000,
    run: async (db, now) => {
      const made = await scanWebhookEvents(db, now)
      const delivered = await deliverWebhooks(db, now, send)
      return { made, ...delivered }
    },
  }
}

/** The deliveries kept for the portal's list are trimmed hourly, not on every 5-second run. */
export const pmsWebhookPruneJob: Job = { name: 'pms-webhook-prune', everyMs: 60 * 60_000, run: (db) => pruneDeliveries(db) }

/** The webhook and its newest deliveries, as the portal shows them. */
export async function webhookAnswer(db: Db, connectionId: string): Promise<PmsWebhookAnswer> {
  const rows = await db.selectFrom('pms_webhook_deliveries').selectAll().where('connection_id', '=', connectionId)
    .orderBy('created_at', 'desc').orderBy('happened_at', 'desc').orderBy('id').limit(PMS_LIMITS.webhookKept).execute()
  return {
    webhook: await webhookOf(db, connectionId),
    deliveries: rows.map((row): PmsWebhookDelivery => ({
      deliveryId: row.id, event: row.event as WebhookEvent, orderNo: row.event.startsWith('booking.') ? row.subject.split('@')[0]! : null,
      state: row.state as WebhookDeliveryState, attempts: row.attempts, createdAt: Number(row.created_at),
      lastAt: row.last_at === null ? null : Number(row.last_at), lastStatus: row.last_status, lastError: row.last_error,
      nextAt: row.state === 'pending' ? Number(row.next_at) : null,
    })),
  }
}

/**
 * The host's "send again": a failed or delivered delivery starts a new round of tries now (the
 * same webhook-id, so a PMS that stored it can tell); a pending one is left to its next try.
 */
export async function resendDelivery(db: Db, connectionId: string, deliveryId: string, now: number): Promise<void> {
  const row = await db.selectFrom('pms_webhook_deliveries').select(['state']).where('id', '=', deliveryId).where('connection_id', '=', connectionId).executeTakeFirst()
  if (!row) throw notFound()
  if (!(await webhookOf(db, connectionId))) throw refused('pmsWebhookNone')
  if (row.state === 'pending') return
  await db.updateTable('pms_webhook_deliveries').set({ state: 'pending', attempts: 0, next_at: now, claimed_until: 0 }).where('id', '=', deliveryId).execute()
}

/** The portal's side of webhooks: see them, send one again. */
export const pmsWebhookHandlers: Handlers = {
  pmsWebhook: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const connection = await ownConnection(ctx.db, caller.userId, input.connectionId)
    return webhookAnswer(ctx.db, connection.id)
  },
  pmsWebhookResend: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const connection = await ownConnection(ctx.db, caller.userId, input.connectionId)
    await resendDelivery(ctx.db, connection.id, input.deliveryId, ctx.now())
    return webhookAnswer(ctx.db, connection.id)
  },
}

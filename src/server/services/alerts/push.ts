import dns from 'node:dns'
import { Agent } from 'node:https'
import net from 'node:net'
import type { LookupFunction } from 'node:net'
import webpush from 'web-push'
import type { OrderPushPayload, PushAnswer, PushStatus } from '../../../domain/alerts/schemas'
import { formatMoney } from '../../../domain/money-format'
import { DEFAULT_PUSH_SERVICE_HOSTS, loadConfig } from '../../config'
import type { ServerConfig } from '../../config'
import { isPrivateAddress } from '../../outside-address'
import type { Job } from '../../job'
import type { Db, OrderRow } from '../order/repo'
import { badgeOf } from './badge'

/**
 * Web Push of new and cancelled orders (decision 0026), with the web-push library: VAPID
 * (RFC 8292) and the aes128gcm payload encryption (RFC 8291) are what it is for and it is the
 * standard Node implementation; writing them by hand would be the risky part.
 */

export type VapidKeys = { publicKey: string; privateKey: string }
/**
 * Where pushes may go (decision 0030): endpoints on the push services' host names only (a name
 * also covers its subdomains), never resolving to a loopback or private address unless allowed.
 */
export type PushPolicy = { hosts: readonly string[]; allowPrivate: boolean }
/** agent: its TLS options are kept (tests trust a self-signed local push service); the address check is added. */
export type PushOptions = { subject?: string; agent?: Agent; timeoutMs?: number; policy?: PushPolicy }

export function pushPolicyOf(config: Pick<ServerConfig, 'pushServiceHosts' | 'pushAllowPrivate'>): PushPolicy {
  return { hosts: config.pushServiceHosts ?? DEFAULT_PUSH_SERVICE_HOSTS, allowPrivate: config.pushAllowPrivate ?? false }
}

let processPolicy: PushPolicy | undefined

/**
 * The policy of the process's environment (the order-push job has no configuration of its own),
 * read once: the environment does not change, and loadConfig checks every variable's name.
 */
function envPolicy(): PushPolicy {
  processPolicy ??= pushPolicyOf(loadConfig(process.env))
  return processPolicy
}

/**
 * The endpoint as a URL when pushes may go there: https, no credentials, an allowed host, not a
 * private address literal (checked at each send; a new subscription also goes through the
 * write-time checkOutsideUrl, and a name's addresses are checked when it resolves).
 */
export function allowedEndpoint(endpoint: string, policy: PushPolicy): URL | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null
  const host = bare(url.hostname)
  if (host === '' || !policy.hosts.some((allowed) => host === bare(allowed) || host.endsWith(`.${bare(allowed)}`))) return null
  if (net.isIP(host) && !policy.allowPrivate && isPrivateAddress(host)) return null
  return url
}

function bare(host: string): string {
  return host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '')
}

/** dns.lookup that fails for a name resolving to any private address (checked at connect time, so DNS cannot swap it). */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      if (addresses.length === 0 || (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))) {
        return callback(Object.assign(new Error('refused address'), { code: 'ENOTFOUND' }), '', 4)
      }
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses)
      const first = addresses[0]!
      callback(null, first.address, first.family)
    })
  }
}

/** What the host sees of a failed push: the push service's HTTP status, else nothing about the network. */
const DELIVERY_FAILED = 'delivery failed'
const SHOWN_ERROR = /^HTTP \d{3}$/

const DEFAULT_SUBJECT = 'mailto:ops@host-portal.example'

/** The server's VAPID key pair: made once, kept in the database (every instance signs alike). */
export async function vapidKeys(db: Db, now: number): Promise<VapidKeys> {
  const read = async () => {
    const row = await db.selectFrom('server_keys').select('value').where('name', '=', 'vapid').executeTakeFirst()
    return row ? (JSON.parse(row.value) as VapidKeys) : null
  }
  const found = await read()
  if (found) return found
  const made = webpush.generateVAPIDKeys()
  await db.insertInto('server_keys').values({ name: 'vapid', value: JSON.stringify(made), created_at: now })
    .onConflict((oc) => oc.column('name').doNothing()).execute()
  return (await read())!
}

type SubscriptionRow = { endpoint: string; p256dh: string; auth: string; gone_at: number | null; last_success_at: number | null; last_error: string | null }

export function statusOf(row: SubscriptionRow | undefined): PushStatus {
  if (!row) return { state: 'unknown', goneAt: null, lastSuccessAt: null, lastError: null }
  return {
    state: row.gone_at === null ? 'active' : 'gone',
    goneAt: row.gone_at === null ? null : Number(row.gone_at),
    lastSuccessAt: row.last_success_at === null ? null : Number(row.last_success_at),
    lastError: row.last_error === null ? null : SHOWN_ERROR.test(row.last_error) ? row.last_error : DELIVERY_FAILED,
  }
}

/**
 * Sends one encrypted push. A 404 or 410 from the push service means the subscription expired or
 * was revoked: it is marked gone and never used again. Returns whether the push was accepted.
 */
export async function sendPush(db: Db, row: SubscriptionRow, payload: OrderPushPayload, now: number, options: PushOptions = {}): Promise<boolean> {
  const policy = options.policy ?? envPolicy()
  if (!allowedEndpoint(row.endpoint, policy)) {
    // stored before the allow-list (or the list changed): never connected to, never used again
    await db.updateTable('push_subscriptions').set({ last_error: DELIVERY_FAILED, gone_at: now }).where('endpoint', '=', row.endpoint).execute()
    return false
  }
  const keys = await vapidKeys(db, now)
  const agent = new Agent({ ...(options.agent?.options ?? {}), keepAlive: false, lookup: checkedLookup(policy.allowPrivate) })
  try {
    await webpush.sendNotification(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: options.subject ?? process.env.VAPID_SUBJECT ?? DEFAULT_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 24 * 3600,
        timeout: options.timeoutMs ?? 10_000,
        agent,
      },
    )
    await db.updateTable('push_subscriptions').set({ last_success_at: now, last_error: null }).where('endpoint', '=', row.endpoint).execute()
    return true
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode
    // the status a push service answered; a network failure stays generic (no port probing by error text)
    const message = status ? `HTTP ${status}` : DELIVERY_FAILED
    const gone = status === 404 || status === 410
    await db.updateTable('push_subscriptions').set({ last_error: message, ...(gone ? { gone_at: now } : {}) }).where('endpoint', '=', row.endpoint).execute()
    return false
  } finally {
    agent.destroy()
  }
}

const TEXTS = {
  zh: {
    new: '新订单', cancelled: '订单已取消', test: '测试提醒', testBody: '这台设备可以收到新订单提醒。',
    stay: (title: string, from: string, to: string) => `${title}，${from} 至 ${to}`,
    waiting: (nights: number, guests: number, income: string) => `${nights}晚 · ${guests}位房客 · 您的收入 ${income}`,
    answer: {
      accept: '接单', open: '查看订单', accepted: '已接单', queued: '接单已保存在本机，联网后自动发送', signIn: '请重新登录，接单将随后发送',
      expired: '订单已超时，无法接单', cancelled: '房客已取消此订单', answered: '此订单已处理过', failed: '未能接单：请打开订单查看原因',
    },
  },
  en: {
    new: 'New order', cancelled: 'Order cancelled', test: 'Test alert', testBody: 'This device receives new-order alerts.',
    stay: (title: string, from: string, to: string) => `${title}, ${from} to ${to}`,
    waiting: (nights: number, guests: number, income: string) =>
      `${nights} ${nights === 1 ? 'night' : 'nights'} · ${guests} ${guests === 1 ? 'guest' : 'guests'} · Your income ${income}`,
    answer: {
      accept: 'Accept', open: 'Open the order', accepted: 'Order accepted', queued: 'Accept kept on this device: it is sent when you are back online',
      signIn: 'Sign in again: the accept is sent after', expired: 'This order has expired: it can no longer be accepted',
      cancelled: 'The guest cancelled this order', answered: 'This order was already answered', failed: 'Could not accept: open the order to see why',
    },
  },
} as const satisfies Record<'zh' | 'en', { answer: PushAnswer } & Record<string, unknown>>

type PushOrder = Pick<OrderRow, 'order_no' | 'state' | 'listing_title' | 'check_in' | 'check_out' | 'nights' | 'guest_count' | 'income' | 'currency' | 'lodge_business'>

/**
 * The push of an order event in one language. A new order that waits for the host says what it
 * is worth (dates, nights, guests, the host's income as every screen shows it: decision 0067)
 * and offers Accept and Open (issue 40); Reject needs a reason only the order screen asks for.
 */
export function orderPushPayload(kind: 'new' | 'cancelled', order: PushOrder, lang: string, badge: number): OrderPushPayload {
  const t = lang === 'en' ? TEXTS.en : TEXTS.zh
  const stay = t.stay(order.listing_title, order.check_in, order.check_out)
  const waiting = kind === 'new' && order.state === 'waitConfirm'
  return {
    badge,
    kind,
    orderNo: order.order_no,
    title: kind === 'cancelled' ? t.cancelled : t.new,
    body: waiting ? `${stay}\n${t.waiting(Number(order.nights), Number(order.guest_count), formatMoney(Number(order.income), order.currency, lang === 'en' ? 'en' : 'zh-CN'))}` : stay,
    url: `/order/${order.lodge_business === 'store' ? 'hotelDetail' : 'houseDetail'}?orderNo=${encodeURIComponent(order.order_no)}`,
    ...(waiting ? { answer: { ...t.answer }, listing: order.listing_title } : {}),
  }
}

export function testPayload(lang: string): OrderPushPayload {
  const t = lang === 'en' ? TEXTS.en : TEXTS.zh
  return { kind: 'test', orderNo: null, title: t.test, body: t.testBody, url: '/order/orderList' }
}

/**
 * Sends every order event not pushed yet to each active subscription of its host, in the
 * subscription's language, then marks the event pushed (once, whatever the outcome: a push that
 * failed is not retried later, when it would only be stale). Returns how many pushes went out.
 */
export async function deliverOrderPushes(db: Db, now: number, options: PushOptions = {}): Promise<number> {
  const events = await db.selectFrom('order_events').selectAll().where('pushed_at', 'is', null).orderBy('created_at').limit(200).execute()
  let sent = 0
  for (const event of events) {
    const claimed = await db.updateTable('order_events').set({ pushed_at: now }).where('id', '=', event.id).where('pushed_at', 'is', null).executeTakeFirst()
    if (Number(claimed.numUpdatedRows) === 0) continue
    const order = await db.selectFrom('orders')
      .select(['order_no', 'state', 'listing_title', 'check_in', 'check_out', 'nights', 'guest_count', 'income', 'currency', 'lodge_business'])
      .where('order_no', '=', event.order_no).executeTakeFirst()
    if (!order) continue
    const subs = await db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', event.user_id).where('gone_at', 'is', null).execute()
    const badge = subs.length > 0 ? await badgeOf(db, event.user_id, now) : 0
    for (const sub of subs) {
      const payload = orderPushPayload(event.kind === 'cancelled' ? 'cancelled' : 'new', order, sub.lang, badge)
      if (await sendPush(db, sub, payload, now, options)) sent += 1
    }
  }
  return sent
}

/** The job `order-push`: every 5 seconds, so a push follows a booking about as fast as the reminder poll. */
export const orderPushJob: Job = {
  name: 'order-push',
  everyMs: 5_000,
  run: (db, now) => deliverOrderPushes(db, now),
}

/** The job `order-push` with the server's configuration (allow-list, private addresses). */
export function orderPushJobFor(config: Pick<ServerConfig, 'pushServiceHosts' | 'pushAllowPrivate'>): Job {
  return { ...orderPushJob, run: (db, now) => deliverOrderPushes(db, now, { policy: pushPolicyOf(config) }) }
}

import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import type { Server } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliverOrderPushes, pushPolicyOf, vapidKeys } from '../../src/server/services/alerts/push'
import { cancelOrder } from '../../src/server/services/order/guest'
import { guestTalk, storeMessage } from '../../src/server/services/chat/chat'
import { deliverChatPushes } from '../../src/server/services/chat/chat-push'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, content, insertUnit, refusal } from './calendar-fixtures'
import { book } from './order-fixtures'
import { browserKeys, decrypt } from './support/push-keys'

/** A local push service over HTTPS (a self-signed certificate): it records what it receives. */
type Received = { headers: Record<string, string | string[] | undefined>; body: Buffer; path: string }
let pushService: Server
let pushUrl: string
/** Paths the push service reports gone (410); the others are accepted (201). */
const gonePaths = new Set<string>()
const received: Received[] = []
const agent = new Agent({ rejectUnauthorized: false })
/** The local push service is allow-listed by configuration (PUSH_SERVICE_HOSTS, PUSH_ALLOW_PRIVATE). */
const LOCAL_PUSH = { pushServiceHosts: ['127.0.0.1'], pushAllowPrivate: true }
const pushOptions = () => ({ agent, policy: pushPolicyOf(server.config) })

let server: TestServer
let host: SignedIn
let unit: string

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'push-'))
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' })
  pushService = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks), path: req.url ?? '' })
      res.writeHead(gonePaths.has(req.url ?? '') ? 410 : 201).end()
    })
  })
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
  pushUrl = `https://127.0.0.1:${(pushService.address() as { port: number }).port}`
  server = await startServer(LOCAL_PUSH)
  host = await calendarHost(server)
  unit = await insertUnit(server, host, { title: 'Lakeside flat' })
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => pushService.close(resolve))
})



describe('Web Push of new and cancelled orders', () => {
  it('sends a real encrypted push, signed with the server\'s VAPID key, that the subscriber decrypts', async () => {
    const keys = browserKeys()
    const endpoint = `${pushUrl}/push/device-1`
    expect(content(await server.api('pushSubscribe', { endpoint, p256dh: keys.p256dh, auth: keys.authB64, lang: 'en' }, { session: host }))).toMatchObject({ state: 'active' })
    const { publicKey } = content(await server.api('pushKey', {}, { session: host }))
    expect(publicKey).toBe((await vapidKeys(server.db, server.clock.now())).publicKey)

    const order = await book(server, unit, '2026-12-01', 2)
    received.length = 0
    expect(await deliverOrderPushes(server.db, server.clock.now(), pushOptions())).toBe(1)
    expect(received).toHaveLength(1)
    const push = received[0]!
    expect(push.path).toBe('/push/device-1')
    expect(push.headers['content-encoding']).toBe('aes128gcm')
    expect(String(push.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`))
    // badge: what waits for the host, for the installed icon with no page open (issue 40): this order
    // a new order waiting for an answer says what it is worth and offers Accept and Open, with the
    // words of the notification that answers a tap on Accept (issue 40); no Reject: it needs a reason
    const income = (order.income / 100).toLocaleString('en', { minimumFractionDigits: 2 })
    expect(decrypt(push.body, keys)).toEqual({
      badge: 1, kind: 'new', orderNo: order.order_no, title: 'New order',
      body: `Lakeside flat, 2026-12-01 to 2026-12-03\n2 nights · ${order.guest_count} ${order.guest_count === 1 ? 'guest' : 'guests'} · Your income CN¥${income}`,
      url: `/order/houseDetail?orderNo=${order.order_no}`,
      listing: 'Lakeside flat',
      answer: {
        accept: 'Accept', open: 'Open the order', accepted: 'Order accepted', queued: 'Accept kept on this device: it is sent when you are back online',
        signIn: 'Sign in again: the accept is sent after', expired: 'This order has expired: it can no longer be accepted',
        cancelled: 'The guest cancelled this order', answered: 'This order was already answered', failed: 'Could not accept: open the order to see why',
      },
    })
    expect(order.income).toBeGreaterThan(0)
    // the same count a page (or the service worker after an answer) reads for the icon
    expect(content(await server.api('appBadge', {}, { session: host }))).toEqual({ badge: 1 })
    // each event is pushed once
    expect(await deliverOrderPushes(server.db, server.clock.now(), pushOptions())).toBe(0)

    // a cancellation by the guest, in Chinese for a device that chose Chinese
    const zh = browserKeys()
    content(await server.api('pushSubscribe', { endpoint: `${pushUrl}/push/device-2`, p256dh: zh.p256dh, auth: zh.authB64, lang: 'zh' }, { session: host }))
    await cancelOrder(server.db, order, '行程有变', server.clock.now())
    received.length = 0
    expect(await deliverOrderPushes(server.db, server.clock.now(), pushOptions())).toBe(2)
    const chinese = received.find((r) => r.path === '/push/device-2')!
    // the cancelled order no longer waits: the icon's badge goes
    const cancelled = decrypt(chinese.body, zh)
    expect(cancelled).toMatchObject({ badge: 0, kind: 'cancelled', title: '订单已取消', body: 'Lakeside flat，2026-12-01 至 2026-12-03' })
    // nothing to accept any more
    expect(cancelled).not.toHaveProperty('answer')
    expect(content(await server.api('appBadge', {}, { session: host }))).toEqual({ badge: 0 })
  })

  it('drops a subscription the push service reports gone (410) and tells the device', async () => {
    const keys = browserKeys()
    const endpoint = `${pushUrl}/push/expired`
    content(await server.api('pushSubscribe', { endpoint, p256dh: keys.p256dh, auth: keys.authB64 }, { session: host }))
    await book(server, unit, '2026-12-05', 1)
    gonePaths.add('/push/expired')
    await deliverOrderPushes(server.db, server.clock.now(), pushOptions())
    gonePaths.clear()
    expect(content(await server.api('pushStatus', { endpoint }, { session: host }))).toMatchObject({ state: 'gone', lastError: 'HTTP 410' })
    received.length = 0
    await book(server, unit, '2026-12-07', 1)
    await deliverOrderPushes(server.db, server.clock.now(), pushOptions())
    expect(received.some((r) => r.path === '/push/expired')).toBe(false)
    // subscribing again (permission granted anew) makes it active
    expect(content(await server.api('pushSubscribe', { endpoint, p256dh: keys.p256dh, auth: keys.authB64 }, { session: host }))).toMatchObject({ state: 'active' })
  })

  it('subscriptions are the host\'s own; a push endpoint must be https', async () => {
    const other = await calendarHost(server)
    const keys = browserKeys()
    refusal(await server.api('pushSubscribe', { endpoint: 'http://127.0.0.1/push', p256dh: keys.p256dh, auth: keys.authB64 }, { session: host }), 400, 'invalidValue')
    expect(content(await server.api('pushStatus', { endpoint: `${pushUrl}/push/device-1` }, { session: other }))).toMatchObject({ state: 'unknown' })
    content(await server.api('pushUnsubscribe', { endpoint: `${pushUrl}/push/device-1` }, { session: other }))
    expect(content(await server.api('pushStatus', { endpoint: `${pushUrl}/push/device-1` }, { session: host }))).toMatchObject({ state: 'active' })
    expect(content(await server.api('pushTest', { endpoint: `${pushUrl}/push/device-1` }, { session: other }))).toMatchObject({ sent: false, status: { state: 'unknown' } })
  })
})

describe('Web Push of guests\' chat messages (issue 19)', () => {
  it('pushes each guest message once, in the subscription\'s language, opening the conversation; the host\'s own are not pushed', async () => {
    const keys = browserKeys()
    const endpoint = `${pushUrl}/push/chat-device`
    content(await server.api('pushSubscribe', { endpoint, p256dh: keys.p256dh, auth: keys.authB64, lang: 'zh' }, { session: host }))
    // earlier writes of this file are pushed first: only the chat's pushes are counted below
    await deliverChatPushes(server.db, server.clock.now(), pushOptions())
    await deliverOrderPushes(server.db, server.clock.now(), pushOptions())
    const guest = await server.db.insertInto('chat_guests').values({ nick_name: 'Emma', head_img_url: '', created_at: server.clock.now() }).returning('id').executeTakeFirstOrThrow()
    const talk = await guestTalk(server.db, Number(guest.id), Number(host.userId), unit.slice(3), 'Lakeside flat', server.clock.now())
    await storeMessage(server.db, talk, 'tenant', randomUUID(), 'Is there a washing machine?', server.clock.now())
    await storeMessage(server.db, talk, 'landlord', randomUUID(), 'Yes, in the bathroom.', server.clock.now())
    received.length = 0
    const sent = await deliverChatPushes(server.db, server.clock.now(), pushOptions())
    const mine = received.filter((r) => r.path === '/push/chat-device')
    expect(mine).toHaveLength(1)
    expect(sent).toBeGreaterThanOrEqual(1)
    // the badge counts the guest's unread message with the orders still waiting for an answer
    const waiting = await server.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', Number(host.userId)).where('state', '=', 'waitConfirm').where('confirm_deadline', '>', server.clock.now()).executeTakeFirstOrThrow()
    expect(decrypt(mine[0]!.body, keys)).toEqual({
      badge: Number(waiting.n) + 1, kind: 'chat', orderNo: null, title: 'Emma 发来新消息', body: 'Is there a washing machine?', url: `/chat?talkId=${talk.talk_id}`,
    })
    // pushed once
    received.length = 0
    expect(await deliverChatPushes(server.db, server.clock.now(), pushOptions())).toBe(0)
    expect(received).toHaveLength(0)
  })
})

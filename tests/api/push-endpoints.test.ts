import { createECDH, randomBytes } from 'node:crypto'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, content, refusal } from './calendar-fixtures'

/**
 * Push subscriptions are no request-forgery channel (decision 0030): only the push services'
 * endpoints, never a private address, generic delivery errors, and an endpoint stays its host's.
 */

/** A plain TCP listener that counts connections and drops them at once. */
let trap: net.Server
let trapPort: number
let connections = 0
/** A port nothing listens on. */
let closedPort: number

let server: TestServer
let host: SignedIn
let other: SignedIn

beforeAll(async () => {
  trap = net.createServer((socket) => {
    connections += 1
    socket.destroy()
  })
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
  trapPort = (trap.address() as AddressInfo).port
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  closedPort = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
  server = await startServer()
  host = await calendarHost(server)
  other = await calendarHost(server)
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => trap.close(resolve))
})
beforeEach(() => {
  // the defaults a server without PUSH_SERVICE_HOSTS / PUSH_ALLOW_PRIVATE has
  delete server.config.pushServiceHosts
  server.config.pushAllowPrivate = false
  connections = 0
})

function keys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
}

function subscribe(endpoint: string, session: SignedIn, k = keys()) {
  return server.api('pushSubscribe', { endpoint, ...k, lang: 'en' }, { session })
}

describe('push endpoints', () => {
  it('refuses loopback, private and other non-push-service addresses and never connects to them', async () => {
    for (const endpoint of [
      `https://127.0.0.1:${trapPort}/push/1`,
      `https://localhost:${trapPort}/push/1`,
      `https://[::1]:${trapPort}/push/1`,
      'https://10.0.0.8/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://push.example.com/push/1',
      'https://fcm.googleapis.com.evil.example/fcm/send/1',
      'https://evilfcm.googleapis.com/fcm/send/1',
      'https://user:pw@fcm.googleapis.com/fcm/send/1',
      'http://fcm.googleapis.com/fcm/send/1',
    ]) {
      const reply = await subscribe(endpoint, host)
      expect(reply.body, endpoint).toEqual({ status: 400, errorMsg: 'invalidValue', errorField: 'endpoint' })
    }
    expect(await server.count('push_subscriptions')).toBe(0)
    // the loopback address stays refused even when listed, unless private addresses are allowed
    server.config.pushServiceHosts = ['127.0.0.1']
    refusal(await subscribe(`https://127.0.0.1:${trapPort}/push/1`, host), 400, 'invalidValue')
    expect(connections).toBe(0)
  })

  it('accepts the push services\' endpoints, subdomains included', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGz9bJ',
    ]) {
      expect(content(await subscribe(endpoint, host)), endpoint).toMatchObject({ state: 'active' })
    }
  })

  it('a configured list replaces the defaults', async () => {
    server.config.pushServiceHosts = ['push.example.org']
    expect(content(await subscribe('https://eu.push.example.org/p/1', host))).toMatchObject({ state: 'active' })
    refusal(await subscribe('https://fcm.googleapis.com/fcm/send/other', host), 400, 'invalidValue')
  })

  it('an allowed name that resolves to a private address is refused when stored, and when connecting', async () => {
    server.config.pushServiceHosts = ['localhost']
    const endpoint = `https://localhost:${trapPort}/push/dns`
    // localhost names this machine: refused as it is stored (the write-time check of every outside address)
    refusal(await subscribe(endpoint, host), 400, 'invalidValue')
    expect(await server.db.selectFrom('push_subscriptions').select('endpoint').where('endpoint', '=', endpoint).execute()).toEqual([])
    // one stored before that check: the name resolves to 127.0.0.1, refused at connect time
    const k = keys()
    await server.db.insertInto('push_subscriptions').values({
      endpoint, user_id: Number(host.userId), p256dh: k.p256dh, auth: k.auth, lang: 'en', gone_at: null, last_error: null,
      created_at: server.clock.now(), last_success_at: null,
    }).execute()
    const answer = content(await server.api('pushTest', { endpoint }, { session: host }))
    expect(answer).toMatchObject({ sent: false, status: { lastError: 'delivery failed' } })
    expect(connections).toBe(0)
  })

  it('never connects to an endpoint stored before the allow-list', async () => {
    const endpoint = `https://127.0.0.1:${trapPort}/push/legacy`
    const k = keys()
    await server.db.insertInto('push_subscriptions').values({
      endpoint, user_id: Number(host.userId), p256dh: k.p256dh, auth: k.auth, lang: 'en', gone_at: null, last_error: 'connect ECONNREFUSED 127.0.0.1:22',
      created_at: server.clock.now(), last_success_at: null,
    }).execute()
    expect(content(await server.api('pushStatus', { endpoint }, { session: host }))).toMatchObject({ lastError: 'delivery failed' })
    const answer = content(await server.api('pushTest', { endpoint }, { session: host }))
    expect(answer).toMatchObject({ sent: false, status: { state: 'gone', lastError: 'delivery failed' } })
    expect(connections).toBe(0)
  })

  it('the host sees a generic error, the same for a closed port and a dropped connection', async () => {
    server.config.pushServiceHosts = ['127.0.0.1']
    server.config.pushAllowPrivate = true
    const errors: unknown[] = []
    for (const port of [closedPort, trapPort]) {
      const endpoint = `https://127.0.0.1:${port}/push/probe`
      content(await subscribe(endpoint, host))
      const answer = content(await server.api('pushTest', { endpoint }, { session: host }))
      expect(answer.sent).toBe(false)
      errors.push(answer.status.lastError)
      expect(content(await server.api('pushStatus', { endpoint }, { session: host })).lastError).toBe(answer.status.lastError)
    }
    expect(errors).toEqual(['delivery failed', 'delivery failed'])
    expect(connections).toBe(1)
  })
})

describe('an endpoint stays its host\'s', () => {
  it('another landlord subscribing the same endpoint is refused and nothing changes for the owner', async () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/owned-by-host'
    const mine = keys()
    content(await subscribe(endpoint, host, mine))
    const before = await server.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirstOrThrow()
    refusal(await subscribe(endpoint, other), 403, 'noPermission')
    const after = await server.db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirstOrThrow()
    expect(after).toEqual(before)
    expect(after.user_id).toBe(Number(host.userId))
    expect(content(await server.api('pushStatus', { endpoint }, { session: host }))).toMatchObject({ state: 'active' })
    expect(content(await server.api('pushStatus', { endpoint }, { session: other }))).toMatchObject({ state: 'unknown' })
    // the owner subscribing again (new keys) still works
    content(await subscribe(endpoint, host))
  })
})

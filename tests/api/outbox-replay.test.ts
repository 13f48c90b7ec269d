import 'fake-indexeddb/auto'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, configureFetch } from '../../src/client/api'
import { openDb } from '../../src/client/db'
import { getSession, saveSession } from '../../src/client/session'
import { BACKOFF } from '../../src/client/outbox/backoff'
import { configureOutbox, enqueue, listNotSynced, outboxState, replayOutbox, resumeOutbox } from '../../src/client/outbox/portal-outbox'
import { IDEMPOTENCY_PARAM } from '../../src/domain/common-params'
import { smsTarget } from '../../src/server/services/uic/service'
import { fakeClock, fakeLocks, freshDbName } from '../unit/client/support/outbox-fakes'
import { clientAgainstServer } from './support/client-against-server'
import type { TestServer } from './support/server'

/**
 * The outbox with the real call layer against the real server: offline, a 5xx burst, an answer
 * lost after the server applied the write, and a reload, end with each write applied once.
 */
const testServer = clientAgainstServer()
let server: TestServer
beforeAll(() => {
  server = testServer()
})

type Mode = 'offline' | '5xx' | 'dropAfterApply' | 'ok'

describe('the outbox against the server', () => {
  it('applies every write exactly once through network errors, a 5xx burst, a lost answer and a reload', async () => {
    await signIn('13655550001')
    const session = getSession()!
    let mode: Mode = 'offline'
    const sent: string[] = []
    configureFetch(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init)
      sent.push(...(await idemKeysOf(request)))
      if (mode === 'offline') throw new TypeError('Failed to fetch')
      if (mode === '5xx') return new Response('bad gateway', { status: 503 })
      const response = await fetch(request)
      if (mode === 'dropAfterApply') {
        await response.text()
        throw new TypeError('network connection lost')
      }
      return response
    })
    const clock = fakeClock()
    const name = freshDbName()
    configureOutbox({ db: openDb(name), clock, lock: fakeLocks() })

    const first = await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '330100', id: session.userId }, item: 'landlord:city' })
    const second = await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '310100', id: session.userId }, item: 'landlord:city' })
    await replayOutbox()
    expect(outboxState().pending).toBe(2)

    mode = '5xx'
    clock.advance(BACKOFF.maxMs)
    await replayOutbox()
    mode = 'dropAfterApply'
    clock.advance(BACKOFF.maxMs)
    await replayOutbox()
    // both writes of the item went in one batch, which the server applied before the answer was lost
    expect(await keysOf(session.userId)).toBe(2)
    expect(outboxState().pending).toBe(2)

    // a reload: new in-memory state over the same database
    configureOutbox({ db: openDb(name), clock, lock: fakeLocks() })
    mode = 'ok'
    clock.advance(BACKOFF.maxMs)
    await replayOutbox()
    expect(outboxState()).toMatchObject({ pending: 0, notSynced: 0 })
    expect(await keysOf(session.userId)).toBe(2)
    expect(new Set(sent)).toEqual(new Set([first, second]))
    expect(sent.filter((k) => k === first).length).toBeGreaterThanOrEqual(4)
    const info = await call('getebkinfo', {})
    expect(info).toMatchObject({ cityId: '310100' })
  })

  it('pauses on 4203 when the session ends mid-queue and resumes after the host signs in again', async () => {
    await signIn('13655550003')
    const before = getSession()!
    configureOutbox({ db: openDb(freshDbName()), clock: fakeClock(), lock: fakeLocks() })
    let revoked = false
    configureFetch(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init)
      if (!revoked && request.url.includes('/outbox/batch')) {
        revoked = true
        await call('logout', {}) // the session ends on the server just before the write arrives
        saveSession({ ...before, userName: before.userName })
      }
      return fetch(request)
    })
    await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '330100', id: before.userId }, item: 'landlord:city' })
    await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '310100', id: before.userId }, item: 'landlord:city2' })
    await replayOutbox()
    expect(outboxState()).toMatchObject({ paused: true })
    expect(getSession()).toBeNull()
    expect(outboxState().pending).toBeGreaterThanOrEqual(1)
    await signIn('13655550003')
    await resumeOutbox()
    expect(outboxState()).toMatchObject({ paused: false, pending: 0, notSynced: 0 })
    expect(await keysOf(before.userId)).toBe(2)
  })

  it('moves a refused write to not synced with the server\'s message', async () => {
    await signIn('13655550002')
    configureOutbox({ db: openDb(freshDbName()), clock: fakeClock(), lock: fakeLocks() })
    const id = await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '330100', id: 'someone-else' }, item: 'landlord:city' })
    await replayOutbox()
    expect(outboxState()).toMatchObject({ pending: 0, notSynced: 1 })
    const [entry] = await listNotSynced()
    expect(entry?.id).toBe(id)
    expect(entry?.refusal.status).toBe(403)
    expect(entry?.refusal.key).toBeTruthy()
  })
})

async function signIn(mobile: string): Promise<void> {
  await call('sendSmsCode', { mobile, scene: 'login' })
  const code = await server.codeFor(smsTarget('86', mobile))
  saveSession(await call('quickLogin', { mobile, code }))
  server.clock.advance(61_000)
}

/** The idempotency keys a request carries: a form write's idemKey, or those of a batch's ops. */
async function idemKeysOf(request: Request): Promise<string[]> {
  const text = await request.clone().text()
  if (request.url.includes('/outbox/batch')) return (JSON.parse(text) as { ops: Array<{ idemKey: string }> }).ops.map((op) => op.idemKey)
  const key = new URLSearchParams(text).get(IDEMPOTENCY_PARAM)
  return key ? [key] : []
}

async function keysOf(userId: string): Promise<number> {
  const rows = await server.db.selectFrom('idempotency_keys').select('key').where('user_id', '=', Number(userId)).execute()
  return rows.length
}


import 'fake-indexeddb/auto'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, configureFetch } from '../../src/client/api'
import { openDb } from '../../src/client/db'
import { getSession, saveSession } from '../../src/client/session'
import { BACKOFF } from '../../src/client/outbox/backoff'
import { conflictOf } from '../../src/client/outbox/outbox'
import {
  configureOutbox, enqueue, listNotSynced, outboxState, replayOutbox, resolveConflict,
} from '../../src/client/outbox/portal-outbox'
import { setLandlord } from '../../src/server/console/landlords'
import { smsTarget } from '../../src/server/services/uic/service'
import { fakeClock, fakeLocks, freshDbName } from '../unit/client/support/outbox-fakes'
import { clientAgainstServer } from './support/client-against-server'
import type { TestServer } from './support/server'

/** Versioned writes through the real outbox, call layer and server (docs/decisions/0013-conflicts.md). */
const testServer = clientAgainstServer()
let server: TestServer
beforeAll(() => {
  server = testServer()
})

const cityOf = async (userId: string) =>
  server.db.selectFrom('users').select(['city_id', 'city_version']).where('id', '=', Number(userId)).executeTakeFirstOrThrow()

describe('versioned writes against the server', () => {
  it('the host\'s consecutive city writes chain their versions through a lost answer: no conflict', async () => {
    await signIn('13655560001')
    const { userId } = getSession()!
    let drop = true
    configureFetch(async (input, init) => {
      const response = await fetch(input instanceof Request ? input : new Request(input, init))
      if (drop) {
        drop = false
        await response.text()
        throw new TypeError('network connection lost')
      }
      return response
    })
    const clock = fakeClock()
    configureOutbox({ db: openDb(freshDbName()), clock, lock: fakeLocks() })

    await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '330100', id: userId, version: 0 }, item: 'landlord-city' })
    await replayOutbox() // applied, the answer lost: still pending
    expect(outboxState().pending).toBe(1)
    await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '310100', id: userId, version: 0 }, item: 'landlord-city' })
    clock.advance(BACKOFF.maxMs)
    await replayOutbox()
    expect(await listNotSynced()).toEqual([])
    expect(outboxState().pending).toBe(0)
    expect(await cityOf(userId)).toEqual({ city_id: '310100', city_version: 2 })
  })

  it('a change elsewhere is a conflict with the current city; keep mine then applies the host\'s city once', async () => {
    const mobile = '13655560002'
    await signIn(mobile)
    const { userId } = getSession()!
    configureOutbox({ db: openDb(freshDbName()), clock: fakeClock(), lock: fakeLocks() })
    await setLandlord(server.db, mobile, '86', { city: '310100' })

    const id = await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '330100', id: userId, version: 0 }, item: 'landlord-city' })
    await replayOutbox()
    const [entry] = await listNotSynced()
    expect(entry?.id).toBe(id)
    expect(conflictOf(entry!)).toEqual({ version: 1, value: { cityId: '310100', cityName: '上海市', cityEnName: 'Shanghai' } })
    expect(await cityOf(userId)).toEqual({ city_id: '310100', city_version: 1 })

    await resolveConflict(id, 'mine')
    await replayOutbox()
    expect(outboxState()).toMatchObject({ pending: 0, notSynced: 0 })
    expect(await cityOf(userId)).toEqual({ city_id: '330100', city_version: 2 })
  })

  it('use current sends nothing and leaves the server\'s city', async () => {
    const mobile = '13655560003'
    await signIn(mobile)
    const { userId } = getSession()!
    configureOutbox({ db: openDb(freshDbName()), clock: fakeClock(), lock: fakeLocks() })
    await setLandlord(server.db, mobile, '86', { city: '310100' })
    const id = await enqueue({ endpoint: 'updateLandlordInfo', params: { cityid: '330100', id: userId, version: 0 }, item: 'landlord-city' })
    await replayOutbox()
    const sent: string[] = []
    configureFetch(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init)
      sent.push(request.url)
      return fetch(request)
    })
    await resolveConflict(id, 'current')
    await replayOutbox()
    expect(sent).toEqual([])
    expect(outboxState()).toMatchObject({ pending: 0, notSynced: 0 })
    expect(await cityOf(userId)).toEqual({ city_id: '310100', city_version: 1 })
  })
})

async function signIn(mobile: string): Promise<void> {
  await call('sendSmsCode', { mobile, scene: 'login' })
  const code = await server.codeFor(smsTarget('86', mobile))
  saveSession(await call('quickLogin', { mobile, code }))
  server.clock.advance(61_000)
}

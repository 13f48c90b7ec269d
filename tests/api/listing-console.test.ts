import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_STEPS } from '../../src/domain/listing/enums'
import { checkStep } from '../../src/domain/listing/step-rules'
import { runConsole } from '../../src/server/console/run'
import { DEMO_PASSWORD, seedDemo } from '../../src/server/console/seed'
import { startServer } from './support/server'
import type { TestServer, TestSession } from './support/server'
import type { SignedIn } from './support/flows'
import { ADDRESS, completeListing, detail, listingHost, ok } from './listing-fixtures'

let server: TestServer
let demo: TestSession

beforeAll(async () => {
  server = await startServer()
  await seedDemo(server.db, server.config, server.clock.now())
  const login = await server.api('passwordLogin', { mobile: '13800000001', countryCode: '86', password: DEMO_PASSWORD })
  demo = ok(login)
  server.clock.advance(61_000)
})
afterAll(async () => {
  await server.close()
})

const run = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

describe('demo listings', () => {
  it('the demo host has a listing in each state; the newcomer has none', async () => {
    const list = ok(await server.api('listingList', { offset: 0, length: 20 }, { session: demo }))
    expect(list.total).toBe(6)
    expect(list.counts).toMatchObject({ unfinished: 1, notOnline: 3, online: 2, changeAuditing: 1, offline: 1 })
    const labels = list.list.map((l: { label: { status: string; subState: string | null } }) => `${l.label.status}${l.label.subState ? `+${l.label.subState}` : ''}`).sort()
    expect(labels).toEqual(['auditing', 'offline', 'online', 'online+changeAuditing', 'rejected', 'unfinished'])
    const rejected = list.list.find((l: { auditStatus: string }) => l.auditStatus === 'rejected')
    expect((await detail(server, demo, rejected.luId)).rejections).toHaveLength(2)
    for (const l of list.list) if (l.label.status !== 'unfinished') expect(l.coverUrl).toMatch(/\/files\/listing\//)
    for (const l of list.list) {
      const seen = await detail(server, demo, l.luId)
      for (const step of LISTING_STEPS) if (seen[step]) expect(checkStep(step, seen[step]), `${l.title} ${step}`).toEqual([])
    }

    const online = list.list.filter((l: { group: string }) => l.group === 'online')
    expect(ok(await server.api('listingList', { group: 'online', offset: 0, length: 20 }, { session: demo })).total).toBe(online.length)
    expect(ok(await server.api('listingList', { subState: 'offline', offset: 0, length: 20 }, { session: demo })).total).toBe(1)
    expect(ok(await server.api('listingList', { keyword: '灵隐寺', offset: 0, length: 20 }, { session: demo })).total).toBe(1)

    const newcomer = ok(await server.api('passwordLogin', { mobile: '13800000002', countryCode: '86', password: DEMO_PASSWORD }))
    server.clock.advance(61_000)
    expect(ok(await server.api('listingList', { offset: 0, length: 20 }, { session: newcomer })).total).toBe(0)
  })

  it('listing list and show print the listings; unknown ids and mobiles are errors', async () => {
    const listed = await run('listing', 'list', '13800000001')
    expect(listed.code).toBe(0)
    expect(listed.out).toHaveLength(6)
    const luId = listed.out.find((l) => l.includes('rejected'))!.split(' ')[0]!
    const shown = await run('listing', 'show', luId)
    expect(shown.out.join('\n')).toMatch(/listing rejected, submitted .+: photoBlurry \(.+\), descriptionContactOrPrice/)
    expect((await run('listing', 'show', 'nope')).code).toBe(1)
    expect((await run('listing', 'list', '13899999999')).code).toBe(1)
    expect((await run('listing', 'reasons')).out.join('\n')).toContain('photoNoCover')
  })
})

describe('staff review through the console', () => {
  let host: SignedIn
  beforeAll(async () => {
    host = await listingHost(server)
  })

  it('rejects with two reasons, the host fixes and resubmits, staff approves', async () => {
    const luId = await completeListing(server, host)
    expect((await run('listing', 'approve', luId)).err[0]).toMatch(/no listing or modification review waiting/)
    ok(await server.api('listingPublish', { luId }, { session: host }))
    expect((await run('listing', 'reject', luId, 'photoBogus')).code).toBe(1)
    expect((await run('listing', 'reject', luId)).code).toBe(1)
    const rejected = await run('listing', 'reject', luId, 'photoBlurry', 'duplicateListing', '--note', 'see the bedroom')
    expect(rejected.code).toBe(0)
    const seen = await detail(server, host, luId)
    expect(seen.rejections).toEqual([
      { reasonCode: 'photoBlurry', note: 'see the bedroom' }, { reasonCode: 'duplicateListing', note: 'see the bedroom' },
    ])
    ok(await server.api('listingSaveFacility', { luId, version: 1, facilities: ['wifi', 'tv'] }, { session: host }))
    ok(await server.api('listingPublish', { luId }, { session: host }))
    expect((await run('listing', 'approve', luId)).out[0]).toContain('approved: online')
    const records = ok(await server.api('listingOperationRecords', { luId, offset: 0, length: 3 }, { session: host }))
    expect(records.list[0]).toMatchObject({ action: 'approve', role: 'system', operator: 'staff' })
  })

  it('an address change of an online listing has its own review', async () => {
    const luId = await completeListing(server, host)
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await run('listing', 'approve', luId)
    const moved = { ...ADDRESS, address: '西湖区文三路 100 号' }
    expect(ok(await server.api('listingSaveAddress', { luId, version: 1, ...moved }, { session: host })).pendingReview).toBe(true)
    expect(await detail(server, host, luId)).toMatchObject({ addressReview: 'pending', subStates: ['addressPending'] })
    expect(ok(await server.api('listingPublish', { luId }, { session: host })).subStates).toEqual(['addressAuditing'])
    expect((await server.api('listingSaveAddress', { luId, version: 2, ...ADDRESS }, { session: host })).body.errorMsg).toBe('listingLocked')
    expect((await run('address', 'reject', luId, '--note', 'pin is off')).code).toBe(0)
    const rejected = await detail(server, host, luId)
    expect(rejected).toMatchObject({ addressReview: 'rejected', addressRejections: [{ reasonCode: 'addressMap', note: 'pin is off' }] })
    ok(await server.api('listingSaveAddress', { luId, version: 2, ...moved, doorNumber: '3 单元 503' }, { session: host }))
    ok(await server.api('listingPublish', { luId }, { session: host }))
    expect((await run('address', 'approve', luId)).code).toBe(0)
    const passed = await detail(server, host, luId)
    expect(passed).toMatchObject({ addressReview: 'passed', pendingChange: null, subStates: [] })
    const live = await server.db.selectFrom('listings').select('live').where('lu_id', '=', luId).executeTakeFirstOrThrow()
    expect(JSON.parse(live.live!).address.doorNumber).toBe('3 单元 503')
  })

  it('rates show and set; the exchangeRates call answers the stored rates', async () => {
    const before = ok(await server.api('exchangeRates', {}, { session: host }))
    expect(before).toMatchObject({ base: 'RMB', rates: { RMB: 1, USD: 0.1405, JPY: 21.32 } })
    expect((await run('rates', 'set', 'USD', 'abc')).code).toBe(1)
    expect((await run('rates', 'set', 'RMB', '2')).code).toBe(1)
    expect((await run('rates', 'set', 'usd', '0.139')).code).toBe(0)
    const after = ok(await server.api('exchangeRates', {}, { session: host }))
    expect(after.rates.USD).toBe(0.139)
    const usd = await server.db.selectFrom('exchange_rates').selectAll().where('currency', '=', 'USD').executeTakeFirstOrThrow()
    expect(Number(usd.updated_at)).toBe(server.clock.now())
    expect(ok(await server.api('currencyList', {}, { session: host })).list.map((c: { code: string }) => c.code)).toEqual(['RMB', 'USD', 'JPY'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { completeListing, DESCRIBE, detail, listingHost, ok } from './listing-fixtures'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const run = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

/** The host's system messages, oldest first. */
async function messages(userId: string | number) {
  return server.db.selectFrom('system_messages').select(['title', 'content', 'jump_url', 'is_read'])
    .where('user_id', '=', Number(userId)).orderBy('id').execute()
}

describe('a staff decision sends the host a system message with the result', () => {
  it('in Chinese to a mainland host: rejected, approved, then a modification approved', async () => {
    const host = await listingHost(server)
    const luId = await completeListing(server, host)
    ok(await server.api('listingPublish', { luId }, { session: host }))
    expect(await messages(host.userId)).toEqual([])

    expect((await run('listing', 'reject', luId, 'photoBlurry', 'descriptionMismatch')).code).toBe(0)
    ok(await server.api('listingSaveFacility', { luId, version: 1, facilities: ['wifi', 'tv'] }, { session: host }))
    ok(await server.api('listingPublish', { luId }, { session: host }))
    expect((await run('listing', 'approve', luId)).code).toBe(0)
    const seen = await detail(server, host, luId)
    ok(await server.api('listingSaveDescribe', { luId, version: seen.versions.houseDescribe, ...DESCRIBE, title: 'A bright flat by the lake with two rooms and a garden view' }, { session: host }))
    ok(await server.api('listingPublish', { luId }, { session: host }))
    expect((await run('listing', 'approve', luId)).code).toBe(0)

    const sent = await messages(host.userId)
    expect(sent.map((m) => m.title)).toEqual(['房源审核未通过', '房源审核通过', '房源修改审核通过'])
    expect(sent[0]).toMatchObject({ jump_url: '/house/houseInfo?group=notOnline', is_read: 0 })
    expect(sent[0]!.content).toContain(DESCRIBE.title)
    expect(sent[1]).toMatchObject({ jump_url: '/house/houseInfo?group=online' })
    expect(sent[2]!.content).toContain('A bright flat by the lake with two rooms and a garden view')
  })

  it('in English to an overseas host; a refused decision sends nothing', async () => {
    const mobile = `90${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    await createLandlord(server.db, { mobile, country: '81', password: 'Spring#2026', overseas: true, realname: true }, server.clock.now())
    const host = ok(await server.api('passwordLogin', { mobile, countryCode: '81', password: 'Spring#2026' })) as SignedIn
    server.clock.advance(61_000)
    const luId = await completeListing(server, host)
    expect((await run('listing', 'approve', luId)).code).toBe(1)
    expect(await messages(host.userId)).toEqual([])
    ok(await server.api('listingPublish', { luId }, { session: host }))
    expect((await run('listing', 'reject', luId, 'photoBlurry')).code).toBe(0)
    const sent = await messages(host.userId)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ title: 'Listing not approved' })
    expect(sent[0]!.content).toMatch(/^Your listing ".+" was not approved\./)
  })
})

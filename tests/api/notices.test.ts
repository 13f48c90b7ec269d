import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { calendarHost, content } from './calendar-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
let mainland: SignedIn
let overseas: SignedIn
let other: SignedIn
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
  mainland = await calendarHost(server)
  other = await calendarHost(server)
  overseas = await calendarHost(server)
  const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(overseas.userId)).executeTakeFirstOrThrow()).mobile
  await setLandlord(server.db, mobile, '86', { overseas: true })
})
afterAll(async () => {
  await server.close()
})

async function send(title: string, audience = 'all'): Promise<void> {
  server.clock.advance(1000)
  const out = await staff('notice', 'send', '--title', title, '--content', `${title}: details`, '--audience', audience)
  expect(out.code, out.err.join('\n')).toBe(0)
}
const list = async (who: SignedIn, params: Record<string, unknown> = {}) => content(await server.api('noticeList', params, { session: who }))

describe('platform notices (issue 18)', () => {
  it('reach everyone or one region; the popup reads the unseen ones three a page, until the host closes it', async () => {
    for (const title of ['One', 'Two', 'Three', 'Four']) await send(title)
    await send('Mainland only', 'mainland')
    await send('Overseas only', 'overseas')
    const all = await list(mainland)
    expect(all.list.map((n: { title: string }) => n.title)).toEqual(['Mainland only', 'Four', 'Three', 'Two', 'One'])
    expect(all.unseenTotal).toBe(5)
    expect((await list(overseas)).list.map((n: { title: string }) => n.title)).toEqual(['Overseas only', 'Four', 'Three', 'Two', 'One'])
    const firstPage = await list(mainland, { unseen: '1', offset: 0, length: 3 })
    expect(firstPage).toMatchObject({ total: 5, unseenTotal: 5 })
    expect(firstPage.list).toHaveLength(3)

    // closing the popup marks what it showed as seen; another host is untouched
    const newest = all.list[0]
    expect(content(await server.api('noticeSeen', { id: newest.id }, { session: mainland })).seenUntil).toBe(newest.createdAt)
    expect((await list(mainland, { unseen: '1' })).total).toBe(0)
    expect((await list(mainland)).list.every((n: { unseen: boolean }) => !n.unseen)).toBe(true)
    expect((await list(other)).unseenTotal).toBe(5)

    // an older notice (a write replayed late) never moves the mark back
    await server.api('noticeSeen', { id: all.list[4].id }, { session: mainland })
    expect((await list(mainland)).unseenTotal).toBe(0)
    await send('Five')
    const later = await list(mainland, { unseen: '1' })
    expect(later.list.map((n: { title: string }) => n.title)).toEqual(['Five'])
    // a notice of the other region is not the host's to mark
    const theirs = (await list(overseas)).list.find((n: { title: string }) => n.title === 'Overseas only')
    expect((await server.api('noticeSeen', { id: theirs.id }, { session: mainland })).body.status).toBe(404)
  })

  it('a newcomer finds the earlier notices on /notice, without them popping up', async () => {
    await send('Before you came')
    server.clock.advance(1000)
    const newcomer = await calendarHost(server)
    const seen = await list(newcomer)
    expect(seen.list.map((n: { title: string }) => n.title)).toContain('Before you came')
    expect(seen.unseenTotal).toBe(0)
    await send('After you came')
    expect((await list(newcomer, { unseen: '1' })).list.map((n: { title: string }) => n.title)).toEqual(['After you came'])
  })

  it('the console checks what it sends', async () => {
    expect((await staff('notice', 'send', '--title', '', '--content', 'x')).code).toBe(1)
    expect((await staff('notice', 'send', '--title', 'T', '--content', 'x', '--audience', 'guests')).code).toBe(1)
    expect((await staff('notice', 'send', '--title', 'T', '--content', 'x', '--jump', 'javascript:alert(1)')).code).toBe(1)
  })
})

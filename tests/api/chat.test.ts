import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_LIMITS } from '../../src/domain/chat/rules'
import { runConsole } from '../../src/server/console/run'
import { localEventsPath, serveLocalEvents, subscribeEvents } from '../../src/server/events/bus'
import { storeMessage } from '../../src/server/services/chat/chat'
import { calendarHost, content, insertUnit, refusal } from './calendar-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
let host: SignedIn
let hostMobile: string
let unit: string
let other: SignedIn
let mainland: SignedIn
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
const MINUTE = 60_000
const run = promisify(execFile)

async function overseasHost(): Promise<{ host: SignedIn; mobile: string; unit: string }> {
  const who = await calendarHost(server)
  await server.db.updateTable('users').set({ is_oversea: 1 }).where('id', '=', Number(who.userId)).execute()
  const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(who.userId)).executeTakeFirstOrThrow()).mobile
  return { host: who, mobile, unit: await insertUnit(server, who, { title: `Shinjuku flat ${who.userId}` }) }
}

async function guestSays(text: string, guest = 'Emma', listing = unit, mobile = hostMobile): Promise<{ talkId: string; msgId: string }> {
  const out = await staff('chat', 'guest-send', mobile, '--listing', listing.slice(3), '--guest', guest, '--text', text)
  expect(out.code, out.err.join('\n')).toBe(0)
  const [, talkId, msgId] = /talk (\d+) message (\d+)/.exec(out.out.join('\n'))!
  return { talkId: talkId!, msgId: msgId! }
}

const api = async (key: Parameters<TestServer['api']>[0], params: Record<string, unknown>, who: SignedIn = host) => server.api(key, params, { session: who })

beforeAll(async () => {
  server = await startServer()
  ;({ host, mobile: hostMobile, unit } = await overseasHost())
  ;({ host: other } = await overseasHost())
  mainland = await calendarHost(server)
})
afterAll(async () => {
  await server.close()
})

describe('guest chat (issue 19, decision 0063)', () => {
  it('is for overseas hosts with a listing only: a mainland host and an overseas host without listings are refused', async () => {
    for (const key of ['imJoin', 'imTalkIds', 'imUnread'] as const) refusal(await api(key, {}, mainland), 403, 'noPermission')
    const bare = await calendarHost(server)
    await server.db.updateTable('users').set({ is_oversea: 1 }).where('id', '=', Number(bare.userId)).execute()
    await server.db.updateTable('listings').set({ deleted_at: server.clock.now() }).where('user_id', '=', Number(bare.userId)).execute()
    refusal(await api('imJoin', {}, bare), 403, 'noPermission')
    // the home has no guest-message card for them (null), and has one for a chat host
    expect(content(await api('dashboardIndex', {}, mainland)).glance.guestMessages).toBeNull()
    expect(content(await api('dashboardIndex', {}, bare)).glance.guestMessages).toBeNull()
    expect(content(await api('dashboardIndex', {})).glance.guestMessages).toBe(0)
  })

  it('a guest writes; the host joins, lists the conversation with its guest, listing and unread count, reads it', async () => {
    const { talkId, msgId } = await guestSays('Hello! Is there a washing machine?')
    expect(content(await api('imJoin', {}))).toMatchObject({ joined: true, unread: 1 })
    expect(content(await api('imTalkIds', {})).talkIds).toEqual([talkId])
    const [talk] = content(await api('imTalkDetails', { talkIds: talkId })).list
    expect(talk).toMatchObject({
      talkId, unread: 1, latestMsg: 'Hello! Is there a washing machine?', user: { nickName: 'Emma' },
      detail: { talkId }, object: { objectId: unit.slice(3) },
    })
    expect(talk.storeName).toMatch(/^Shinjuku flat/)
    const history = content(await api('imHistory', { talkId }))
    expect(history.list.map((m: { content: string; fromRole: string; isRead: string; status: number }) => [m.content, m.fromRole, m.isRead, m.status])).toEqual([['Hello! Is there a washing machine?', 'tenant', '0', 2]])
    expect(content(await api('imRead', { talkId, msgId }))).toEqual({ unread: 0 })
    expect(content(await api('imTalkDetails', { talkIds: talkId })).list[0].unread).toBe(0)
  })

  it('another host sees none of it: not in its list, its history and sends refused', async () => {
    const { talkId, msgId } = await guestSays('Can I check in early?')
    expect(content(await api('imTalkIds', {}, other)).talkIds).not.toContain(talkId)
    expect(content(await api('imTalkDetails', { talkIds: talkId }, other)).list).toEqual([])
    refusal(await api('imHistory', { talkId }, other), 403, 'noPermission')
    refusal(await api('imSend', { talkId, content: 'Hi', localId: randomUUID() }, other), 403, 'noPermission')
    refusal(await api('imRead', { talkId, msgId }, other), 403, 'noPermission')
    refusal(await api('imDeleteTalk', { talkId }, other), 403, 'noPermission')
    expect(content(await api('imUnread', {}, other)).unread).toBe(0)
  })

  it('the stay beside the conversation: the guest\'s orders on its listing, newest first, three at most, with the host\'s income; another host cannot read it (issue 34)', async () => {
    const { talkId } = await guestSays('We booked for December: is there a cot?', 'Sofia Booker')
    // no order yet: the listing they ask about and no orders
    const empty = content(await api('imTalkStay', { talkId }))
    expect(empty).toEqual({ talkId, listing: { luId: unit.slice(3), title: expect.stringMatching(/^Shinjuku flat/) }, orders: [] })
    const book = async (checkIn: string, nights: string, booker = 'Sofia Booker', listing = unit) => {
      const out = await staff('order', 'book', hostMobile, listing.slice(3), checkIn, nights, '--booker', `${booker},13700000000`)
      expect(out.code, out.err.join('\n')).toBe(0)
      server.clock.advance(1000)
      return /booked (\S+):/.exec(out.out[0]!)![1]!
    }
    const booked = [await book('2026-12-20', '2'), await book('2026-12-23', '1'), await book('2026-12-26', '3'), await book('2027-01-02', '2')]
    // another guest's order and an order of hers on another listing are not this conversation's
    await book('2027-01-06', '1', 'Someone Else')
    await book('2027-01-08', '1', 'Sofia Booker', await insertUnit(server, host, { title: 'Another flat' }))
    const stay = content(await api('imTalkStay', { talkId }))
    expect(stay.orders.map((o: { orderNo: string }) => o.orderNo)).toEqual([booked[3], booked[2], booked[1]])
    const newest = await server.db.selectFrom('orders').selectAll().where('order_no', '=', booked[3]!).executeTakeFirstOrThrow()
    expect(stay.orders[0]).toEqual({
      orderNo: booked[3], lodgeBusiness: 'house', listingTitle: newest.listing_title, checkIn: '2027-01-02', checkOut: '2027-01-04', nights: 2,
      guestCount: 1, state: 'waitConfirm', currency: newest.currency, income: Number(newest.income),
    })
    expect(stay.orders[0].income).toBeGreaterThan(0)
    // another host: refused, whatever it names; an unknown conversation is not found
    refusal(await api('imTalkStay', { talkId }, other), 403, 'noPermission')
    refusal(await api('imTalkStay', { talkId }, mainland), 403, 'noPermission')
    refusal(await api('imTalkStay', { talkId: '999999' }), 404, 'notFound')
  })

  it('sends: blank or over 1000 characters refused and nothing stored; the same localId is stored once, even fifty at once', async () => {
    const { talkId } = await guestSays('What is the wifi password?')
    const count = async () => Number((await server.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('talk_id', '=', talkId).executeTakeFirstOrThrow()).n)
    const before = await count()
    refusal(await api('imSend', { talkId, content: '   ', localId: randomUUID() }), 400, 'chatBlankMessage')
    expect((await api('imSend', { talkId, content: 'x'.repeat(CHAT_LIMITS.inputMax + 1), localId: randomUUID() })).body).toMatchObject({ status: 400, errorMsg: 'chatTooLong', errorParams: { max: 1000 } })
    expect(await count()).toBe(before)
    // 1000 characters (emoji count as one each) are fine
    content(await api('imSend', { talkId, content: '🏠'.repeat(1000), localId: randomUUID() }))

    const localId = randomUUID()
    const replies = await Promise.all(Array.from({ length: 50 }, () => api('imSend', { talkId, content: 'It is on the fridge.', localId })))
    const ids = new Set(replies.map((reply) => content(reply).msgId))
    expect(ids.size).toBe(1)
    expect(await count()).toBe(before + 2)
    const sent = content(replies[0]!)
    expect(sent).toMatchObject({ localId, talkId, fromRole: 'landlord', content: 'It is on the fridge.', status: 2, isRead: '0' })
    // the guest reads it
    const read = await staff('chat', 'guest-read', talkId)
    expect(read.out.join('\n')).toContain('It is on the fridge.')
    expect(content(await api('imHistory', { talkId })).list.at(-1).isRead).toBe('1')
  })

  it('history pages back ten at a time from lastMsgId, oldest first in each page', async () => {
    const { talkId } = await guestSays('Message 1', 'Pager')
    for (let i = 2; i <= 23; i++) await guestSays(`Message ${i}`, 'Pager')
    const first = content(await api('imHistory', { talkId }))
    expect(first.list.map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${14 + i}`))
    expect(first.more).toBe(true)
    const second = content(await api('imHistory', { talkId, lastMsgId: first.list[0].msgId }))
    expect(second.list.map((m: { content: string }) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `Message ${4 + i}`))
    const last = content(await api('imHistory', { talkId, lastMsgId: second.list[0].msgId }))
    expect(last.list.map((m: { content: string }) => m.content)).toEqual(['Message 1', 'Message 2', 'Message 3'])
    expect(last.more).toBe(false)
  })

  it('the long-poll answers at once with what is newer (six a batch), else when a message arrives, else empty after its wait', async () => {
    const { imVersion } = content(await api('imJoin', {}))
    // nothing newer: an empty answer after the wait
    const idle = content(await api('imRefresh', { imVersion, waitMs: 200 }))
    expect(idle).toMatchObject({ messages: [], imVersion, more: false })

    // a message stored while it waits wakes it (in this process: at once)
    const started = Date.now()
    const waiting = api('imRefresh', { imVersion, waitMs: 30_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const { talkId } = await guestSays('Are pets allowed?', 'Liam')
    const woke = content(await waiting)
    expect(Date.now() - started).toBeLessThan(30_000)
    expect(woke.messages.map((m: { content: string }) => m.content)).toEqual(['Are pets allowed?'])
    expect(Number(woke.imVersion)).toBeGreaterThan(Number(imVersion))

    // a message written by another process (straight into the database) is seen by the watcher's tick
    const talk = await server.db.selectFrom('chat_talks').selectAll().where('talk_id', '=', talkId).executeTakeFirstOrThrow()
    const elsewhere = api('imRefresh', { imVersion: woke.imVersion, waitMs: 30_000 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await server.db.insertInto('chat_messages').values({ talk_id: talkId, user_id: talk.user_id, from_role: 'tenant', local_id: randomUUID(), content: 'From another instance', created_at: server.clock.now(), pushed_at: null }).execute()
    expect(content(await elsewhere).messages.map((m: { content: string }) => m.content)).toEqual(['From another instance'])

    // eight at once: six, then two
    const { imVersion: from } = content(await api('imJoin', {}))
    for (let i = 1; i <= 8; i++) await storeMessage(server.db, talk, 'tenant', randomUUID(), `Batch ${i}`, server.clock.now())
    const batch = content(await api('imRefresh', { imVersion: from, waitMs: 0 }))
    expect(batch.messages).toHaveLength(CHAT_LIMITS.refreshBatch)
    expect(batch.more).toBe(true)
    const rest = content(await api('imRefresh', { imVersion: batch.imVersion, waitMs: 0 }))
    expect(rest.messages.map((m: { content: string }) => m.content)).toEqual(['Batch 7', 'Batch 8'])
    expect(rest.more).toBe(false)
    // another host's poll never sees them
    expect(content(await api('imRefresh', { imVersion: '0', waitMs: 0 }, other)).messages).toEqual([])
  })

  it('a deleted conversation leaves the list and the unread count; a new guest message brings it back', async () => {
    const { talkId } = await guestSays('Is parking free?', 'Noah')
    const unread = content(await api('imUnread', {})).unread
    // the home's card counts what the badge counts (issue 19's hook-up)
    expect(content(await api('dashboardIndex', {})).glance.guestMessages).toBe(unread)
    expect(content(await api('imDeleteTalk', { talkId })).talkIds).not.toContain(talkId)
    expect(content(await api('imDeleteTalk', { talkId })).talkIds).not.toContain(talkId)
    expect(content(await api('imUnread', {})).unread).toBe(unread - 1)
    expect(content(await api('dashboardIndex', {})).glance.guestMessages).toBe(unread - 1)
    refusal(await api('imHistory', { talkId }), 404, 'notFound')
    await guestSays('Hello again?', 'Noah')
    expect(content(await api('imTalkIds', {})).talkIds[0]).toBe(talkId)
  })

  it('talk 10011 is never shown', async () => {
    const hostId = Number(host.userId)
    await server.db.insertInto('chat_talks').values({ talk_id: '10011', user_id: hostId, guest_id: 999_999, lu_id: unit.slice(3), listing_title: 'System', created_at: server.clock.now(), last_msg_at: server.clock.now() + 1, deleted_at: null }).execute()
    const before = content(await api('imUnread', {})).unread
    await server.db.insertInto('chat_messages').values({ talk_id: '10011', user_id: hostId, from_role: 'tenant', local_id: randomUUID(), content: 'System', created_at: server.clock.now(), pushed_at: 0 }).execute()
    expect(content(await api('imTalkIds', {})).talkIds).not.toContain('10011')
    expect(content(await api('imTalkDetails', { talkIds: '10011' })).list).toEqual([])
    refusal(await api('imHistory', { talkId: '10011' }), 404, 'notFound')
    expect(content(await api('imUnread', {})).unread).toBe(before)
    expect(content(await api('imRefresh', { imVersion: '0', waitMs: 0 })).messages.some((m: { talkId: string }) => m.talkId === '10011')).toBe(false)
  })

  it('a reply over 60 minutes after the guest\'s message is recorded as late (once); a prompt one is not', async () => {
    const { talkId } = await guestSays('Where do I leave the key?', 'Olivia')
    server.clock.advance(59 * MINUTE)
    content(await api('imSend', { talkId, content: 'In the box by the door.', localId: randomUUID() }))
    await guestSays('Thanks! And the rubbish?', 'Olivia')
    server.clock.advance(61 * MINUTE)
    content(await api('imSend', { talkId, content: 'Sorry for the wait: Tuesday mornings.', localId: randomUUID() }))
    content(await api('imSend', { talkId, content: 'Anything else?', localId: randomUUID() }))
    const late = await server.db.selectFrom('chat_late_replies').selectAll().where('talk_id', '=', talkId).execute()
    expect(late).toHaveLength(1)
    expect(Number(late[0]!.delay_ms)).toBe(61 * MINUTE)
    expect((await staff('chat', 'late', hostMobile)).out.join('\n')).toMatch(new RegExp(`talk ${talkId}: guest message \\d+ answered after 61 minutes`))
  })

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('on SQLite the console\'s guest message reaches the server as an event through its socket, and wakes the host\'s long-poll (issue 34)', async () => {
    const stopServing = await serveLocalEvents(localEventsPath(server.config.dbFile))
    const heard: number[][] = []
    const stopHearing = subscribeEvents(server.db, 'chat', (event) => heard.push(event.userIds))
    try {
      const { imVersion } = content(await api('imJoin', {}))
      const waiting = api('imRefresh', { imVersion, waitMs: 60_000 })
      // the real console, another process on the same database file
      const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx')
      await run(tsx, ['src/server/console/main.ts', 'chat', 'guest-send', hostMobile, '--listing', unit.slice(3), '--guest', 'Noah', '--text', 'Is there parking?'], {
        env: { ...process.env, DATA_DIR: server.config.dataDir },
        timeout: 60_000,
      })
      // the event came from the console's process (its own delivery stays in that process)
      expect(heard).toContainEqual([Number(host.userId)])
      expect(content(await waiting).messages.map((m: { content: string }) => m.content)).toEqual(['Is there parking?'])
    } finally {
      stopHearing()
      await stopServing()
    }
  })
})

import { expect, it } from 'vitest'
import { cancelOrder } from '../../src/server/services/order/guest'
import { signedUrl } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { calendarHost, content, insertUnit } from './calendar-fixtures'
import { book, bookHotel, withOrderWorld } from './order-fixtures'

let server: TestServer
let host: SignedIn
let other: SignedIn
let unit: string
withOrderWorld({}, (world) => {
  ({ server, host, other, unit } = world)
})

const poll = (session: SignedIn, isAll: '0' | '1' = '0') => server.api('getOrderVoice', { isAll }, { session }).then(content)
const claim = (session: SignedIn, upTo: string) => server.api('claimOrderVoice', { upTo }, { session }).then(content)
const events = () => server.db.selectFrom('order_events').select(['id', 'user_id', 'kind', 'voice_read_at']).orderBy('id').execute()

it('counts waiting orders by kind; each new or cancelled order is claimed, and announced, once', async () => {
  expect(await poll(host)).toMatchObject({ totalNum: 0, unreadVoiceNum: 0, unreadCancelVoiceNum: 0, pcNewOrderVoice: true, pcCancelOrderVoice: true, voiceCursor: '0' })
  const first = await book(server, unit, '2026-12-01', 1)
  await book(server, unit, '2026-12-03', 1)
  await bookHotel(server, host, '2026-12-05')
  const polled = await poll(host)
  expect(polled).toMatchObject({ totalNum: 3, homeNum: 2, hotelNum: 1, unreadVoiceNum: 3, unreadCancelVoiceNum: 0, voiceUrl: '/sounds/new-order.mp3', cancelVoiceUrl: '/sounds/order-cancelled.mp3' })
  expect(Number(polled.voiceCursor)).toBeGreaterThan(0)
  expect(await claim(host, polled.voiceCursor)).toEqual({ voiceNum: 3, cancelVoiceNum: 0 })
  expect(await poll(host)).toMatchObject({ totalNum: 3, unreadVoiceNum: 0, voiceCursor: '0' })
  expect(await claim(host, polled.voiceCursor)).toEqual({ voiceNum: 0, cancelVoiceNum: 0 })
  server.clock.advance(1000)
  await cancelOrder(server.db, first, 'plans changed', server.clock.now())
  const cancelled = await poll(host)
  expect(cancelled).toMatchObject({ totalNum: 2, unreadVoiceNum: 0, unreadCancelVoiceNum: 1 })
  // a claim covers what the poll counted, not what came after it
  expect(await claim(host, polled.voiceCursor)).toEqual({ voiceNum: 0, cancelVoiceNum: 0 })
  expect(await claim(host, cancelled.voiceCursor)).toEqual({ voiceNum: 0, cancelVoiceNum: 1 })
  expect(await poll(host)).toMatchObject({ unreadCancelVoiceNum: 0 })
  // another landlord hears nothing of these
  expect(await poll(other)).toMatchObject({ totalNum: 0, unreadVoiceNum: 0, unreadCancelVoiceNum: 0 })
})

it('the poll is a read whatever isAll says: twice the same counts, nothing changed, also when its signed URL is sent again', async () => {
  await book(server, unit, '2026-12-07', 1)
  await bookHotel(server, host, '2026-12-08')
  const before = await events()
  const firstPoll = await poll(host, '0')
  expect(firstPoll).toMatchObject({ unreadVoiceNum: 2 })
  expect(await poll(host, '0')).toEqual(firstPoll)
  expect(await poll(host, '1')).toEqual(firstPoll)
  const url = await signedUrl(server, 'getOrderVoice', { isAll: '0' }, { session: host })
  expect((await fetch(url)).status).toBe(200)
  expect(await events()).toEqual(before)
  // the claim marks them
  expect(await claim(host, firstPoll.voiceCursor)).toEqual({ voiceNum: 2, cancelVoiceNum: 0 })
  expect((await events()).filter((e) => e.voice_read_at === null)).toEqual([])
})

it('two claims at once (two tabs, or a tab and a phone): exactly one wins each event', async () => {
  for (const night of ['2026-12-10', '2026-12-12', '2026-12-14']) await book(server, unit, night, 1)
  await bookHotel(server, host, '2026-12-16')
  const { voiceCursor, unreadVoiceNum } = await poll(host)
  expect(unreadVoiceNum).toBe(4)
  const claims = await Promise.all(Array.from({ length: 6 }, () => claim(host, voiceCursor)))
  expect(claims.reduce((sum, c) => sum + c.voiceNum, 0)).toBe(4)
  expect(claims.every((c) => c.cancelVoiceNum === 0)).toBe(true)
  expect(await poll(host)).toMatchObject({ unreadVoiceNum: 0 })
})

it('another host\'s claim wins none of the host\'s events and changes nothing', async () => {
  await book(server, unit, '2026-12-18', 1)
  const { voiceCursor } = await poll(host)
  const before = await events()
  expect(await claim(other, voiceCursor)).toEqual({ voiceNum: 0, cancelVoiceNum: 0 })
  expect(await claim(other, String(Date.UTC(2100, 0, 1)))).toEqual({ voiceNum: 0, cancelVoiceNum: 0 })
  expect(await events()).toEqual(before)
  expect(await poll(host)).toMatchObject({ unreadVoiceNum: 1 })
  expect(await claim(host, voiceCursor)).toEqual({ voiceNum: 1, cancelVoiceNum: 0 })
})

it('an order past its confirmation window is no longer counted as waiting', async () => {
  const fresh = await calendarHost(server)
  const flat = await insertUnit(server, fresh)
  await book(server, flat, '2026-12-10', 1)
  expect((await poll(fresh)).totalNum).toBe(1)
  server.clock.advance(30 * 60_000)
  expect((await poll(fresh)).totalNum).toBe(0)
})

it('the voice settings are the host\'s own and all on until changed; a client of before the chat\'s sound leaves it as it is', async () => {
  expect(content(await server.api('orderVoiceSettings', {}, { session: host }))).toEqual({ pcNewOrderVoice: true, pcCancelOrderVoice: true, pcChatVoice: true })
  expect(content(await server.api('orderVoiceSettingsSet', { pcNewOrderVoice: true, pcCancelOrderVoice: false, pcChatVoice: false }, { session: host }))).toEqual({ pcNewOrderVoice: true, pcCancelOrderVoice: false, pcChatVoice: false })
  expect(await poll(host)).toMatchObject({ pcNewOrderVoice: true, pcCancelOrderVoice: false })
  expect(content(await server.api('orderVoiceSettingsSet', { pcNewOrderVoice: false, pcCancelOrderVoice: false }, { session: host }))).toEqual({ pcNewOrderVoice: false, pcCancelOrderVoice: false, pcChatVoice: false })
  expect(content(await server.api('orderVoiceSettings', {}, { session: other }))).toEqual({ pcNewOrderVoice: true, pcCancelOrderVoice: true, pcChatVoice: true })
})

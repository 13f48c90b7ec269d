import { expect, it } from 'vitest'
import { cancelOrder } from '../../src/server/services/order/guest'
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

it('counts waiting orders by kind and announces each new or cancelled order once', async () => {
  expect(await poll(host)).toMatchObject({ totalNum: 0, unreadVoiceNum: 0, unreadCancelVoiceNum: 0, pcNewOrderVoice: true, pcCancelOrderVoice: true })
  const first = await book(server, unit, '2026-12-01', 1)
  await book(server, unit, '2026-12-03', 1)
  await bookHotel(server, host, '2026-12-05')
  // isAll '1' counts without marking
  expect(await poll(host, '1')).toMatchObject({ unreadVoiceNum: 3 })
  expect(await poll(host)).toMatchObject({ totalNum: 3, homeNum: 2, hotelNum: 1, unreadVoiceNum: 3, unreadCancelVoiceNum: 0, voiceUrl: '/sounds/new-order.mp3', cancelVoiceUrl: '/sounds/order-cancelled.mp3' })
  expect(await poll(host)).toMatchObject({ totalNum: 3, unreadVoiceNum: 0 })
  await cancelOrder(server.db, first, 'plans changed', server.clock.now())
  expect(await poll(host)).toMatchObject({ totalNum: 2, unreadVoiceNum: 0, unreadCancelVoiceNum: 1 })
  expect(await poll(host)).toMatchObject({ unreadCancelVoiceNum: 0 })
  // another landlord hears nothing of these
  expect(await poll(other)).toMatchObject({ totalNum: 0, unreadVoiceNum: 0, unreadCancelVoiceNum: 0 })
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

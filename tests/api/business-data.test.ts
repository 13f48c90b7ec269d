import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ResponseOf } from '../../src/domain/endpoints'
import { calendarHost, insertUnit } from './calendar-fixtures'
import { book } from './order-fixtures'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
const beijing = (iso: string) => Date.parse(`${iso}+08:00`)

beforeAll(async () => {
  server = await startServer()
  server.clock.set(beijing('2026-11-01T12:00:00'))
})
afterAll(async () => {
  await server.close()
})

type Answer = ResponseOf<'businessData'>

describe('business data (issue 16)', () => {
  it('sums bookings, room-nights, rent and income, cancellations and refusals per period, with occupancy, for all units or one', async () => {
    const host = await calendarHost(server)
    const lake = await insertUnit(server, host, { title: 'Lake flat', similarUnits: 2 })
    const garden = await insertUnit(server, host, { title: 'Garden room', similarUnits: 1 })
    const stay = async (unitId: string, checkIn: string, nights: number, state: string, extra: Record<string, unknown> = {}) => {
      const order = await book(server, unitId, checkIn, nights)
      await server.db.updateTable('orders').set({ state, ...extra }).where('order_no', '=', order.order_no).execute()
      return (await server.db.selectFrom('orders').selectAll().where('order_no', '=', order.order_no).executeTakeFirstOrThrow())
    }
    const a = await stay(lake, '2026-11-02', 2, 'completed')
    const b = await stay(garden, '2026-11-03', 1, 'waitCheckIn')
    await stay(lake, '2026-11-10', 3, 'cancelled', { cancelled_by: 'guest' })
    await stay(garden, '2026-11-11', 1, 'rejected')
    await stay(lake, '2026-11-12', 1, 'confirmTimeout')

    const reply = await server.api('businessData', { from: '2026-11-01', to: '2026-11-14', granularity: 'week' }, { session: host })
    expect(reply.body?.status, reply.text).toBe(200)
    const data = (reply.body as { content: Answer }).content
    expect(data.currency).toBe('RMB')
    expect(data.periods.map((p) => p.start)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09'])
    const [first, second, third] = data.periods
    // every booking happened today (1 November, a Sunday: the week of 26 October)
    expect(first).toMatchObject({ orders: 5, cancellations: 1, refusals: 2, nights: 0, available: 3 })
    expect(second).toMatchObject({ orders: 0, nights: 3, rent: Number(a.rent) + Number(b.rent), income: Number(a.income) + Number(b.income), available: 21 })
    expect(second!.occupancyBp).toBe(Math.round((3 * 10_000) / 21))
    expect(second!.averagePrice).toBe(Math.round((Number(a.rent) + Number(b.rent)) / 3))
    expect(third).toMatchObject({ nights: 0, income: 0, available: 18 })
    expect(data.totals).toMatchObject({ orders: 5, nights: 3, cancellations: 1, refusals: 2, available: 42 })
    expect(new Map(data.listings.map((l) => [l.title, l.nights]))).toEqual(new Map([['Lake flat', 2], ['Garden room', 1]]))
    // the best earner first
    expect(data.listings[0]!.income).toBeGreaterThanOrEqual(data.listings[1]!.income)

    const oneUnit = (await server.api('businessData', { from: '2026-11-01', to: '2026-11-14', granularity: 'month', unitId: garden }, { session: host })).body as { content: Answer }
    expect(oneUnit.content.periods).toHaveLength(1)
    expect(oneUnit.content.totals).toMatchObject({ orders: 2, nights: 1, refusals: 1, available: 14, income: Number(b.income) })

    const other = await calendarHost(server)
    const none = (await server.api('businessData', { from: '2026-11-01', to: '2026-11-14', granularity: 'day' }, { session: other })).body as { content: Answer }
    expect(none.content.totals).toMatchObject({ orders: 0, nights: 0, income: 0 })
    expect(none.content.periods).toHaveLength(14)
    expect((await server.api('businessData', { from: '2026-11-01', to: '2026-11-14', granularity: 'day', unitId: garden }, { session: other })).body).toMatchObject({ status: 404 })
  })

  it('refuses a range that ends before it starts or is longer than a year', async () => {
    const host = await calendarHost(server)
    expect((await server.api('businessData', { from: '2026-11-10', to: '2026-11-01', granularity: 'day' }, { session: host })).body).toMatchObject({ status: 400, errorField: 'to' })
    expect((await server.api('businessData', { from: '2025-01-01', to: '2026-11-01', granularity: 'month' }, { session: host })).body).toMatchObject({ status: 400, errorField: 'from' })
    expect((await server.api('businessData', { from: '2025-11-01', to: '2026-11-01', granularity: 'month' }, { session: host })).body).toMatchObject({ status: 200 })
  })
})

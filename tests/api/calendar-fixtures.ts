import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { expandGrid } from '../../src/domain/calendar/wire'
import { listingHost } from './listing-fixtures'
import type { SignedIn } from './support/flows'
import type { ApiReply, TestServer, TestSession } from './support/server'

export { listingHost as calendarHost }

export type UnitSpec = {
  country?: string
  similarUnits?: number
  prices?: { weekday: number; weekend: number; holiday: number }
  currency?: string
  /** false: a draft (never reviewed: no calendar) */
  reviewed?: boolean
  title?: string
}

/**
 * A reviewed listing of `host` written straight to the database (the listing flow has its own
 * tests): its calendar unit id. Prices 388 / 458 / 588, 2 similar units, mainland by default.
 */
export async function insertUnit(server: TestServer, host: SignedIn, spec: UnitSpec = {}): Promise<string> {
  const luId = randomUUID()
  const prices = spec.prices ?? { weekday: 388, weekend: 458, holiday: 588 }
  const currency = spec.currency ?? 'RMB'
  const title = spec.title ?? `Lakeside flat ${luId.slice(0, 4)}`
  const steps = {
    address: { country: spec.country ?? 'CHN', provinceId: '', cityId: '', districtId: '', address: '', doorNumber: '', pin: { lat: 0, lng: 0, system: 'gcj02' } },
    houseInfo: { similarUnits: spec.similarUnits ?? 2 },
    houseDescribe: { title, description: '' },
    housePrice: { currency, priceWeekday: prices.weekday, priceWeekend: prices.weekend, priceHoliday: prices.holiday },
  }
  server.clock.advance(1000)
  const now = server.clock.now()
  const reviewed = spec.reviewed ?? true
  await server.db.insertInto('listings').values({
    lu_id: luId, user_id: Number(host.userId), region: spec.country && spec.country !== 'CHN' ? 'overseas' : 'domestic',
    rental_type: 'whole', building_type: 'apartment', audit_status: reviewed ? 'online' : 'draft', room_status: reviewed ? 'online' : 'offline',
    change_status: 'none', address_review: 'none', steps: JSON.stringify(steps), live: reviewed ? JSON.stringify(steps) : null,
    versions: '{}', published_hash: null, title, currency, created_at: now, updated_at: now,
    deleted_at: null, delete_reason: null, delete_note: null,
  }).execute()
  return `lu:${luId}`
}

export function content(reply: ApiReply): any {
  expect(reply.body?.status, reply.text).toBe(200)
  return reply.body.content
}

export function refusal(reply: ApiReply, status: number, key: string): any {
  expect(reply.body?.status, reply.text).toBe(status)
  expect(reply.body?.errorMsg, reply.text).toBe(key)
  return reply.body
}

/** The cells of one unit from calendarGet. */
export async function cellsOf(server: TestServer, session: TestSession, unitId: string, from?: string, to?: string): Promise<any[]> {
  const params: Record<string, string> = { unitIds: unitId }
  if (from) params.from = from
  if (to) params.to = to
  const got = expandGrid(content(await server.api('calendarGet', params, { session })))
  return got.units[0]!.days
}

export function set(server: TestServer, session: TestSession, changes: unknown[], options: { headers?: Record<string, string>; idemKey?: string } = {}): Promise<ApiReply> {
  return server.api('calendarSet', { changes }, { session, ...options })
}

/** Everything the calendar stores, to check a refusal changed nothing. */
export async function calendarSnapshot(server: TestServer) {
  const rows = async (table: 'calendar_days' | 'calendar_ops' | 'calendar_op_ranges' | 'calendar_bookings') =>
    (await server.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort()
  return {
    days: await rows('calendar_days'), ops: await rows('calendar_ops'), ranges: await rows('calendar_op_ranges'), bookings: await rows('calendar_bookings'),
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import { calendarHost, content, insertUnit } from './calendar-fixtures'
import { book } from './order-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
const DAY = 86_400_000

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

async function host(): Promise<{ session: SignedIn; mobile: string; unit: string }> {
  const session = await calendarHost(server)
  const mobile = (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(session.userId)).executeTakeFirstOrThrow()).mobile
  return { session, mobile, unit: await insertUnit(server, session, { title: 'Penalised flat', similarUnits: 9 }) }
}
async function issue(mobile: string, ...args: string[]): Promise<string> {
  const out = await staff('penalty', 'issue', mobile, ...args)
  expect(out.code, out.err.join('\n')).toBe(0)
  return /record (V\w+)/.exec(out.out[0]!)![1]!
}
const records = async (session: SignedIn, params: Record<string, unknown> = {}) => content(await server.api('riskRecordList', params, { session }))
let night = 0
const nextNight = () => new Date(Date.UTC(2027, 0, 5 + night++)).toISOString().slice(0, 10)

describe('violation records and penalties (issue 18)', () => {
  it('takes only the durations of business rules 9', async () => {
    const { mobile } = await host()
    for (const args of [
      ['--method', 'demotion', '--days', '6'], ['--method', 'bottom', '--days', '5'], ['--method', 'blacklist', '--days', '2'],
      ['--method', 'offline', '--days', '90'], ['--method', 'warning', '--days', '7'], ['--method', 'demotion', '--permanent'],
    ]) {
      const out = await staff('penalty', 'issue', mobile, '--type', 'guestComplaint', ...args)
      expect(out.code, args.join(' ')).toBe(1)
    }
    for (const args of [['--method', 'demotion', '--days', '15'], ['--method', 'bottom', '--days', '30'], ['--method', 'blacklist', '--days', '1'], ['--method', 'offline', '--permanent'], ['--method', 'warning']]) {
      await issue(mobile, '--type', 'guestComplaint', ...args)
    }
  })

  it('a blacklist stops bookings while in force and ends by itself; the host reads it, another landlord reads none', async () => {
    const { session, mobile, unit } = await host()
    const id = await issue(mobile, '--method', 'blacklist', '--days', '3', '--type', 'offPlatformDeal', '--listing', unit.slice(3), '--note', 'Asked a guest to pay in cash')
    await expect(book(server, unit, nextNight(), 1)).rejects.toMatchObject({ key: 'hostSuspended' })
    const shown = await records(session)
    expect(shown.list[0]).toMatchObject({ id, state: 'inPunishment', method: 'blacklist', days: 3, type: 'offPlatformDeal', target: { title: 'Penalised flat' } })
    expect(shown.suspended).toMatchObject({ method: 'blacklist', until: shown.list[0].endsAt })
    expect(shown.counts).toEqual({ warning: 0, inPunishment: 1, lifted: 0 })
    expect(content(await server.api('dashboardTask', {}, { session })).penaltiesInForce).toBe(1)
    const other = await calendarHost(server)
    expect((await records(other)).list).toEqual([])

    server.clock.advance(3 * DAY)
    const after = await records(session)
    expect(after.list[0].state).toBe('lifted')
    expect(after.suspended).toBeNull()
    expect(content(await server.api('dashboardTask', {}, { session })).penaltiesInForce).toBe(0)
    expect((await book(server, unit, nextNight(), 1)).state).toBe('waitConfirm')
    // the host was told, with the way to the records
    const message = await server.db.selectFrom('system_messages').select(['title', 'jump_url']).where('user_id', '=', Number(session.userId)).executeTakeFirstOrThrow()
    expect(message.jump_url).toBe('/risk/record')
  })

  it('demotion and bottom placement rank the listings down like a refused order, until lifted; offline for good until lifted', async () => {
    const { session, mobile, unit } = await host()
    const demotion = await issue(mobile, '--method', 'demotion', '--days', '7', '--type', 'hygieneSafety')
    const ranking = content(await server.api('orderRankingState', {}, { session }))
    expect(ranking.demotedUntil).toBe(server.clock.now() + 7 * DAY)
    expect(ranking.penalties).toEqual([expect.objectContaining({ kind: 'demotion', reason: 'violation', orderNo: demotion })])
    expect((await staff('penalty', 'lift', demotion)).code).toBe(0)
    expect(content(await server.api('orderRankingState', {}, { session })).demotedUntil).toBeNull()
    expect((await records(session)).list[0]).toMatchObject({ id: demotion, state: 'lifted', liftedAt: server.clock.now() })
    expect((await staff('penalty', 'lift', demotion)).code).toBe(1)

    const offline = await issue(mobile, '--method', 'offline', '--permanent', '--type', 'falseListing')
    server.clock.advance(20 * DAY)
    expect((await records(session)).suspended).toEqual({ method: 'offline', until: null })
    await expect(book(server, unit, nextNight(), 1)).rejects.toMatchObject({ key: 'hostSuspended' })
    await staff('penalty', 'lift', offline)
    expect((await records(session)).suspended).toBeNull()
  })
})

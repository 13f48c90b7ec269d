import { afterAll, beforeAll, expect, it } from 'vitest'
import { expandGrid } from '../../src/domain/calendar/wire'
import { runConsole } from '../../src/server/console/run'
import { seedDemo } from '../../src/server/console/seed'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { calendarHost, cellsOf, insertUnit } from './calendar-fixtures'
import type { SignedIn } from './support/flows'

let server: TestServer
let host: SignedIn
let unit: string
beforeAll(async () => {
  server = await startServer()
  host = await calendarHost(server)
  unit = await insertUnit(server, host, { title: 'Console flat', similarUnits: 2 })
})
afterAll(async () => server.close())

const run = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

it('calendar book takes stock through reserveStock and refuses a sold-out night', async () => {
  const luId = unit.slice(3)
  const booked = await run('calendar', 'book', host.mobile, luId, '2026-12-01', '2', '2')
  expect(booked.code, booked.err.join('\n')).toBe(0)
  expect((await cellsOf(server, host, unit, '2026-12-01', '2026-12-03')).map((d) => d.booked)).toEqual([2, 2, 0])
  const full = await run('calendar', 'book', host.mobile, luId, '2026-12-02')
  expect(full.code).toBe(1)
  expect(full.err[0]).toContain('calendarNotBookable')
  expect((await run('calendar', 'book', host.mobile, luId, '2026-02-30')).code).toBe(1)
  expect((await run('calendar', 'book', host.mobile, 'no-such', '2026-12-05')).code).toBe(1)
})

it('calendar show prints the next nights', async () => {
  const shown = await run('calendar', 'show', host.mobile)
  expect(shown.code).toBe(0)
  expect(shown.out[0]).toContain('Console flat')
  expect(shown.out).toHaveLength(15)
  expect(shown.out[1]).toMatch(/^ {2}2026-11-21 +458 +0\/2 booked +weekend$/)
})

it('the demo host\'s calendars are lived-in', async () => {
  const fresh = await startServer()
  try {
    await seedDemo(fresh.db, fresh.config, fresh.clock.now())
    const kinds = await fresh.db.selectFrom('calendar_ops').select('kind').distinct().execute()
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['booking', 'orderRefusal', 'set']))
    expect(await fresh.db.selectFrom('calendar_days').select('unit_id').where('booked', '>', 0).execute()).not.toHaveLength(0)
    const login = await fresh.api('passwordLogin', { mobile: '13800000001', countryCode: '86', password: 'Demo@2026' })
    const session = login.body.content
    const { units } = (await fresh.api('calendarUnits', {}, { session })).body.content
    expect(units.length).toBeGreaterThanOrEqual(3)
    expect(units.every((u: any) => typeof u.coverUrl === 'string' && u.coverUrl.includes('/listing/'))).toBe(true)
    const grid: any = expandGrid((await fresh.api('calendarGet', {}, { session })).body.content)
    expect(grid.units).toHaveLength(units.length)
    const cells = grid.units.flatMap((u: any) => u.days)
    expect(cells.some((c: any) => c.booked > 0)).toBe(true)
    expect(cells.some((c: any) => !c.open)).toBe(true)
    expect(cells.some((c: any) => c.dayKind === 'holiday')).toBe(true)
  } finally {
    await fresh.close()
  }
}, 60_000)

it('the verified overseas demo host has a Tokyo listing online, guests arriving today and tomorrow, an order waiting and yen earned', async () => {
  const fresh = await startServer()
  try {
    await seedDemo(fresh.db, fresh.config, fresh.clock.now())
    const login = await fresh.api('passwordLogin', { mobile: '9087654321', countryCode: '81', password: 'Demo@2026' })
    const session = login.body.content
    const info = (await fresh.api('getebkinfo', {}, { session })).body.content
    expect(info).toMatchObject({ isOverSea: true, landlordPass: 1, realNameState: 'passed' })
    const index = (await fresh.api('dashboardIndex', {}, { session })).body.content
    expect(index.listings).toMatchObject({ total: 1, counts: { online: 1 } })
    const tenant = (await fresh.api('dashboardTenant', {}, { session })).body.content
    expect(tenant.arrivals.map((m: any) => m.day)).toEqual(['today', 'tomorrow'])
    expect(tenant.arrivals[0].order.currency).toBe('JPY')
    const task = (await fresh.api('dashboardTask', {}, { session })).body.content
    expect(task.waitingTotal).toBe(1)
    // the clock starts on the 21st: a two-night stay ended earlier this month
    expect(index.month.earned).toEqual([{ currency: 'JPY', amount: expect.any(Number) }])
  } finally {
    await fresh.close()
  }
}, 60_000)

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setLandlord } from '../../src/server/console/landlords'
import { TOTAL_ROWS_HEADER } from '../../src/domain/common-params'
import type { LedgerKind } from '../../src/domain/wallet/ledger'
import { EXPORT_BATCH } from '../../src/server/services/wallet/export'
import { calendarHost } from './calendar-fixtures'
import { signedUrl, startServer, START_TIME } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const HOUR = 60 * 60 * 1000

/** A host on the merchant white list (the wallet's gate), with no movements yet. */
async function merchant(flags: { ka?: boolean } = {}): Promise<SignedIn> {
  const host = await calendarHost(server)
  const { mobile } = await server.db.selectFrom('users').select('mobile').where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()
  await setLandlord(server.db, mobile, '86', { merchantWhite: true, ...flags })
  return host
}

/** Ledger rows as the wallet writes them (positive fen; the kind gives the sign). */
async function ledger(host: SignedIn, rows: Array<{ kind: LedgerKind; amount: number; ref: string; at: number }>): Promise<void> {
  for (const r of rows) {
    await server.db.insertInto('wallet_ledger').values({ user_id: Number(host.userId), kind: r.kind, amount: r.amount, currency: 'RMB', ref: r.ref, created_at: r.at }).execute()
  }
}

async function withdrawal(host: SignedIn, id: string, amount: number, state: 'processing' | 'completed' | 'returned', at: number): Promise<void> {
  await server.db.insertInto('withdrawals').values({ id, user_id: Number(host.userId), account_id: 'acct', amount, state, created_at: at, finished_at: null }).execute()
}

async function exported(host: SignedIn, params: Record<string, unknown> = {}) {
  const reply = await server.api('walletExport', { kind: '', ...params }, { session: host })
  expect(reply.http, reply.text).toBe(200)
  expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  const lines = reply.text.split('\r\n')
  expect(lines.pop()).toBe('')
  return { reply, total: Number(reply.headers.get(TOTAL_ROWS_HEADER)), heading: lines[0]!, rows: lines.slice(1) }
}

describe('the wallet export (walletExport)', () => {
  it('streams the records newest first as CSV with a BOM, Beijing times, signed yuan, references and withdrawal states', async () => {
    const host = await merchant()
    const t0 = Date.UTC(2026, 9, 31, 16, 5) // 2026-11-01 00:05 Beijing
    await ledger(host, [
      { kind: 'settlement', amount: 88_000, ref: 'ORD100', at: t0 },
      { kind: 'withdrawal', amount: 30_005, ref: 'wd-1', at: t0 + HOUR },
      { kind: 'withdrawal', amount: 1_000, ref: 'wd-2', at: t0 + 2 * HOUR },
      { kind: 'withdrawalReturned', amount: 1_000, ref: 'wd-2', at: t0 + 3 * HOUR },
    ])
    await withdrawal(host, 'wd-1', 30_005, 'processing', t0 + HOUR)
    await withdrawal(host, 'wd-2', 1_000, 'returned', t0 + 2 * HOUR)

    const { reply, total, heading, rows } = await exported(host)
    // the UTF-8 BOM Excel reads the encoding from (response.text() drops it)
    const bytes = new Uint8Array(await (await fetch(await signedUrl(server, 'walletExport', { kind: '' }, { session: host }))).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(reply.body.content).toEqual({ fileName: 'wallet-records-20261121.csv', total: 4 })
    expect(reply.headers.get('content-disposition')).toContain('wallet-records-20261121.csv')
    expect(total).toBe(4)
    expect(heading).toBe('Time (Beijing),Kind,Amount (yuan),Reference,Withdrawal state')
    expect(rows).toEqual([
      '2026-11-01 03:05,Returned by the bank,10.00,wd-2,',
      '2026-11-01 02:05,Withdrawal,-10.00,wd-2,Returned',
      '2026-11-01 01:05,Withdrawal,-300.05,wd-1,Processing',
      '2026-11-01 00:05,Income settled,880.00,ORD100,',
    ])

    const zh = await exported(host, { lang: 'zh' })
    expect(zh.heading).toBe('时间（北京时间）,类型,金额（元）,关联单号,提现状态')
    expect(zh.rows[1]).toBe('2026-11-01 02:05,提现,-10.00,wd-2,已退回')
  })

  it('keeps to the kind asked for, and its count says so', async () => {
    const host = await merchant()
    await ledger(host, [
      { kind: 'settlement', amount: 100, ref: 'ORD200', at: START_TIME - 3 * HOUR },
      { kind: 'settlement', amount: 200, ref: 'ORD201', at: START_TIME - 2 * HOUR },
      { kind: 'withdrawal', amount: 50, ref: 'wd-3', at: START_TIME - HOUR },
    ])
    const settled = await exported(host, { kind: 'settlement' })
    expect(settled.total).toBe(2)
    expect(settled.rows.map((r) => r.split(',')[3])).toEqual(['ORD201', 'ORD200'])
    const withdrawn = await exported(host, { kind: 'withdrawal' })
    expect(withdrawn.total).toBe(1)
    expect(withdrawn.rows).toHaveLength(1)
    expect(withdrawn.rows[0]).toContain('wd-3')
  })

  it("pages through more rows than one batch, each once, in order, and never another landlord's", async () => {
    const host = await merchant()
    const other = await merchant()
    const count = EXPORT_BATCH * 2 + 7
    // many rows share a moment: the cursor's tie on id must neither skip nor repeat them
    await ledger(host, Array.from({ length: count }, (_, i) => ({ kind: 'settlement' as const, amount: i + 1, ref: `MANY${i}`, at: START_TIME - HOUR * 24 + Math.floor(i / 40) * 1000 })))
    await ledger(other, [{ kind: 'settlement', amount: 999, ref: 'OTHERS-ORDER', at: START_TIME - HOUR }])
    const { total, rows, reply } = await exported(host)
    expect(total).toBe(count)
    expect(rows).toHaveLength(count)
    expect(new Set(rows.map((r) => r.split(',')[3])).size).toBe(count)
    // newest first: the later moments, and within one the later written
    expect(rows[0]!.split(',')[3]).toBe(`MANY${count - 1}`)
    expect(rows[count - 1]!.split(',')[3]).toBe('MANY0')
    expect(reply.text).not.toContain('OTHERS-ORDER')

    const theirs = await exported(other)
    expect(theirs.total).toBe(1)
    expect(theirs.reply.text).not.toContain('MANY')
  })

  it('refuses a KA merchant and a caller without a session with an envelope, not a file', async () => {
    const ka = await merchant({ ka: true })
    await ledger(ka, [{ kind: 'settlement', amount: 100, ref: 'KA-ORDER', at: START_TIME - HOUR }])
    const refused = await server.api('walletExport', { kind: '' }, { session: ka })
    expect(refused.body).toMatchObject({ status: 403, errorMsg: 'kaNoPermission' })
    expect(refused.text).not.toContain('KA-ORDER')
    const anonymous = await server.api('walletExport', { kind: '' })
    expect(anonymous.body).toMatchObject({ status: 4203 })
  })
})

describe('the wallet chart (walletMonthly)', () => {
  it("sums each Beijing-time month's income, withdrawals and returns, carries the balance through a month with nothing, and leaves out other landlords", async () => {
    const host = await merchant()
    const other = await merchant()
    const beijing = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h - 8, min)
    await ledger(host, [
      // before the twelve months: only the opening balance
      { kind: 'settlement', amount: 5_000, ref: 'OLD', at: beijing(2025, 11, 30, 23, 59) },
      { kind: 'settlement', amount: 10_000, ref: 'DEC', at: beijing(2025, 12, 1, 0, 0) },
      { kind: 'withdrawal', amount: 4_000, ref: 'wd-dec', at: beijing(2025, 12, 31, 23, 59) },
      // 2026-02 and -03 have nothing
      { kind: 'settlement', amount: 20_000, ref: 'APR', at: beijing(2026, 4, 15) },
      { kind: 'withdrawalReturned', amount: 4_000, ref: 'wd-dec', at: beijing(2026, 4, 16) },
      // 2026-10-31 16:30 UTC is November in Beijing
      { kind: 'settlement', amount: 700, ref: 'NOV', at: Date.UTC(2026, 9, 31, 16, 30) },
      { kind: 'withdrawal', amount: 300, ref: 'wd-nov', at: beijing(2026, 11, 20) },
    ])
    await ledger(other, [{ kind: 'settlement', amount: 123_456, ref: 'THEIRS', at: beijing(2026, 4, 15) }])

    const reply = await server.api('walletMonthly', {}, { session: host })
    const { currency, months } = reply.body.content as { currency: string; months: Array<{ month: string; income: number; withdrawn: number; returned: number; fees: number; balance: number }> }
    expect(currency).toBe('RMB')
    expect(months.map((m) => m.month)).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ])
    const at = (month: string) => months.find((m) => m.month === month)
    expect(at('2025-12')).toEqual({ month: '2025-12', income: 10_000, withdrawn: 4_000, returned: 0, fees: 0, balance: 11_000 })
    expect(at('2026-02')).toEqual({ month: '2026-02', income: 0, withdrawn: 0, returned: 0, fees: 0, balance: 11_000 })
    expect(at('2026-04')).toEqual({ month: '2026-04', income: 20_000, withdrawn: 0, returned: 4_000, fees: 0, balance: 35_000 })
    expect(at('2026-10')).toEqual({ month: '2026-10', income: 0, withdrawn: 0, returned: 0, fees: 0, balance: 35_000 })
    expect(at('2026-11')).toEqual({ month: '2026-11', income: 700, withdrawn: 300, returned: 0, fees: 0, balance: 35_400 })

    const theirs = (await server.api('walletMonthly', {}, { session: other })).body.content as { months: Array<{ income: number; balance: number }> }
    expect(theirs.months.reduce((n, m) => n + m.income, 0)).toBe(123_456)
    expect(theirs.months[11]!.balance).toBe(123_456)
  })

  it('refuses a KA merchant', async () => {
    const ka = await merchant({ ka: true })
    expect((await server.api('walletMonthly', {}, { session: ka })).body).toMatchObject({ status: 403, errorMsg: 'kaNoPermission' })
  })
})

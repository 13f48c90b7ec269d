import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ForeignAccountState } from '../../src/domain/settlement/endpoints'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { runSettlement } from '../../src/server/services/finance/settlement-job'
import { calendarHost, insertUnit } from './calendar-fixtures'
import { book } from './order-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const mobileOf = async (host: SignedIn) => (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()).mobile

async function host(options: { overseas: boolean }): Promise<{ host: SignedIn; mobile: string }> {
  const signedIn = await calendarHost(server)
  const mobile = await mobileOf(signedIn)
  await setLandlord(server.db, mobile, '86', { merchantWhite: true, ...(options.overseas ? { overseas: true } : {}) })
  return { host: signedIn, mobile }
}

const OLD = ['--currency', 'USD', '--name', 'SATO YUI', '--number', '1234 5678 90', '--bank', 'MUFG Bank', '--swift', 'botkjpjt', '--address', 'Marunouchi, Tokyo', '--code', '0005']
const NEW = {
  currency: 'RMB', accountName: 'Sato Yui', accountNumber: 'GB33 BUKB 2020 1555 5555 55', bankName: 'Barclays Bank', swiftCode: 'bukbgb22xxx',
  bankAddress: '1 Churchill Place, London', bankCode: '20-15-55',
}

const state = async (who: SignedIn) => {
  const reply = await server.api('foreignAccountGet', {}, { session: who })
  expect(reply.body?.status, reply.text).toBe(200)
  return reply.body!.content as ForeignAccountState
}
const submit = async (who: SignedIn, value: Record<string, string>, idemKey?: string) =>
  server.api('foreignAccountSubmit', { value }, { session: who, ...(idemKey ? { idemKey } : {}) })
const changeRows = async (who: SignedIn) => server.db.selectFrom('foreign_account_changes').selectAll().where('user_id', '=', Number(who.userId)).execute()
/** Beijing wall-clock time as epoch ms. */
const beijing = (iso: string) => Date.parse(`${iso}+08:00`)

describe('an overseas host changes the foreign bank account statements are paid to (issue 35 item 4)', () => {
  it('submits a change that waits for staff while the account on record stays; once, however often it is sent', async () => {
    const { host: h, mobile } = await host({ overseas: true })
    expect(await state(h)).toEqual({ account: null, change: null })
    expect((await staff('settle', 'account', mobile, '--country', '86', ...OLD)).code).toBe(0)

    const key = randomUUID()
    const first = await submit(h, NEW, key)
    expect(first.body?.status, first.text).toBe(200)
    const again = await submit(h, NEW, key)
    expect(again.body?.status, again.text).toBe(200)
    expect(await changeRows(h)).toHaveLength(1)

    const now = await state(h)
    expect(now.account).toMatchObject({ currency: 'USD', accountNumber: '1234567890', swiftCode: 'BOTKJPJT' })
    expect(now.change).toMatchObject({
      state: 'waiting', reason: null, decidedAt: null,
      account: { currency: 'RMB', accountNumber: 'GB33BUKB20201555555555', swiftCode: 'BUKBGB22XXX', bankName: 'Barclays Bank', bankCode: '20-15-55' },
    })
  })

  it('refuses a bad SWIFT code (and other fields) next to the field, with nothing stored', async () => {
    const { host: h } = await host({ overseas: true })
    for (const [field, value, key] of [
      ['swiftCode', 'BUKBGB2', 'invalidValue'], ['swiftCode', 'BUKBGB22XX', 'invalidValue'], ['swiftCode', '1UKBGB22', 'invalidValue'],
      ['currency', 'EUR', 'invalidValue'], ['accountName', ' ', 'required'], ['bankAddress', 'x'.repeat(201), 'tooLong'],
    ] as const) {
      const reply = await submit(h, { ...NEW, [field]: value })
      expect(reply.body, `${field}=${value}`).toMatchObject({ status: 400, errorMsg: key, errorField: `value.${field}` })
    }
    expect(await changeRows(h)).toEqual([])
    expect(await state(h)).toEqual({ account: null, change: null })
  })

  it('once staff approve, the change is the account statements are paid to', async () => {
    const { host: h, mobile } = await host({ overseas: true })
    expect((await staff('settle', 'account', mobile, '--country', '86', ...OLD)).code).toBe(0)
    expect((await submit(h, NEW)).body?.status).toBe(200)
    // not yet approved: a stay settled now is paid to the account on record
    const unitId = await insertUnit(server, h)
    const order = await book(server, unitId, '2026-12-14', 1)
    await server.db.updateTable('orders').set({ state: 'completed', paid_at: server.clock.now(), checked_out_at: Date.parse(`${order.check_out}T03:00:00Z`) })
      .where('order_no', '=', order.order_no).execute()
    await runSettlement(server.db, beijing('2026-12-28T11:00:00'))
    const paid = (await server.api('settleStatementList', {}, { session: h })).body!.content as { list: Array<{ destination: { account: { swiftCode: string } } }>; destination: unknown }
    expect(paid.list[0]!.destination.account.swiftCode).toBe('BOTKJPJT')

    const approved = await staff('settle', 'account-review', mobile, 'approve')
    expect(approved.code, approved.out.join('\n')).toBe(0)
    const after = await state(h)
    expect(after.change).toBeNull()
    expect(after.account).toMatchObject({ currency: 'RMB', accountNumber: 'GB33BUKB20201555555555', swiftCode: 'BUKBGB22XXX' })
    const list = (await server.api('settleStatementList', {}, { session: h })).body!.content as { destination: unknown }
    expect(list.destination).toMatchObject({ kind: 'bank', account: { currency: 'RMB', swiftCode: 'BUKBGB22XXX' } })
    // nothing waits any more
    expect((await staff('settle', 'account-review', mobile, 'approve')).code).not.toBe(0)
  })

  it('a rejection keeps the old account and shows the reason; the host resubmits or withdraws', async () => {
    const { host: h, mobile } = await host({ overseas: true })
    expect((await staff('settle', 'account', mobile, '--country', '86', ...OLD)).code).toBe(0)
    expect((await submit(h, NEW)).body?.status).toBe(200)
    expect((await staff('settle', 'account-review', mobile, 'reject')).code).not.toBe(0)
    expect((await staff('settle', 'account-review', mobile, 'reject', '--reason', 'The account name is not the host')).code).toBe(0)
    const rejected = await state(h)
    expect(rejected.account).toMatchObject({ currency: 'USD', swiftCode: 'BOTKJPJT' })
    expect(rejected.change).toMatchObject({ state: 'rejected', reason: 'The account name is not the host', account: { swiftCode: 'BUKBGB22XXX' } })
    expect((await staff('settle', 'account-review', mobile, 'approve')).code).not.toBe(0)

    expect((await submit(h, { ...NEW, accountName: 'SATO YUI' })).body?.status).toBe(200)
    expect((await state(h)).change).toMatchObject({ state: 'waiting', reason: null, account: { accountName: 'SATO YUI' } })

    const withdrawn = await server.api('foreignAccountWithdraw', {}, { session: h })
    expect(withdrawn.body?.status, withdrawn.text).toBe(200)
    expect(withdrawn.body!.content).toMatchObject({ change: null, account: { swiftCode: 'BOTKJPJT' } })
    // withdrawing again answers the same state
    expect((await server.api('foreignAccountWithdraw', {}, { session: h })).body).toMatchObject({ status: 200, content: { change: null } })
    expect((await changeRows(h)).map((r) => r.state).sort()).toEqual(['replaced', 'withdrawn'])
  })

  it('refuses a mainland host with noPermission, nothing stored', async () => {
    const { host: h } = await host({ overseas: false })
    expect((await server.api('foreignAccountGet', {}, { session: h })).body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    expect((await submit(h, NEW)).body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    expect((await server.api('foreignAccountWithdraw', {}, { session: h })).body).toMatchObject({ status: 403, errorMsg: 'noPermission' })
    expect(await changeRows(h)).toEqual([])
  })

  it('shows another host none of it', async () => {
    const { host: h, mobile } = await host({ overseas: true })
    expect((await staff('settle', 'account', mobile, '--country', '86', ...OLD)).code).toBe(0)
    expect((await submit(h, NEW)).body?.status).toBe(200)
    const { host: other } = await host({ overseas: true })
    const theirs = await state(other)
    expect(theirs).toEqual({ account: null, change: null })
    // the other host's withdrawal leaves the first host's change alone
    expect((await server.api('foreignAccountWithdraw', {}, { session: other })).body?.status).toBe(200)
    expect((await state(h)).change).toMatchObject({ state: 'waiting' })
  })
})

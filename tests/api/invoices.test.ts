import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TOTAL_ROWS_HEADER } from '../../src/domain/common-params'
import type { Invoice, InvoicePeriod, InvoiceTitle, ShippingAddress } from '../../src/domain/invoice/endpoints'
import type { InvoiceTitleValue } from '../../src/domain/invoice/rules'
import { DOWNLOAD_MAX_ITEMS } from '../../src/domain/settlement/rules'
import { setLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { runSettlement } from '../../src/server/services/finance/settlement-job'
import { calendarHost, insertUnit } from './calendar-fixtures'
import { ADDRESS, TITLE } from './invoice-fixtures'
import { listingHost } from './listing-fixtures'
import { book } from './order-fixtures'
import { PRIVATE_ACCOUNT, submitPayout } from './payout-fixtures'
import type { OrderDetail } from '../../src/domain/order/schemas'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })
const beijing = (iso: string) => Date.parse(`${iso}+08:00`)

beforeAll(async () => {
  server = await startServer()
  server.clock.set(beijing('2026-11-20T12:00:00'))
})
afterAll(async () => {
  await server.close()
})

const mobileOf = async (host: SignedIn) => (await server.db.selectFrom('users').select('mobile').where('id', '=', Number(host.userId)).executeTakeFirstOrThrow()).mobile
const content = <T>(reply: { body?: unknown; text: string }) => {
  const body = reply.body as { status: number; content: T }
  expect(body?.status, reply.text).toBe(200)
  return body.content
}
const rowsOf = async (table: 'invoices' | 'invoice_titles' | 'shipping_addresses' | 'invoice_months') =>
  (await server.db.selectFrom(table).selectAll().execute()).map((r) => JSON.stringify(r)).sort()

/** A white-listed host with a reviewed listing and stays that ended in October 2026, settled by 20 November. */
async function hostWithOctober(settledBy = beijing('2026-11-20T12:00:00')): Promise<{ host: SignedIn; unitId: string; mobile: string }> {
  const host = await calendarHost(server)
  const mobile = await mobileOf(host)
  await setLandlord(server.db, mobile, '86', { merchantWhite: true })
  const unitId = await insertUnit(server, host)
  const now = server.clock.now()
  server.clock.set(beijing('2026-10-01T12:00:00'))
  for (const checkIn of ['2026-10-12', '2026-10-20']) {
    const order = await book(server, unitId, checkIn, 2)
    await server.db.updateTable('orders').set({ state: 'completed', paid_at: server.clock.now(), checked_out_at: Date.parse(`${order.check_out}T03:00:00Z`) })
      .where('order_no', '=', order.order_no).execute()
  }
  server.clock.set(now)
  await runSettlement(server.db, settledBy)
  return { host, unitId, mobile }
}

/** Invoicing is a merchant function: a host on the merchant white list. */
async function whiteHost(): Promise<SignedIn> {
  const host = await listingHost(server)
  await setLandlord(server.db, await mobileOf(host), '86', { merchantWhite: true })
  return host
}

const periods = async (host: SignedIn) => content<{ list: InvoicePeriod[]; blocked: string | null }>(await server.api('invoicePeriods', {}, { session: host }))
async function titleAndAddress(host: SignedIn, value: Partial<InvoiceTitleValue> = {}) {
  const titleId = randomUUID()
  const addressId = randomUUID()
  content(await server.api('invoiceTitleSave', { id: titleId, value: { ...TITLE, ...value } }, { session: host }))
  content(await server.api('shippingAddressSave', { id: addressId, value: ADDRESS }, { session: host }))
  return { titleId, addressId }
}

describe('invoice titles and the address book (business rules 3 and 5)', () => {
  it('requires every field of a title, in its form, and stores nothing refused', async () => {
    const host = await whiteHost()
    const before = await rowsOf('invoice_titles')
    const cases: Array<[Partial<InvoiceTitleValue>, string, string]> = [
      [{ companyName: ' ' }, 'value.companyName', 'required'],
      [{ taxpayerId: '' }, 'value.taxpayerId', 'required'],
      [{ taxpayerId: '9133010' }, 'value.taxpayerId', 'invalidValue'],
      [{ companyAddress: '' }, 'value.companyAddress', 'required'],
      [{ companyPhone: '' }, 'value.companyPhone', 'required'],
      [{ companyPhone: 'call me' }, 'value.companyPhone', 'invalidValue'],
      [{ bankName: '' }, 'value.bankName', 'required'],
      [{ bankAccount: '' }, 'value.bankAccount', 'required'],
      [{ bankAccount: '12-34' }, 'value.bankAccount', 'invalidValue'],
      [{ email: '' }, 'value.email', 'required'],
      [{ email: 'finance@' }, 'value.email', 'PleaseEnterEmailFormat'],
      [{ companyName: '公'.repeat(101) }, 'value.companyName', 'tooLong'],
    ]
    for (const [change, field, key] of cases) {
      const reply = await server.api('invoiceTitleSave', { id: randomUUID(), value: { ...TITLE, ...change } }, { session: host })
      expect(reply.body, `${field} ${key}`).toMatchObject({ status: 400, errorMsg: key, errorField: field })
    }
    expect(await rowsOf('invoice_titles')).toEqual(before)

    const id = randomUUID()
    const saved = content<InvoiceTitle>(await server.api('invoiceTitleSave', { id, value: { ...TITLE, taxpayerId: ' 91330106ma2kxxxx1y ', bankAccount: '5719 0876 5210 801' } }, { session: host }))
    expect(saved.value).toMatchObject({ taxpayerId: '91330106MA2KXXXX1Y', bankAccount: '571908765210801' })
    content(await server.api('invoiceTitleSave', { id, value: { ...TITLE, invoiceType: 'eInvoice' } }, { session: host }))
    const list = content<{ list: InvoiceTitle[] }>(await server.api('invoiceTitleList', {}, { session: host })).list
    expect(list).toHaveLength(1)
    expect(list[0]!.value.invoiceType).toBe('eInvoice')

    const other = await whiteHost()
    expect((await server.api('invoiceTitleSave', { id, value: TITLE }, { session: other })).body).toMatchObject({ status: 403 })
    expect((await server.api('invoiceTitleDelete', { id }, { session: other })).body).toMatchObject({ status: 403 })
    expect(content<{ list: InvoiceTitle[] }>(await server.api('invoiceTitleList', {}, { session: other })).list).toEqual([])
    content(await server.api('invoiceTitleDelete', { id }, { session: host }))
    expect(content<{ list: InvoiceTitle[] }>(await server.api('invoiceTitleList', {}, { session: host })).list).toEqual([])
  })

  it('keeps one default address: the first, the one chosen, the newest left when the default is deleted', async () => {
    const host = await whiteHost()
    expect((await server.api('shippingAddressSave', { id: randomUUID(), value: { ...ADDRESS, mobile: '1380000' } }, { session: host })).body)
      .toMatchObject({ status: 400, errorMsg: 'PleaseEnterMobileNumber', errorField: 'value.mobile' })
    expect((await server.api('shippingAddressSave', { id: randomUUID(), value: { ...ADDRESS, districtId: '110101' } }, { session: host })).body)
      .toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'value.districtId' })
    expect((await server.api('shippingAddressSave', { id: randomUUID(), value: { ...ADDRESS, detail: '' } }, { session: host })).body)
      .toMatchObject({ status: 400, errorMsg: 'required', errorField: 'value.detail' })
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()]
    const saved = content<ShippingAddress>(await server.api('shippingAddressSave', { id: first, value: ADDRESS }, { session: host }))
    expect(saved).toMatchObject({ isDefault: true, region: '浙江省 杭州市 西湖区' })
    content(await server.api('shippingAddressSave', { id: second, value: { ...ADDRESS, name: '李华' } }, { session: host }))
    content(await server.api('shippingAddressSave', { id: third, value: { ...ADDRESS, name: '王芳' }, isDefault: true }, { session: host }))
    const list = async () => content<{ list: ShippingAddress[] }>(await server.api('shippingAddressList', {}, { session: host })).list
    expect((await list()).filter((a) => a.isDefault).map((a) => a.id)).toEqual([third])
    content(await server.api('shippingAddressSetDefault', { id: first }, { session: host }))
    expect((await list())[0]).toMatchObject({ id: first, isDefault: true })
    content(await server.api('shippingAddressDelete', { id: first }, { session: host }))
    const left = await list()
    expect(left.map((a) => a.id).sort()).toEqual([second, third].sort())
    expect(left.filter((a) => a.isDefault)).toHaveLength(1)
    const other = await whiteHost()
    expect((await server.api('shippingAddressSetDefault', { id: second }, { session: other })).body).toMatchObject({ status: 403 })
  })
})

describe('applying for invoices (business rules 4, 5, 8, 9)', () => {
  it('is blocked without real-name authentication or a listing that passed review, with the spec\'s reasons', async () => {
    const { host, mobile } = await hostWithOctober()
    const { titleId, addressId } = await titleAndAddress(host)
    await setLandlord(server.db, mobile, '86', { realname: false })
    expect((await periods(host)).blocked).toBe('invoiceRealNameRequired')
    const before = await rowsOf('invoices')
    expect((await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId }, { session: host })).body)
      .toMatchObject({ status: 422, errorMsg: 'invoiceRealNameRequired' })
    await setLandlord(server.db, mobile, '86', { realname: true })
    await server.db.updateTable('listings').set({ live: null }).where('user_id', '=', Number(host.userId)).execute()
    expect((await periods(host)).blocked).toBe('invoiceListingNotApproved')
    expect((await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId }, { session: host })).body)
      .toMatchObject({ status: 422, errorMsg: 'invoiceListingNotApproved' })
    expect(await rowsOf('invoices')).toEqual(before)
  })

  it('offers the months from January 2022 whose stays are all settled, once they are over', async () => {
    // the October stays end 14 and 22 October; the second settles 27 October
    const { host } = await hostWithOctober(beijing('2026-10-26T12:00:00'))
    expect((await periods(host)).list.map((p) => [p.month, p.state])).toEqual([['2026-10', 'settling']])
    await runSettlement(server.db, beijing('2026-10-27T10:00:00'))
    const [october] = (await periods(host)).list
    const fees = await server.db.selectFrom('settlement_items').select(['service_fee', 'invoice_service_fee']).where('user_id', '=', Number(host.userId)).execute()
    expect(october).toMatchObject({ month: '2026-10', orders: 2, state: 'canApply', fees: fees.reduce((n, f) => n + Number(f.service_fee) + Number(f.invoice_service_fee), 0) })
    // a December 2021 bill is not offered
    const template = await server.db.selectFrom('settlement_items').selectAll().where('user_id', '=', Number(host.userId)).executeTakeFirstOrThrow()
    await server.db.insertInto('settlement_items').values({ ...template, order_no: `OLD${Date.now()}`, stay_end: '2021-12-15', check_in: '2021-12-13', check_out: '2021-12-15' }).execute()
    expect((await periods(host)).list.map((p) => p.month)).toEqual(['2026-10'])
  })

  it('follows an invoice from applied to posted, then through a red reversal back to a month that can be applied for again', async () => {
    const { host } = await hostWithOctober()
    const { titleId, addressId } = await titleAndAddress(host)
    expect((await server.api('invoiceApply', { months: [], titleId, addressId }, { session: host })).body).toMatchObject({ status: 400, errorMsg: 'invoiceMonthsRequired' })
    expect((await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId: '' }, { session: host })).body).toMatchObject({ status: 400, errorMsg: 'invoiceAddressRequired', errorField: 'addressId' })
    expect((await server.api('invoiceApply', { months: ['2026-10'], titleId: '', addressId }, { session: host })).body).toMatchObject({ status: 400, errorMsg: 'invoiceTitleRequired' })
    expect((await server.api('invoiceApply', { months: ['2026-09'], titleId, addressId }, { session: host })).body).toMatchObject({ status: 422, errorMsg: 'invoiceMonthUnavailable', errorParams: { month: '2026-09' } })

    const idemKey = randomUUID()
    const fees = (await periods(host)).list[0]!.fees
    const applied = content<Invoice>(await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId }, { session: host, idemKey }))
    expect(applied).toMatchObject({ state: 'applied', amount: fees, invoiceType: 'vatSpecial', months: ['2026-10'], address: { region: '浙江省 杭州市 西湖区' }, canReverse: false })
    // the same request again answers the same invoice; another is refused: the month is held
    expect(content<Invoice>(await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId }, { session: host, idemKey })).invoiceNo).toBe(applied.invoiceNo)
    expect((await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId }, { session: host })).body).toMatchObject({ errorMsg: 'invoiceMonthUnavailable' })
    expect((await periods(host)).list[0]).toMatchObject({ state: 'applied', invoiceNo: applied.invoiceNo })

    const no = applied.invoiceNo
    expect((await staff('invoice', 'post', no, '--courier', 'SF', '--tracking', 'SF100')).code).not.toBe(0)
    for (const step of [['start', no], ['issue', no]]) expect((await staff('invoice', ...step)).code).toBe(0)
    const list = async () => content<{ list: Invoice[]; total: number }>(await server.api('invoiceList', {}, { session: host })).list
    expect((await list())[0]).toMatchObject({ state: 'awaitingDispatch', mailing: { state: 'pending' }, canReverse: true })
    expect((await list())[0]!.issuedNumber).toMatch(/^\d{8}$/)
    expect((await staff('invoice', 'post', no, '--courier', '顺丰速运', '--tracking', 'SF1234567890')).code).toBe(0)
    expect((await list())[0]).toMatchObject({ state: 'posted', mailing: { state: 'mailed', courier: '顺丰速运', trackingNo: 'SF1234567890' } })
    const messages = await server.db.selectFrom('system_messages').select(['title', 'jump_url']).where('user_id', '=', Number(host.userId)).execute()
    expect(messages.map((m) => m.title)).toEqual(expect.arrayContaining(['发票已开具', '发票已寄出']))

    // a red reversal: a reason is needed, one at a time
    expect((await server.api('invoiceReversal', { invoiceNo: no, reason: ' ' }, { session: host })).body).toMatchObject({ status: 400, errorMsg: 'invoiceReasonRequired' })
    expect(content<Invoice>(await server.api('invoiceReversal', { invoiceNo: no, reason: '抬头开错了' }, { session: host }))).toMatchObject({ reversal: { state: 'pending', reason: '抬头开错了' }, canReverse: false })
    expect((await server.api('invoiceReversal', { invoiceNo: no, reason: 'again' }, { session: host })).body).toMatchObject({ status: 422, errorMsg: 'invoiceReversalNotAllowed' })
    const other = await whiteHost()
    expect((await server.api('invoiceReversal', { invoiceNo: no, reason: 'not mine' }, { session: other })).body).toMatchObject({ status: 403 })
    expect(content<{ list: Invoice[]; total: number }>(await server.api('invoiceList', {}, { session: other })).total).toBe(0)
    expect((await staff('invoice', 'reversal', no, 'start')).code).toBe(0)
    expect((await staff('invoice', 'reversal', no, 'succeed')).code).toBe(0)
    expect((await list())[0]).toMatchObject({ state: 'lapsed', reversal: { state: 'successful' }, canReverse: false })
    expect((await periods(host)).list[0]).toMatchObject({ month: '2026-10', state: 'canApply' })

    // applied again, and failed by the invoicing side: the month comes back
    const second = content<Invoice>(await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId }, { session: host }))
    expect((await staff('invoice', 'fail', second.invoiceNo)).code).not.toBe(0)
    expect((await staff('invoice', 'fail', second.invoiceNo, '--reason', '纳税人识别号与名称不符')).code).toBe(0)
    expect((await list())[0]).toMatchObject({ invoiceNo: second.invoiceNo, state: 'failed', failReason: '纳税人识别号与名称不符' })
    expect((await periods(host)).list[0]!.state).toBe('canApply')
    const onlyFailed = content<{ total: number }>(await server.api('invoiceList', { state: 'failed' }, { session: host }))
    expect(onlyFailed.total).toBe(1)
  })

  it('sends an e-invoice to the title\'s e-mail without mailing', async () => {
    const { host } = await hostWithOctober()
    const { titleId, addressId } = await titleAndAddress(host, { invoiceType: 'eInvoice' })
    const applied = content<Invoice>(await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId }, { session: host }))
    await staff('invoice', 'start', applied.invoiceNo)
    await staff('invoice', 'issue', applied.invoiceNo)
    const [invoice] = content<{ list: Invoice[] }>(await server.api('invoiceList', {}, { session: host })).list
    expect(invoice).toMatchObject({ state: 'issued', mailing: null, canReverse: true })
  })

  it('downloads at most 1000 invoices at once', async () => {
    const { host } = await hostWithOctober()
    const { titleId, addressId } = await titleAndAddress(host)
    const applied = content<Invoice>(await server.api('invoiceApply', { months: ['2026-10'], titleId, addressId }, { session: host }))
    const one = await server.api('invoiceDownload', { lang: 'zh' }, { session: host })
    expect(one.headers.get(TOTAL_ROWS_HEADER)).toBe('1')
    expect(one.text).toContain(applied.invoiceNo)
    expect(one.text).toContain('增值税专用发票')
    const row = await server.db.selectFrom('invoices').selectAll().where('invoice_no', '=', applied.invoiceNo).executeTakeFirstOrThrow()
    const more = Array.from({ length: DOWNLOAD_MAX_ITEMS }, (_, i) => ({ ...row, invoice_no: `${applied.invoiceNo}-${i}` }))
    for (let i = 0; i < more.length; i += 200) await server.db.insertInto('invoices').values(more.slice(i, i + 200)).execute()
    expect((await server.api('invoiceDownload', {}, { session: host })).body).toMatchObject({ errorMsg: 'downloadTooMany', errorParams: { max: DOWNLOAD_MAX_ITEMS, count: DOWNLOAD_MAX_ITEMS + 1 } })
    const failedOnly = await server.api('invoiceDownload', { state: 'failed' }, { session: host })
    expect(failedOnly.headers.get(TOTAL_ROWS_HEADER)).toBe('0')
  })
})

describe('a guest\'s invoice request on an order (business rules 6 and 9)', () => {
  /** A host with a calendar unit and an approved payout account choosing who invoices the guests. */
  async function payee(provider: 'platform' | 'landlord') {
    const host = await calendarHost(server)
    const mobile = await mobileOf(host)
    await setLandlord(server.db, mobile, '86', { merchantWhite: true })
    const { id } = await submitPayout(server, host, { ...PRIVATE_ACCOUNT, invoiceProvider: provider }, '482913')
    expect((await staff('payout', 'approve', id)).code).toBe(0)
    return { host, unitId: await insertUnit(server, host) }
  }
  const detailOf = async (host: SignedIn, orderNo: string) => content<OrderDetail>(await server.api('orderHouseDetail', { orderNo }, { session: host }))

  it('lets a host who issues its own invoices see the 4-day deadline, on the home page too, and mark the invoice issued once', async () => {
    const { host, unitId } = await payee('landlord')
    const order = await book(server, unitId, '2026-12-28', 2)
    // the host invoices: no invoice service fee is taken
    expect(order).toMatchObject({ invoice_provider: 'host', invoice_service_fee: 0 })
    expect(Number(order.income)).toBe(Number(order.rent) - Number(order.service_fee))
    // only a paid order can be invoiced
    expect((await staff('order', 'invoice', order.order_no, '--title', '杭州某某科技有限公司')).code).not.toBe(0)
    await server.db.updateTable('orders').set({ state: 'waitCheckIn' }).where('order_no', '=', order.order_no).execute()
    const asked = server.clock.now()
    expect((await staff('order', 'invoice', order.order_no, '--title', '杭州某某科技有限公司')).code).toBe(0)
    const detail = await detailOf(host, order.order_no)
    expect(detail.invoice).toMatchObject({ provider: 'host', state: 'requested', title: '杭州某某科技有限公司', requestedAt: asked, deadline: asked + 4 * 86_400_000 })
    expect(detail.allowedActions).toContain('issueInvoice')
    const task = content<{ invoices: Array<{ orderNo: string; deadline: number }> }>(await server.api('dashboardTask', {}, { session: host }))
    expect(task.invoices).toEqual([expect.objectContaining({ orderNo: order.order_no, deadline: asked + 4 * 86_400_000 })])

    const other = await calendarHost(server)
    expect((await server.api('orderInvoiceIssue', { orderNo: order.order_no }, { session: other })).body).toMatchObject({ status: 403 })
    const issued = content<OrderDetail>(await server.api('orderInvoiceIssue', { orderNo: order.order_no }, { session: host }))
    expect(issued.invoice.state).toBe('issued')
    expect(issued.allowedActions).not.toContain('issueInvoice')
    expect(content<OrderDetail>(await server.api('orderInvoiceIssue', { orderNo: order.order_no }, { session: host })).invoice.state).toBe('issued')
    expect(content<{ invoices: unknown[] }>(await server.api('dashboardTask', {}, { session: host })).invoices).toEqual([])
  })

  it('leaves the platform\'s invoices to the platform: the host cannot mark them, the console issues them', async () => {
    const { host, unitId } = await payee('platform')
    const order = await book(server, unitId, '2026-12-29', 1)
    expect(order.invoice_provider).toBe('platform')
    expect(Number(order.invoice_service_fee)).toBeGreaterThan(0)
    await server.db.updateTable('orders').set({ state: 'completed' }).where('order_no', '=', order.order_no).execute()
    await staff('order', 'invoice', order.order_no, '--title', 'Acme Ltd')
    const detail = await detailOf(host, order.order_no)
    expect(detail.invoice).toMatchObject({ provider: 'platform', state: 'requested', deadline: null })
    expect(detail.allowedActions).not.toContain('issueInvoice')
    expect((await server.api('orderInvoiceIssue', { orderNo: order.order_no }, { session: host })).body).toMatchObject({ errorMsg: 'orderStateChanged' })
    expect((await staff('order', 'invoice-issue', order.order_no)).code).toBe(0)
    expect((await detailOf(host, order.order_no)).invoice.state).toBe('issued')
  })
})

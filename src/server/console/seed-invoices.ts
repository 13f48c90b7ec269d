import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { InvoiceTitleValue, ShippingAddressValue } from '../../domain/invoice/rules'
import type { Database } from '../db/schema'
import { addDays } from '../../domain/calendar/dates'
import { unitToday } from '../../domain/calendar/zones'
import { invoicePeriods } from '../services/finance/invoices'
import { roomTypesOf } from '../services/hotel/store'
import { confirmOrder, requestInvoice } from '../services/order/actions'
import { bookRoomTypeOrder } from '../services/order/book'
import { payOrder } from '../services/order/guest'
import { findOrder } from '../services/order/repo'

const DAY = 86_400_000

const COMPANY_TITLE: InvoiceTitleValue = {
  companyName: '杭州西湖畔民宿管理有限公司', taxpayerId: '91330106MA2H8Q3L7K', invoiceType: 'vatSpecial',
  companyAddress: '杭州市西湖区龙井路 18 号', companyPhone: '0571-87654321', bankName: '招商银行杭州分行营业部', bankAccount: '571908765210801',
  email: 'finance@xihu-minsu.example',
}
const E_TITLE: InvoiceTitleValue = { ...COMPANY_TITLE, invoiceType: 'eInvoice' }
const ADDRESSES: Array<{ value: ShippingAddressValue; region: string }> = [
  { value: { name: '张明', mobile: '13800000001', provinceId: '330000', cityId: '330100', districtId: '330106', detail: '龙井路 18 号 2 楼财务室' }, region: '浙江省 杭州市 西湖区' },
  { value: { name: '王会计', mobile: '13900001234', provinceId: '330000', cityId: '330100', districtId: '330102', detail: '解放路 88 号 1201' }, region: '浙江省 杭州市 上城区' },
]

/**
 * The demo host's invoice titles and addresses, and invoices in every state over its past bills
 * (issue 16): every invoice state (posted, awaiting dispatch, issued, lapsed after its reversal,
 * failed, being issued, applied) and every reversal state; the latest bills are left to apply for.
 */
export async function seedDemoInvoices(db: Kysely<Database>, userId: number, now: number): Promise<void> {
  const titleIds = [randomUUID(), randomUUID()]
  for (const [i, value] of [COMPANY_TITLE, E_TITLE].entries()) {
    await db.insertInto('invoice_titles').values({ id: titleIds[i]!, user_id: userId, value: JSON.stringify(value), created_at: now - (10 - i) * DAY, updated_at: now - (10 - i) * DAY, deleted_at: null }).execute()
  }
  for (const [i, address] of ADDRESSES.entries()) {
    await db.insertInto('shipping_addresses').values({
      id: randomUUID(), user_id: userId, value: JSON.stringify(address.value), region: address.region, is_default: i === 0 ? 1 : 0,
      created_at: now - (10 - i) * DAY, updated_at: now - (10 - i) * DAY, deleted_at: null,
    }).execute()
  }
  // oldest first; the two newest months stay open to apply for
  const periods = (await invoicePeriods(db, userId, now)).filter((p) => p.state === 'canApply').reverse().slice(0, -2)
  type Plan = { months: number; paper: boolean; state: string; extra?: Partial<Database['invoices']> }
  const plans: Plan[] = [
    { months: 2, paper: true, state: 'posted', extra: { mailing_state: 'mailed', courier: '顺丰速运', tracking_no: 'SF1402837465912', reversal_state: 'invalid', reversal_reason: '想改成电子发票', reversal_note: '已超过可红冲期限' } },
    { months: 1, paper: false, state: 'lapsed', extra: { reversal_state: 'successful', reversal_reason: '抬头开错了', reversal_note: '已红冲' } },
    { months: 1, paper: false, state: 'issued', extra: { reversal_state: 'reversing', reversal_reason: '公司名称变更' } },
    { months: 1, paper: true, state: 'posted', extra: { mailing_state: 'mailed', courier: '中国邮政 EMS', tracking_no: 'EA123456789CN', reversal_state: 'failed', reversal_reason: '开票信息有误', reversal_note: '购买方已认证抵扣，无法红冲' } },
    { months: 1, paper: false, state: 'issued', extra: { reversal_state: 'pending', reversal_reason: '金额与账单不符，需重开' } },
    { months: 1, paper: true, state: 'failed', extra: { fail_reason: '纳税人识别号与公司名称不一致' } },
    { months: 1, paper: true, state: 'awaitingDispatch', extra: { mailing_state: 'pending' } },
    { months: 1, paper: true, state: 'beingIssued' },
    { months: 1, paper: false, state: 'applied' },
  ]
  let next = 0
  for (const [i, plan] of plans.entries()) {
    const months = periods.slice(next, next + plan.months)
    if (months.length < plan.months) break
    next += plan.months
    const at = now - (plans.length - i) * 3 * DAY
    const invoiceNo = `FP${new Date(at + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '')}${String(100_000 + i * 7919).slice(0, 6)}`
    const title = plan.paper ? COMPANY_TITLE : E_TITLE
    const address = ADDRESSES[0]!
    const issued = ['issued', 'posted', 'awaitingDispatch', 'lapsed'].includes(plan.state)
    await db.insertInto('invoices').values({
      invoice_no: invoiceNo, user_id: userId, months: JSON.stringify(months.map((m) => m.month)), amount: months.reduce((n, m) => n + m.fees, 0),
      invoice_type: title.invoiceType, title: JSON.stringify(title),
      address: JSON.stringify({ name: address.value.name, mobile: address.value.mobile, region: address.region, detail: address.value.detail }),
      state: plan.state, fail_reason: null, issued_number: issued ? String(23_000_000 + i * 1_117) : null, issued_at: issued ? at + DAY : null,
      mailing_state: null, courier: null, tracking_no: null, mailed_at: plan.extra?.mailing_state === 'mailed' ? at + 2 * DAY : null,
      reversal_state: null, reversal_reason: null, reversal_note: null, reversal_asked_at: plan.extra?.reversal_state ? at + 2 * DAY : null,
      created_at: at, updated_at: at + 2 * DAY,
      ...plan.extra,
    }).execute()
    if (plan.state !== 'failed' && plan.state !== 'lapsed') {
      await db.insertInto('invoice_months').values(months.map((m) => ({ user_id: userId, month: m.month, invoice_no: invoiceNo }))).execute()
    }
  }
}

/**
 * The demo hotel merchant issues its own invoices (its payout account says so): a guest of its
 * online hotel paid three days ago and asked for an invoice, due tomorrow (4 days, business rules
 * 9), shown on its home page and order.
 */
export async function seedHotelierInvoiceRequest(db: Kysely<Database>, userId: number, now: number): Promise<void> {
  const hotel = await db.selectFrom('listings').select('lu_id').where('user_id', '=', userId).where('kind', '=', 'hotel')
    .where('live', 'is not', null).where('deleted_at', 'is', null).orderBy('created_at').executeTakeFirst()
  if (!hotel) return
  const [room] = await roomTypesOf(db, hotel.lu_id)
  if (!room) return
  const bookedAt = now - 3 * DAY
  const booked = await bookRoomTypeOrder(db, {
    roomTypeId: room.roomTypeId, checkIn: addDays(unitToday('CHN', now), 4), nights: 1,
    guests: [{ name: '周敏', credentialType: 'idCard', credentialNo: '110105199003070029', age: 36 }], booker: { name: '周敏', phone: '13611112222' },
  }, bookedAt)
  const actor = { role: 'merchantWeb' as const, operator: '陈建国' }
  await confirmOrder(db, booked, actor, bookedAt + 10 * 60_000)
  const paid = await payOrder(db, (await findOrder(db, booked.order_no))!, bookedAt + 20 * 60_000)
  await requestInvoice(db, paid, '杭州云栖科技有限公司', bookedAt + 60 * 60_000)
  await db.updateTable('order_events').set({ voice_read_at: now, pushed_at: now }).where('order_no', '=', booked.order_no).execute()
}

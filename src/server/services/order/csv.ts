import { beijingMinute, csvField, CSV_BOM, majorUnits } from '../../csv'
import { amountsOf } from './repo'
import type { OrderRow } from './repo'

type Lang = 'zh' | 'en'

const HEADERS: Record<Lang, string[]> = {
  zh: ['订单号', '类型', '状态', '房源', '入住日期', '离店日期', '晚数', '间数', '入住人数', '预订人', '币种', '原房费', '商家优惠', '平台优惠', '房客实付', '服务费', '开票服务费', '收入', '押金', '下单时间'],
  en: ['Order number', 'Type', 'Status', 'Listing', 'Check-in', 'Check-out', 'Nights', 'Rooms', 'Guests', 'Booker', 'Currency', 'Original rent', 'Merchant discount', 'Platform discount', 'Guest paid', 'Service fee', 'Invoice service fee', 'Income', 'Deposit', 'Booked at'],
}

const STATES: Record<Lang, Record<string, string>> = {
  zh: {
    waitConfirm: '待确认', waitPay: '待支付', waitCheckIn: '待入住', checkedIn: '已入住', completed: '已完成', cancelled: '已取消',
    payTimeout: '支付超时', confirmTimeout: '确认超时', rejected: '房东已拒绝', leftEarly: '提前离店',
  },
  en: {
    waitConfirm: 'Waiting for confirmation', waitPay: 'Waiting for payment', waitCheckIn: 'Waiting for check-in', checkedIn: 'Checked in',
    completed: 'Completed', cancelled: 'Cancelled', payTimeout: 'Payment timed out', confirmTimeout: 'Confirmation timed out',
    rejected: 'Rejected by host', leftEarly: 'Guest left early',
  },
}

const KINDS: Record<Lang, Record<string, string>> = { zh: { house: '民宿', store: '酒店' }, en: { house: 'B&B', store: 'Hotel' } }

/** The orders as CSV (UTF-8 with a BOM so spreadsheet programs read Chinese), money in major units: each order's breakdown (decision 0067). */
export function ordersCsv(rows: readonly OrderRow[], lang: Lang): string {
  const money = (row: OrderRow, minor: number) => majorUnits(minor, row.currency)
  const lines = [HEADERS[lang].map(csvField).join(',')]
  for (const row of rows) {
    const a = amountsOf(row)
    lines.push([
      row.order_no, KINDS[lang][row.lodge_business] ?? row.lodge_business, STATES[lang][row.state] ?? row.state, row.listing_title,
      row.check_in, row.check_out, Number(row.nights), Number(row.rooms), Number(row.guest_count), row.booker_name, row.currency,
      ...[a.originalRent, a.merchantDiscount, a.platformDiscount, a.rent, a.serviceFee, a.invoiceServiceFee, a.income, Number(row.deposit)].map((minor) => money(row, minor)),
      beijingMinute(Number(row.created_at)),
    ].map(csvField).join(','))
  }
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`
}

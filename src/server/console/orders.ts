import { parseArgs } from 'node:util'
import { isDate } from '../../domain/calendar/dates'
import { listingUnitId } from '../../domain/calendar/limits'
import { minorPerMajor } from '../../domain/order/amounts'
import { CREDENTIAL_TYPES } from '../../domain/order/enums'
import type { CredentialType } from '../../domain/order/enums'
import { Refusal } from '../errors'
import { issueInvoice, moveRenewal, requestInvoice } from '../services/order/actions'
import { HOST_INVOICE_DAYS } from '../../domain/order/constants'
import { bookHotelOrder, bookOrder, bookRoomTypeOrder } from '../services/order/book'
import type { GuestInput } from '../services/order/book'
import { expireOrders } from '../services/order/expiry'
import { cancelOrder, checkOutOrder, leaveEarly, moveDispute, payOrder, requestRenewal } from '../services/order/guest'
import { findOrder, guestsOf, readLog } from '../services/order/repo'
import type { OrderRow } from '../services/order/repo'
import { badgeOf } from '../services/alerts/badge'
import { orderPushPayload } from '../services/alerts/push'
import { ConsoleError } from './console-error'
import type { ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'

const USAGE = [
  'order book <mobile> <luId> <checkIn> [nights] [--rooms N] [--guest "Name,idCard|passport|militaryId,Number,Age"]... [--booker "Name,Phone"] [--country 86]',
  'order book-hotel <mobile> <checkIn> [nights] --store S --room-type R [--price 680] [--country 86]',
  'order book-room <roomTypeId> <checkIn> [nights] [--product id] [--rooms N] [--guest ...]... [--booker "Name,Phone"]',
  'order pay|cancel|check-out|leave-early|show <orderNo> [--reason text]',
  'order renew <orderNo> <nights> | order renewal-pay <orderNo> <renewalId>',
  'order deposit-accept|deposit-refuse <orderNo> | order dispute-resolve <orderNo> --refund N',
  'order expire [--in 45m|2h|1d] [--at ISO] [--host <mobile>]   run the expiry job as if the clock were there (one host\'s orders only with --host)',
  'order invoice <orderNo> --title TEXT          the guest asks for an invoice made out to TEXT',
  'order invoice-issue <orderNo>                 the platform issues the invoice a guest asked for (orders it invoices)',
  'order list <mobile> [--country 86]',
  'order push-payload <orderNo> [--lang zh|en]    the Web Push the server sends its host for this order now (JSON), as a device in that language gets it',
]

/** `order ...`: the guest's side of orders and the staff's expiry run (decision 0025). */
export async function orderCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: {
      country: { type: 'string', default: '86' }, rooms: { type: 'string' }, guest: { type: 'string', multiple: true },
      booker: { type: 'string' }, store: { type: 'string' }, 'room-type': { type: 'string' }, price: { type: 'string' }, product: { type: 'string' },
      reason: { type: 'string' }, refund: { type: 'string' }, in: { type: 'string' }, at: { type: 'string' }, title: { type: 'string' },
      host: { type: 'string' }, lang: { type: 'string', default: 'zh' },
    },
  })
  const now = deps.now()
  try {
    switch (sub) {
      case 'book': {
        const [mobile, luId, checkIn, nightsArg] = positionals
        if (!mobile || !luId || !checkIn || positionals.length > 4) throw new ConsoleError(`usage: ${USAGE[0]}`)
        await requireLandlord(deps.db, mobile, values.country!)
        if (!isDate(checkIn)) throw new ConsoleError(`not a date (yyyy-MM-dd): ${checkIn}`)
        const booker = parseBooker(values.booker)
        const guests = (values.guest ?? []).map(parseGuest)
        const row = await bookOrder(deps.db, {
          luId, checkIn, nights: whole('nights', nightsArg ?? '1'), rooms: whole('rooms', values.rooms ?? '1'),
          guests: guests.length > 0 ? guests : [{ name: booker.name, credentialType: 'idCard', credentialNo: '11010519491231002X', age: 34 }], booker,
        }, now)
        // a flash-book listing's order is accepted at once (decision 0078): it waits for the payment
        const waiting = row.state === 'waitConfirm'
          ? `waiting for the host until ${iso(row.confirm_deadline)}`
          : `accepted at once (flash-book), waiting for the payment until ${iso(row.pay_deadline)}`
        return [`booked ${row.order_no}: "${row.listing_title}" ${row.check_in} -> ${row.check_out} (${row.nights} night(s)), ${waiting}`, `unit ${listingUnitId(luId)}: stock taken`]
      }
      case 'book-hotel': {
        const [mobile, checkIn, nightsArg] = positionals
        if (!mobile || !checkIn || !values.store || !values['room-type'] || positionals.length > 3) throw new ConsoleError(`usage: ${USAGE[1]}`)
        const user = await requireLandlord(deps.db, mobile, values.country!)
        const booker = parseBooker(values.booker)
        const row = await bookHotelOrder(deps.db, {
          userId: user.id, storeName: values.store, roomTypeName: values['room-type'], checkIn, nights: whole('nights', nightsArg ?? '1'),
          price: whole('price', values.price ?? '680'), guests: [{ name: booker.name, credentialType: 'idCard', credentialNo: '11010519491231002X', age: 34 }], booker,
        }, now)
        return [`booked hotel order ${row.order_no}: ${row.store_name} / ${row.room_type_name} ${row.check_in} -> ${row.check_out}`]
      }
      case 'book-room': {
        const [roomTypeId, checkIn, nightsArg] = positionals
        if (!roomTypeId || !checkIn || positionals.length > 3) throw new ConsoleError(`usage: ${USAGE[2]}`)
        if (!isDate(checkIn)) throw new ConsoleError(`not a date (yyyy-MM-dd): ${checkIn}`)
        const booker = parseBooker(values.booker)
        const guests = (values.guest ?? []).map(parseGuest)
        const row = await bookRoomTypeOrder(deps.db, {
          roomTypeId, ...(values.product ? { productId: values.product } : {}), checkIn, nights: whole('nights', nightsArg ?? '1'),
          rooms: whole('rooms', values.rooms ?? '1'),
          guests: guests.length > 0 ? guests : [{ name: booker.name, credentialType: 'idCard', credentialNo: '11010519491231002X', age: 34 }], booker,
        }, now)
        return [`booked hotel order ${row.order_no}: ${row.store_name} / ${row.room_type_name} ${row.check_in} -> ${row.check_out} (${row.rooms} room(s)), waiting for the host until ${iso(row.confirm_deadline)}`, `unit ${row.unit_id}: stock taken`]
      }
      case 'pay':
        return [done(await payOrder(deps.db, await order(deps, positionals), now))]
      case 'cancel':
        return [done(await cancelOrder(deps.db, await order(deps, positionals), values.reason ?? 'guest cancelled', now))]
      case 'check-out':
        return [done(await checkOutOrder(deps.db, await order(deps, positionals), now))]
      case 'leave-early':
        return [done(await leaveEarly(deps.db, await order(deps, positionals), now))]
      case 'renew': {
        const row = await order(deps, positionals.slice(0, 1))
        const id = await requestRenewal(deps.db, row, whole('nights', positionals[1] ?? ''), now)
        return [`renewal ${id} asked for ${row.order_no}: waiting for the host`]
      }
      case 'renewal-pay': {
        const row = await order(deps, positionals.slice(0, 1))
        await moveRenewal(deps.db, row, positionals[1] ?? '', 'pay', { role: 'guest', operator: row.booker_name }, now)
        return [`renewal ${positionals[1]} paid: ${row.order_no} now ends ${(await findOrder(deps.db, row.order_no))!.check_out}`]
      }
      case 'deposit-accept':
      case 'deposit-refuse': {
        const row = await order(deps, positionals)
        await moveDispute(deps.db, row, sub === 'deposit-accept' ? 'guestAccept' : 'guestRefuse', { role: 'guest', operator: row.booker_name }, now)
        return [`deposit claim of ${row.order_no}: guest ${sub === 'deposit-accept' ? 'accepted' : 'refused'}`]
      }
      case 'dispute-resolve': {
        const row = await order(deps, positionals)
        const refund = whole('refund', values.refund ?? '0', 0) * minorPerMajor(row.currency)
        await moveDispute(deps.db, row, 'resolve', { role: 'staff', operator: 'customer service' }, now, refund)
        return [`deposit dispute of ${row.order_no} resolved: ${refund / minorPerMajor(row.currency)} ${row.currency} back to the guest`]
      }
      case 'expire': {
        const at = values.at ? Date.parse(values.at) : now + duration(values.in ?? '0m')
        if (!Number.isFinite(at)) throw new ConsoleError(`not a time: ${values.at}`)
        const host = values.host === undefined ? undefined : { userId: (await requireLandlord(deps.db, values.host, values.country!)).id }
        const result = await expireOrders(deps.db, at, host)
        return [`expiry run at ${new Date(at).toISOString()}: ${result.confirmTimeouts} confirmation timeout(s), ${result.payTimeouts} payment timeout(s), ${result.renewalsOverdue} renewal(s) overdue, ${result.depositsRefunded} deposit(s) refunded`]
      }
      case 'invoice': {
        const title = values.title?.trim()
        if (!title) throw new ConsoleError(`usage: ${USAGE[7]}`)
        const row = await requestInvoice(deps.db, await order(deps, positionals), title, now)
        return [`invoice asked on ${row.order_no} (${row.invoice_provider === 'host' ? `the host issues it within ${HOST_INVOICE_DAYS} days` : 'the platform issues it'})`]
      }
      case 'invoice-issue': {
        const row = await order(deps, positionals)
        if (row.invoice_provider !== 'platform') throw new ConsoleError(`${row.order_no} is invoiced by its host, not the platform`)
        await issueInvoice(deps.db, row, { role: 'staff', operator: 'invoicing' }, now)
        return [`invoice of ${row.order_no} issued by the platform`]
      }
      case 'show':
        return show(deps, await order(deps, positionals))
      case 'push-payload': {
        const row = await order(deps, positionals)
        const kind = row.state === 'cancelled' ? 'cancelled' : 'new'
        return [JSON.stringify(orderPushPayload(kind, row, values.lang === 'en' ? 'en' : 'zh', await badgeOf(deps.db, row.user_id, now)))]
      }
      case 'list': {
        const [mobile] = positionals
        if (!mobile) throw new ConsoleError(`usage: ${USAGE[9]}`)
        const user = await requireLandlord(deps.db, mobile, values.country!)
        const rows = await deps.db.selectFrom('orders').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').execute()
        if (rows.length === 0) return ['no orders']
        return rows.map((r) => `${r.order_no}  ${r.state.padEnd(15)} ${r.check_in} ${String(r.nights).padStart(2)}n  ${r.listing_title}`)
      }
      default:
        throw new ConsoleError(`order needs one of: book, book-hotel, book-room, pay, cancel, check-out, leave-early, renew, renewal-pay, deposit-accept, deposit-refuse, dispute-resolve, expire, show, list, push-payload; got: ${sub ?? 'nothing'}`)
    }
  } catch (error) {
    if (error instanceof Refusal) throw new ConsoleError(`refused: ${error.key} ${JSON.stringify(error.params ?? {})}`)
    throw error
  }
}

export const ORDER_HELP = USAGE.map((line) => `  ${line}`)

async function order(deps: ConsoleDeps, positionals: readonly string[]): Promise<OrderRow> {
  const [orderNo] = positionals
  if (!orderNo) throw new ConsoleError('an order number is needed')
  const row = await findOrder(deps.db, orderNo)
  if (!row) throw new ConsoleError(`no order ${orderNo}`)
  return row
}

async function show(deps: ConsoleDeps, row: OrderRow): Promise<string[]> {
  const money = (minor: number) => `${row.currency} ${(minor / minorPerMajor(row.currency)).toFixed(row.currency === 'JPY' ? 0 : 2)}`
  const lines = [
    `${row.order_no}  ${row.state}  (${row.lodge_business})`,
    `  stay:     ${row.listing_title}, ${row.check_in} -> ${row.check_out}, ${row.nights} night(s), ${row.rooms} room(s)`,
    `  booker:   ${row.booker_name} ${row.booker_phone}`,
    `  money:    rent ${money(Number(row.rent))}, income ${money(Number(row.income))}, deposit ${money(Number(row.deposit))}`,
  ]
  if (row.confirm_deadline && row.state === 'waitConfirm') lines.push(`  confirm by ${iso(row.confirm_deadline)}`)
  if (row.pay_deadline && row.state === 'waitPay') lines.push(`  pay by ${iso(row.pay_deadline)}`)
  for (const guest of await guestsOf(deps.db, row.order_no)) lines.push(`  guest:    ${guest.name} ${guest.credential_type} ${guest.credential_no}${guest.checked_in_at ? ' (checked in)' : ''}`)
  for (const entry of (await readLog(deps.db, row.order_no)).reverse()) lines.push(`  ${new Date(entry.at).toISOString()} ${entry.action} by ${entry.role} ${entry.operator}`)
  return lines
}

function done(row: OrderRow): string {
  return `${row.order_no} is now ${row.state}`
}

function iso(ms: number | null): string {
  return ms === null ? '-' : new Date(Number(ms)).toISOString()
}

function whole(name: string, value: string, min = 1): number {
  const n = Number(value)
  if (!Number.isInteger(n) || n < min) throw new ConsoleError(`${name} must be a whole number, got: ${value || 'nothing'}`)
  return n
}

/** "45m", "2h", "1d". */
export function duration(value: string): number {
  const match = /^(\d+)([mhd])$/.exec(value)
  if (!match) throw new ConsoleError(`a duration like 45m, 2h or 1d, got: ${value}`)
  return Number(match[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2] as 'm' | 'h' | 'd']
}

function parseBooker(value: string | undefined): { name: string; phone: string } {
  if (!value) return { name: '王小明', phone: '13912345678' }
  const [name, phone] = value.split(',').map((s) => s.trim())
  if (!name || !phone) throw new ConsoleError(`--booker "Name,Phone", got: ${value}`)
  return { name, phone }
}

function parseGuest(value: string): GuestInput {
  const [name, type, number, age] = value.split(',').map((s) => s.trim())
  if (!name || !type || !number || !CREDENTIAL_TYPES.includes(type as CredentialType)) {
    throw new ConsoleError(`--guest "Name,idCard|passport|militaryId,Number[,Age]", got: ${value}`)
  }
  return { name, credentialType: type as CredentialType, credentialNo: number, age: age ? whole('age', age, 0) : 30 }
}

import { randomInt, randomUUID } from 'node:crypto'
import { addDays, datesFrom, isDate } from '../../../domain/calendar/dates'
import { listingUnitId } from '../../../domain/calendar/limits'
import { unitToday } from '../../../domain/calendar/zones'
import { bestOffer, discountNights, zheToPercent, type AppliedOffer, type NightOffer } from '../../../domain/promotion/rules'
import { unitOffers } from '../market/offers'
import { suspensionOf } from '../risk/penalties'
import { orderAmounts, minorPerMajor } from '../../../domain/order/amounts'
import { CONFIRM_WINDOW_MINUTES, MINUTE_MS } from '../../../domain/order/constants'
import type { CredentialType } from '../../../domain/order/enums'
import { invalid, notFound, refused } from '../../errors'
import { inTransaction, stayRulesOf } from '../calendar/repo'
import { NO_STAY_RULE, stayRefusal } from '../../../domain/calendar/stay'
import { readCells } from '../calendar/read'
import { reserveStock } from '../calendar/stock'
import { findUnit } from '../calendar/units'
import { keepOrderFigures } from '../dashboard/kept-figures'
import { findListing } from '../house/repo'
import { readListing } from '../house/stored'
import { productPrice } from '../../../domain/hotel/products'
import { confirmsAtOnce } from '../../../domain/listing/flash-book'
import { findOrder, SYSTEM_ACTOR, writeEvent, writeLog } from './repo'
import type { Db, OrderRow } from './repo'
import { acceptPatch, transition } from './transition'

export type GuestInput = { name: string; credentialType: CredentialType; credentialNo: string; age: number; issuingPlace?: string }

export type BookingInput = {
  luId: string
  checkIn: string
  nights: number
  rooms?: number
  guests: GuestInput[]
  booker: { name: string; phone: string; countryCode?: string }
}

/**
 * The stay restrictions a PMS set (decision 0079): the arrival night's minimum and maximum stay
 * and closed to arrival, the departure date's closed to departure. Refused before anything is taken.
 */
async function withinStayRules(db: Db, unitId: string, checkIn: string, checkOut: string, nights: number): Promise<void> {
  const rules = (await stayRulesOf(db, [unitId], checkIn, checkOut)).get(unitId)
  const refusal = stayRefusal(rules?.get(checkIn) ?? NO_STAY_RULE, rules?.get(checkOut) ?? NO_STAY_RULE, { checkIn, checkOut, nights })
  if (refusal) throw refused(refusal.key, refusal.key === 'orderClosedToArrival' ? 'checkIn' : 'nights', refusal.params)
}

/** A product's own prices of nights (whole units), by date. */
async function productNightPrices(db: Db, productId: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('product_nights').select(['date', 'price']).where('product_id', '=', productId).where('date', '>=', from).where('date', '<=', to).execute()
  return new Map(rows.map((r) => [r.date, Number(r.price)]))
}

/** Order numbers: HO (house) or ST (store), the booking's date in Beijing time, six random digits. */
export function newOrderNo(kind: 'house' | 'store', now: number): string {
  const day = unitToday('CHN', now).replaceAll('-', '')
  return `${kind === 'house' ? 'HO' : 'ST'}${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/**
 * A guest books a B&B listing (the console's `order book`): the listing must be online, the stay
 * within its minimum and maximum, the guests within its capacity, every night open with stock
 * left (the calendar's reserveStock takes it). Prices are the calendar's nights; the best stay
 * or early-bird discount of the listing applies (discounts do not add up). The order waits for
 * the host's confirmation for 30 minutes; the host's alert event is written with it. A listing
 * with flash-book on (decision 0078) needs no confirmation: the order is accepted at once, by
 * the system, in the same transaction, and waits for the guest's payment.
 */
export async function bookOrder(db: Db, input: BookingInput, now: number): Promise<OrderRow> {
  const row = await findListing(db, input.luId)
  // hotel room types are units too, but their orders are store orders (issue 14), not this
  if (!row || row.deleted_at !== null || row.kind !== 'bnb') throw notFound()
  const listing = readListing(row)
  await notSuspended(db, listing.userId, now)
  const unitId = listingUnitId(input.luId)
  const unit = await findUnit(db, unitId)
  if (!unit || unit.status !== 'online') throw refused('calendarNotBookable', 'luId', { date: input.checkIn })
  const steps = listing.steps
  const order = steps.houseOrder
  const info = steps.houseInfo
  const price = steps.housePrice
  if (!isDate(input.checkIn)) throw invalid('invalidValue', 'checkIn')
  if (input.checkIn < unitToday(unit.country, now)) throw refused('calendarPastDate', 'checkIn')
  const rooms = input.rooms ?? 1
  const minStay = order?.minStay ?? 1
  const maxStay = order?.maxStay ?? 365
  if (!Number.isInteger(input.nights) || input.nights < minStay || input.nights > maxStay) throw invalid('orderStayRange', 'nights', { min: minStay, max: maxStay })
  const capacity = (info?.people ?? 1) * rooms
  if (input.guests.length < 1 || input.guests.length > capacity) throw invalid('orderGuestsRange', 'guests', { max: capacity })
  const checkOut = addDays(input.checkIn, input.nights)
  const last = addDays(checkOut, -1)
  await withinStayRules(db, unitId, input.checkIn, checkOut, input.nights)
  const [cells] = await readCells(db, [unit], input.checkIn, last)
  const minor = minorPerMajor(unit.currency)
  const nightly = cells!.days.map((day) => ({ date: day.date, price: day.price * minor }))
  const originalRent = nightly.reduce((sum, n) => sum + n.price, 0) * rooms
  const today = unitToday(unit.country, now)
  const zhe = bestDiscount(steps.houseDiscount, input.nights, input.checkIn, today)
  const listingOffer: NightOffer[] = zhe === null ? [] : [{ source: 'listing', id: null, percent: zheToPercent(zhe), platformPercent: 0 }]
  const priced = await stayDiscounts(db, unitId, nightly, rooms, listingOffer, { bookedOn: today, nights: input.nights })
  // without a promotion or activity the listing's discount is on the whole rent, as before them
  const merchantDiscount = priced ? priced.host : zhe === null ? 0 : Math.round((originalRent * (100 - Math.round(zhe * 10))) / 100)
  const invoiceProvider = await invoiceProviderOf(db, listing.userId, null)
  const amounts = orderAmounts({ originalRent, merchantDiscount, platformDiscount: priced?.platform ?? 0, invoiceByPlatform: invoiceProvider === 'platform' })
  return writeBookedOrder(db, {
    invoiceProvider,
    orderNo: newOrderNo('house', now), userId: listing.userId, lodgeBusiness: 'house', unitId, luId: input.luId, title: unit.title,
    storeName: null, roomTypeName: null, country: unit.country, currency: unit.currency, checkIn: input.checkIn, checkOut,
    nights: input.nights, rooms, guests: input.guests, booker: input.booker, nightly, originalRent, amounts, offers: priced?.applied ?? null,
    deposit: (price?.deposit ?? 0) * minor, smartLock: order?.houseRules.checkInMethod ?? null, cancellationRule: order?.cancellationRule ?? 'moderate',
    flashBook: confirmsAtOnce({ auditStatus: listing.auditStatus, flashBook: Number(row.flash_book) === 1 }),
  }, now)
}

export type RoomTypeBookingInput = {
  roomTypeId: string
  /** A product of the room type (its discount, breakfasts and cancellation rule); none: the room at the calendar's price. */
  productId?: string
  checkIn: string
  nights: number
  rooms?: number
  guests: GuestInput[]
  booker: { name: string; phone: string; countryCode?: string }
}

/**
 * A guest books a room type of an online hotel (issue 14; the console's `order book-room`): a
 * store order against the room type's calendar unit, whose stock it takes like a B&B booking;
 * each night at the calendar's price with the product's hotel discount (decision 0050); the
 * guests within the room type's occupancy per room. Same state machine and alerts as every order.
 * Refused while the hotel or the room type is off sale (hotelOffSale, roomTypeOffSale; decision 0084).
 */
export async function bookRoomTypeOrder(db: Db, input: RoomTypeBookingInput, now: number): Promise<OrderRow> {
  const row = await findListing(db, input.roomTypeId)
  if (!row || row.kind !== 'roomType' || row.parent_lu_id === null) throw notFound()
  const hotelRow = await findListing(db, row.parent_lu_id)
  if (!hotelRow) throw notFound()
  await notSuspended(db, row.user_id, now)
  // an approved hotel or room type its host took off sale (decision 0084) says so
  if (hotelRow.audit_status === 'online' && hotelRow.room_status !== 'online') throw refused('hotelOffSale', 'roomTypeId')
  if (row.audit_status === 'online' && row.room_status !== 'online') throw refused('roomTypeOffSale', 'roomTypeId')
  const unitId = listingUnitId(input.roomTypeId)
  const unit = await findUnit(db, unitId)
  if (!unit || unit.status !== 'online') throw refused('calendarNotBookable', 'roomTypeId', { date: input.checkIn })
  const roomType = (JSON.parse(row.live ?? row.steps) as { roomInfo?: { name: string; occupancy: number | null } }).roomInfo
  const hotel = JSON.parse(hotelRow.live ?? hotelRow.steps) as { hotelInfo?: { name: string }; booking?: { cancellationRule?: string } }
  const product = input.productId === undefined ? undefined
    : await db.selectFrom('hotel_products').selectAll().where('id', '=', input.productId).where('room_type_id', '=', input.roomTypeId)
      .where('deleted_at', 'is', null).where('on_sale', '=', 1).executeTakeFirst()
  if (input.productId !== undefined && !product) throw notFound()
  if (!isDate(input.checkIn)) throw invalid('invalidValue', 'checkIn')
  if (input.checkIn < unitToday(unit.country, now)) throw refused('calendarPastDate', 'checkIn')
  if (!Number.isInteger(input.nights) || input.nights < 1 || input.nights > 365) throw invalid('orderStayRange', 'nights', { min: 1, max: 365 })
  const rooms = input.rooms ?? 1
  const capacity = (roomType?.occupancy ?? 1) * rooms
  if (input.guests.length < 1 || input.guests.length > capacity) throw invalid('orderGuestsRange', 'guests', { max: capacity })
  const checkOut = addDays(input.checkIn, input.nights)
  await withinStayRules(db, unitId, input.checkIn, checkOut, input.nights)
  const [cells] = await readCells(db, [unit], input.checkIn, addDays(checkOut, -1))
  const discount = product ? product.discount_tenths / 10 : null
  // a PMS rate plan's own price of a night (decision 0079) before the discount's
  const own = product ? await productNightPrices(db, product.id, input.checkIn, addDays(checkOut, -1)) : new Map<string, number>()
  const nightly = cells!.days.map((day) => ({ date: day.date, price: (own.get(day.date) ?? (discount === null ? day.price : productPrice(day.price, discount))) * 100 }))
  const originalRent = nightly.reduce((sum, n) => sum + n.price, 0) * rooms
  const invoiceProvider = await invoiceProviderOf(db, row.user_id, row.parent_lu_id)
  const priced = await stayDiscounts(db, unitId, nightly, rooms, [], { bookedOn: unitToday(unit.country, now), nights: input.nights })
  const amounts = orderAmounts({
    originalRent, merchantDiscount: priced?.host ?? 0, platformDiscount: priced?.platform ?? 0, invoiceByPlatform: invoiceProvider === 'platform',
  })
  const roomTypeName = product ? `${roomType?.name ?? ''} · ${product.name}` : (roomType?.name ?? '')
  return writeBookedOrder(db, {
    invoiceProvider,
    orderNo: newOrderNo('store', now), userId: row.user_id, lodgeBusiness: 'store', unitId, luId: input.roomTypeId, title: unit.title,
    storeName: hotel.hotelInfo?.name ?? unit.title, roomTypeName, country: unit.country, currency: 'RMB', checkIn: input.checkIn, checkOut,
    nights: input.nights, rooms, guests: input.guests, booker: input.booker, nightly, originalRent, amounts, offers: priced?.applied ?? null,
    deposit: 0, smartLock: null, cancellationRule: product?.cancellation_rule ?? hotel.booking?.cancellationRule ?? 'moderate',
  }, now)
}

export type HotelBookingInput = {
  userId: number
  storeName: string
  roomTypeName: string
  checkIn: string
  nights: number
  rooms?: number
  /** Price per night and room, major units of RMB. */
  price: number
  guests: GuestInput[]
  booker: { name: string; phone: string; countryCode?: string }
}

/**
 * A hotel (store) order: hotels have no calendars yet (their issue comes later), so it names its
 * store and room type and takes no stock (decision 0025). Same state machine and alerts.
 */
export async function bookHotelOrder(db: Db, input: HotelBookingInput, now: number): Promise<OrderRow> {
  if (!isDate(input.checkIn)) throw invalid('invalidValue', 'checkIn')
  if (input.checkIn < unitToday('CHN', now)) throw refused('calendarPastDate', 'checkIn')
  if (!Number.isInteger(input.nights) || input.nights < 1 || input.nights > 365) throw invalid('orderStayRange', 'nights', { min: 1, max: 365 })
  if (input.guests.length < 1) throw invalid('orderGuestsRange', 'guests', { max: 99 })
  const rooms = input.rooms ?? 1
  const checkOut = addDays(input.checkIn, input.nights)
  const nightly = datesFrom(input.checkIn, addDays(checkOut, -1)).map((date) => ({ date, price: input.price * 100 }))
  const originalRent = nightly.reduce((sum, n) => sum + n.price, 0) * rooms
  const invoiceProvider = await invoiceProviderOf(db, input.userId, null)
  const amounts = orderAmounts({ originalRent, merchantDiscount: 0, invoiceByPlatform: invoiceProvider === 'platform' })
  return writeBookedOrder(db, {
    invoiceProvider,
    orderNo: newOrderNo('store', now), userId: input.userId, lodgeBusiness: 'store', unitId: null, luId: null,
    title: `${input.storeName} · ${input.roomTypeName}`, storeName: input.storeName, roomTypeName: input.roomTypeName, country: 'CHN',
    currency: 'RMB', checkIn: input.checkIn, checkOut, nights: input.nights, rooms, guests: input.guests, booker: input.booker,
    nightly, originalRent, amounts, deposit: 0, smartLock: null, cancellationRule: 'strict',
  }, now)
}

/**
 * Who invoices the guest (business rules 6: chosen per payout account): the account the store is
 * linked to for a hotel's room, else the host's newest approved account; the platform when there
 * is none. 'host' means the host issues within 4 days and pays no invoice service fee.
 */
export async function invoiceProviderOf(db: Db, userId: number, hotelLuId: string | null): Promise<'platform' | 'host'> {
  const linked = hotelLuId === null ? undefined : await db.selectFrom('payout_store_links')
    .innerJoin('payout_accounts', 'payout_accounts.id', 'payout_store_links.account_id')
    .select('payout_accounts.details').where('payout_store_links.hotel_id', '=', hotelLuId).where('payout_accounts.state', '=', 'approved')
    .executeTakeFirst()
  const account = linked ?? await db.selectFrom('payout_accounts').select('details').where('user_id', '=', userId)
    .where('state', '=', 'approved').orderBy('reviewed_at', 'desc').executeTakeFirst()
  if (!account) return 'platform'
  return (JSON.parse(account.details) as { invoiceProvider?: string }).invoiceProvider === 'landlord' ? 'host' : 'platform'
}

type NewOrder = {
  orderNo: string
  userId: number
  lodgeBusiness: 'house' | 'store'
  /** The calendar unit whose stock the order takes; null for a store order naming a hotel outside the portal. */
  unitId: string | null
  luId: string | null
  title: string
  storeName: string | null
  roomTypeName: string | null
  country: string
  currency: string
  checkIn: string
  checkOut: string
  nights: number
  rooms: number
  guests: GuestInput[]
  booker: { name: string; phone: string; countryCode?: string }
  nightly: Array<{ date: string; price: number }>
  originalRent: number
  amounts: ReturnType<typeof orderAmounts>
  /** The promotions and activities that priced nights (decision 0058); null: none did. */
  offers?: AppliedOffer[] | null
  deposit: number
  smartLock: string | null
  cancellationRule: string
  invoiceProvider: 'platform' | 'host'
  /** Flash-book (decision 0078): accepted at once, without the host's confirmation. */
  flashBook?: boolean
}

/**
 * Writes a booked order in one transaction: the unit's stock taken (when it has a unit), the
 * order waiting 30 minutes for the host, its guests, the log, the host's alert event and the
 * business figures. A flash-book order then takes the host's accept (the same transition, its
 * log entry by the system and its figures), so it never waits: its alert says "new order"
 * without the Accept a waiting one offers (alerts/push.ts reads the state when it sends).
 */
async function writeBookedOrder(db: Db, order: NewOrder, now: number): Promise<OrderRow> {
  return inTransaction(db, async (trx) => {
    const bookingId = order.unitId === null ? null
      : (await reserveStock(trx, { unitId: order.unitId, start: order.checkIn, end: order.checkOut, count: order.rooms, source: 'order', ref: order.orderNo }, now)).bookingId
    await trx.insertInto('orders').values({
      order_no: order.orderNo, user_id: order.userId, lodge_business: order.lodgeBusiness, unit_id: order.unitId, lu_id: order.luId,
      listing_title: order.title, store_name: order.storeName, room_type_name: order.roomTypeName, country: order.country, state: 'waitConfirm',
      check_in: order.checkIn, check_out: order.checkOut, nights: order.nights, rooms: order.rooms, guest_count: order.guests.length,
      has_minors: order.guests.some((g) => g.age < 18) ? 1 : 0,
      booker_name: order.booker.name, booker_phone: order.booker.phone, booker_country_code: order.booker.countryCode ?? '86',
      currency: order.currency, nightly: JSON.stringify(order.nightly), original_rent: order.originalRent, merchant_discount: order.amounts.merchantDiscount,
      rent: order.amounts.rent, service_fee: order.amounts.serviceFee, invoice_service_fee: order.amounts.invoiceServiceFee, income: order.amounts.income,
      platform_discount: order.amounts.platformDiscount, offers: order.offers && order.offers.length > 0 ? JSON.stringify(order.offers) : null,
      deposit: order.deposit, booking_id: bookingId, smart_lock: order.smartLock, cancellation_rule: order.cancellationRule,
      ...freshOrder(now),
      invoice_provider: order.invoiceProvider,
    }).execute()
    if (order.offers && order.offers.length > 0) {
      await trx.insertInto('order_offers').values(order.offers.map((offer) => ({
        order_no: order.orderNo, source: offer.source, offer_id: offer.id ?? '', user_id: order.userId, currency: order.currency,
        percent: offer.percent, nights: offer.nights, host_amount: offer.host, platform_amount: offer.platform,
      }))).execute()
    }
    await insertGuests(trx, order.orderNo, order.guests)
    await writeLog(trx, order.orderNo, 'book', { role: 'guest', operator: order.booker.name }, now, { nights: order.nights, rooms: order.rooms })
    await writeEvent(trx, { user_id: order.userId, order_no: order.orderNo, lodge_business: order.lodgeBusiness }, 'new', now)
    const booked = (await findOrder(trx, order.orderNo))!
    await keepOrderFigures(trx, null, booked)
    if (!order.flashBook) return booked
    return transition(trx, booked, 'accept', SYSTEM_ACTOR, now, { patch: acceptPatch(now), detail: { flashBook: 1 } })
  })
}

/** The columns every new order starts with: waiting 30 minutes for the host, nothing paid, refunded, insured or settled. */
export function freshOrder(now: number) {
  return {
    confirm_deadline: now + CONFIRM_WINDOW_MINUTES * MINUTE_MS, pay_deadline: null, paid_at: null, checked_out_at: null,
    cancel_reason: null, cancelled_by: null, refund_amount: null, refund_state: null, refunded_at: null,
    reject_reason: null, reject_explanation: null, closed_dates: null,
    insurance_state: 'none', insurance_policy_no: null, insurance_premium: null, insured_name: null,
    invoice_provider: 'platform', invoice_state: 'notRequested', invoice_title: null, invoice_requested_at: null,
    settlement_state: 'pending', settled_at: null, created_at: now, updated_at: now, version: 1,
  } as const
}

export async function insertGuests(db: Db, orderNo: string, guests: readonly GuestInput[]): Promise<void> {
  await db.insertInto('order_guests').values(guests.map((g, position) => ({
    id: randomUUID(), order_no: orderNo, position, name: g.name, credential_type: g.credentialType,
    credential_no: normaliseCredential(g.credentialNo), age: g.age, issuing_place: g.issuingPlace ?? null, checked_in_at: null,
  }))).execute()
}

/** ID numbers compare without spaces and in upper case (a lowercase x is the same check digit). */
export function normaliseCredential(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/**
 * The best of the listing's stay tier and early-bird discount for this stay ("zhe": 9 = pay
 * 90 %), or null. Discounts do not add up: the smallest number wins.
 */
/** Business rules 9: a blacklisted or offline host's listings are not bookable while the penalty is in force (decision 0060). */
async function notSuspended(db: Db, userId: number, now: number): Promise<void> {
  const suspended = await suspensionOf(db, userId, now)
  if (suspended) throw refused('hostSuspended')
}

/**
 * The stay's discounts night by night when a promotion or joined activity prices at least one
 * night better than the listing's own discount; null otherwise (the caller keeps the listing's
 * discount on the whole rent). Discounts do not add up: each night has its best.
 */
async function stayDiscounts(
  db: Db, unitId: string, nightly: ReadonlyArray<{ date: string; price: number }>, rooms: number, listing: NightOffer[],
  stay: { bookedOn: string; nights: number },
): Promise<ReturnType<typeof discountNights> | null> {
  const market = await unitOffers(db, unitId, nightly.map((n) => n.date), stay)
  const perNight = nightly.map((_, i) => [...listing, ...(market[i] ?? [])])
  if (!perNight.some((offers) => { const best = bestOffer(offers); return best !== null && best.source !== 'listing' })) return null
  return discountNights(nightly, rooms, perNight)
}

function bestDiscount(discounts: { stayTiers: { nights: number; discount: number }[]; earlyBird?: { days: number; discount: number } } | undefined, nights: number, checkIn: string, today: string): number | null {
  if (!discounts) return null
  const found: number[] = discounts.stayTiers.filter((tier) => nights >= tier.nights).map((tier) => tier.discount)
  if (discounts.earlyBird) {
    const ahead = Math.round((Date.parse(`${checkIn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
    if (ahead >= discounts.earlyBird.days) found.push(discounts.earlyBird.discount)
  }
  return found.length > 0 ? Math.min(...found) : null
}

import type { Generated } from 'kysely'

/** An order (decision 0025). Money in minor units of `currency`; dates 'yyyy-MM-dd'. */
export interface OrdersTable {
  order_no: string
  user_id: number
  /** house | store */
  lodge_business: string
  /** The calendar unit `lu:{luId}`; null for hotel orders until hotels have calendars. */
  unit_id: string | null
  lu_id: string | null
  listing_title: string
  store_name: string | null
  room_type_name: string | null
  /** The unit's country (ISO alpha-3): its zone decides "today" for check-in. */
  country: string
  state: string
  check_in: string
  check_out: string
  nights: number
  rooms: number
  guest_count: number
  has_minors: number
  booker_name: string
  booker_phone: string
  booker_country_code: string
  currency: string
  /** JSON [{date, price}] of the nights' prices (minor units, per room) when booked. */
  nightly: string
  original_rent: number
  merchant_discount: number
  rent: number
  service_fee: number
  invoice_service_fee: number
  income: number
  deposit: number
  /** The calendar booking holding the stock (released on cancel, refusal, timeouts). */
  booking_id: string | null
  confirm_deadline: number | null
  pay_deadline: number | null
  paid_at: number | null
  checked_out_at: number | null
  cancel_reason: string | null
  cancelled_by: string | null
  refund_amount: number | null
  refund_state: string | null
  refunded_at: number | null
  reject_reason: string | null
  reject_explanation: string | null
  /** JSON string[] of the nights a refusal closed. */
  closed_dates: string | null
  insurance_state: string
  insurance_policy_no: string | null
  insurance_premium: number | null
  insured_name: string | null
  invoice_provider: string
  invoice_state: string
  invoice_title: string | null
  /** When the guest asked for the invoice (decision 0056). */
  invoice_requested_at: number | null
  smart_lock: string | null
  settlement_state: string
  settled_at: number | null
  /** The platform's share of the discount (minor units), paid back to the host (decision 0058). */
  platform_discount: Generated<number>
  /** JSON [{source, id, percent, nights, host, platform}] of the offers that priced the nights, or null. */
  offers: string | null
  cancellation_rule: string
  created_at: number
  updated_at: number
  version: number
}

export interface OrderGuestsTable {
  id: string
  order_no: string
  position: number
  name: string
  credential_type: string
  credential_no: string
  age: number
  issuing_place: string | null
  checked_in_at: number | null
}

export interface OrderLogsTable {
  id: string
  order_no: string
  at: number
  /** Order of entries written in the same millisecond. */
  seq: number
  action: string
  role: string
  operator: string
  /** JSON object of strings and numbers. */
  detail: string
}

/** A new or cancelled order, for the host's voice alert (read once) and push (sent once). */
export interface OrderEventsTable {
  id: string
  user_id: number
  order_no: string
  /** new | cancelled */
  kind: string
  lodge_business: string
  created_at: number
  voice_read_at: number | null
  pushed_at: number | null
}

export interface OrderRenewalsTable {
  id: string
  order_no: string
  state: string
  nights: number
  new_check_out: string
  rent: number
  booking_id: string | null
  confirm_deadline: number | null
  pay_deadline: number | null
  reject_reason: string | null
  created_at: number
  updated_at: number
}

export interface OrderDisputesTable {
  order_no: string
  state: string
  amount: number
  reason: string
  claimed_at: number
  guest_answered_at: number | null
  auto_refund_at: number | null
  escalated_at: number | null
  resolution: string | null
  refunded: number | null
  updated_at: number
}

/** One offer that priced nights of an order: the host's and the platform's parts (minor units of the order's currency). */
export interface OrderOffersTable {
  order_no: string
  /** listing | promotion | activity */
  source: string
  /** The promotion's or activity's id; '' for the listing's own discount. */
  offer_id: string
  user_id: number
  currency: string
  percent: number
  nights: number
  host_amount: number
  platform_amount: number
}

/** A guest's ID checked at check-in (decision 0081): numbered per host, seq 1 free. */
export interface IdChecksTable {
  id: Generated<number>
  user_id: number
  seq: number
  order_no: string
  guest_id: string
  /** fen charged to the wallet (0: free) */
  fee: number
  created_at: number
}

/** The tables of orders: guests, logs, events, renewals, disputes, offers, ID checks. */
export interface OrderTables {
  orders: OrdersTable
  order_guests: OrderGuestsTable
  order_logs: OrderLogsTable
  order_events: OrderEventsTable
  order_renewals: OrderRenewalsTable
  order_disputes: OrderDisputesTable
  order_offers: OrderOffersTable
  id_checks: IdChecksTable
}

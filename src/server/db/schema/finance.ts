import type { Generated } from 'kysely'

/** A settlement statement (decision 0054): amounts in minor units of `currency`; destination is JSON (src/domain/settlement/endpoints.ts Destination). */
export interface SettlementStatementsTable {
  id: Generated<number>
  serial_no: string
  user_id: number
  /** toSettle | settled */
  state: string
  currency: string
  settlement_date: string
  cycle_from: string
  cycle_to: string
  orders: number
  amount_due: number
  third_party_fee: number
  actual_amount: number
  destination: string
  created_at: number
  settled_at: number | null
}

/** An ended stay with its split (minor units of the order's `currency`); statement_id null until it is in a statement. */
export interface SettlementItemsTable {
  order_no: string
  user_id: number
  lodge_business: string
  listing_title: string
  store_name: string | null
  room_type_name: string | null
  check_in: string
  check_out: string
  stay_end: string
  nights: number
  currency: string
  original_rent: number
  merchant_discount: number
  /** The platform's share of the discount (decision 0067); 0 in items of before it that had none. */
  platform_discount: Generated<number>
  rent: number
  service_fee: number
  invoice_service_fee: number
  income: number
  settlement_date: string
  statement_id: number | null
  /** units of the statement's currency per unit of the order's */
  rate: string | null
  settled_amount: number | null
  created_at: number
}

/** An invoice title of a host's (decision 0056): value is JSON (src/domain/invoice/rules.ts InvoiceTitleValue). */
export interface InvoiceTitlesTable {
  id: string
  user_id: number
  value: string
  created_at: number
  updated_at: number
  deleted_at: number | null
}

/** A shipping address of a host's: value is JSON (ShippingAddressValue); region the division names. */
export interface ShippingAddressesTable {
  id: string
  user_id: number
  value: string
  region: string
  is_default: number
  created_at: number
  updated_at: number
  deleted_at: number | null
}

/** An invoice applied for (fen); title and address are JSON snapshots as applied with. */
export interface InvoicesTable {
  invoice_no: string
  user_id: number
  /** JSON list of 'YYYY-MM' */
  months: string
  amount: number
  invoice_type: string
  title: string
  address: string
  state: string
  fail_reason: string | null
  issued_number: string | null
  issued_at: number | null
  mailing_state: string | null
  courier: string | null
  tracking_no: string | null
  mailed_at: number | null
  reversal_state: string | null
  reversal_reason: string | null
  reversal_note: string | null
  reversal_asked_at: number | null
  created_at: number
  updated_at: number
}

/** A bill month a live invoice holds: one at most per host and month. */
export interface InvoiceMonthsTable {
  user_id: number
  month: string
  invoice_no: string
}

/** The tables of finance: settlement statements and items, invoices, invoice titles, shipping addresses. */
export interface FinanceTables {
  settlement_statements: SettlementStatementsTable
  settlement_items: SettlementItemsTable
  invoice_titles: InvoiceTitlesTable
  shipping_addresses: ShippingAddressesTable
  invoices: InvoicesTable
  invoice_months: InvoiceMonthsTable
}

import { z } from 'zod/mini'
import { isDate } from '../calendar/dates'
import type { EndpointDef } from '../endpoint-types'
import { LODGE_BUSINESS } from '../order/enums'
import { pageFields } from '../paging'
import { streamHead } from '../stream-head'
import { EXPORT_LANGS } from '../wallet/endpoints'
import { FOREIGN_ACCOUNT_LIMITS, OPEN_CHANGE_STATES } from './foreign-account'
import { isMonth, STATEMENT_CURRENCIES, STATEMENT_STATES } from './rules'

const str = z.string()
const int = z.number()
const date = z.string().check(z.refine(isDate))
/** An optional date filter: '' or a real day. */
const dateFilter = z._default(z.string().check(z.refine((v) => v === '' || isDate(v))), '')
const serialNo = z.string().check(z.maxLength(40))

/** Where a statement's money goes: the host's wallet, or the foreign bank account the business manager keeps. */
export const foreignAccount = z.object({
  currency: z.enum(STATEMENT_CURRENCIES),
  accountName: str,
  accountNumber: str,
  bankName: str,
  swiftCode: str,
  bankAddress: str,
  bankCode: str,
})
export type ForeignAccount = z.infer<typeof foreignAccount>

export const destination = z.union([
  z.object({ kind: z.literal('wallet') }),
  z.object({ kind: z.literal('bank'), account: foreignAccount }),
])
export type Destination = z.infer<typeof destination>

/** A settlement statement (business rules 3): minor units of `currency`. */
export const statement = z.object({
  serialNo: str,
  state: z.enum(STATEMENT_STATES),
  currency: z.enum(STATEMENT_CURRENCIES),
  /** The day it is (or was) settled: the third working day after its stays ended. */
  settlementDate: date,
  /** The settlement cycle: the first and last day the statement's stays ended. */
  cycleFrom: date,
  cycleTo: date,
  orders: int,
  /** Amount to be settled: the orders' income in the statement's currency. */
  amountDue: int,
  thirdPartyFee: int,
  /** What reaches the wallet or the bank. */
  actualAmount: int,
  /** Settlement rates of the orders' currencies into the statement's (none when all are in it). */
  rates: z.array(z.object({ from: str, rate: str })),
  destination,
  createdAt: int,
  settledAt: z.nullable(int),
})
export type Statement = z.infer<typeof statement>

/** An ended stay and its split (business rules 3 "order settlement and split info"). */
export const settlementItem = z.object({
  orderNo: str,
  lodgeBusiness: z.enum(LODGE_BUSINESS),
  listingTitle: str,
  storeName: z.nullable(str),
  roomTypeName: z.nullable(str),
  checkIn: date,
  checkOut: date,
  /** The day the stay ended (the guest may have left early). */
  stayEnd: date,
  nights: int,
  /** The order's currency; the amounts below are in its minor units. */
  currency: str,
  /** The order's breakdown (src/domain/order/amounts.ts), as its detail shows it. */
  originalRent: int,
  merchantDiscount: int,
  platformDiscount: int,
  rent: int,
  serviceFee: int,
  invoiceServiceFee: int,
  income: int,
  settlementDate: date,
  /** null: not in a statement yet (an overseas host without a bank account on record). */
  statementSerial: z.nullable(str),
  statementState: z.nullable(z.enum(STATEMENT_STATES)),
  statementCurrency: z.nullable(z.enum(STATEMENT_CURRENCIES)),
  rate: z.nullable(str),
  /** The income in the statement's currency. */
  settledAmount: z.nullable(int),
})
export type SettlementItem = z.infer<typeof settlementItem>

/** A bill's sums in one currency (the orders' currency). */
export const billTotals = z.object({
  currency: str,
  orders: int,
  nights: int,
  /** The sums of the orders' breakdowns: they add up as one order's do. */
  originalRent: int,
  merchantDiscount: int,
  platformDiscount: int,
  rent: int,
  serviceFee: int,
  invoiceServiceFee: int,
  income: int,
  /** Income of the orders whose statement is settled / not settled yet. */
  settled: int,
  toSettle: int,
})
export type BillTotals = z.infer<typeof billTotals>

export const statementFilter = {
  state: z._default(z.enum([...STATEMENT_STATES, '']), ''),
  /** Settlement dates from and to, inclusive. */
  from: dateFilter,
  to: dateFilter,
  serialNo: z._default(serialNo, ''),
}

const month = z.string().check(z.refine(isMonth))

/** The account a host types: loose text (the rule of ./foreign-account.ts answers each field with its key), bounded. */
const typed = (max: number) => z.string().check(z.maxLength(max))
export const foreignAccountValue = z.object({
  currency: typed(10),
  accountName: typed(FOREIGN_ACCOUNT_LIMITS.accountName + 50),
  accountNumber: typed(FOREIGN_ACCOUNT_LIMITS.accountNumber + 30),
  bankName: typed(FOREIGN_ACCOUNT_LIMITS.bankName + 50),
  swiftCode: typed(40),
  bankAddress: typed(FOREIGN_ACCOUNT_LIMITS.bankAddress + 50),
  bankCode: typed(FOREIGN_ACCOUNT_LIMITS.bankCode + 30),
})

/** The change of the account the host submitted and staff have not approved: waiting, or rejected with the reason. */
export const foreignAccountChange = z.object({
  state: z.enum(OPEN_CHANGE_STATES),
  account: foreignAccount,
  reason: z.nullable(str),
  submittedAt: int,
  decidedAt: z.nullable(int),
})
export type ForeignAccountChange = z.infer<typeof foreignAccountChange>

/** The overseas host's foreign bank account: the one statements are paid to, and the change waiting for staff. */
export const foreignAccountState = z.object({
  /** On record: statements are paid to it (null until staff record or approve one). */
  account: z.nullable(foreignAccount),
  change: z.nullable(foreignAccountChange),
})
export type ForeignAccountState = z.infer<typeof foreignAccountState>

/** Settlement (spec 7 finance "settlement detail and export", "settle bills"; issue 16), spread into the endpoint table. */
export const settlementEndpoints = {
  /** settle/detail: the host's statements, newest settlement date first, with where they are paid. */
  settleStatementList: {
    service: 'finance', method: 'GET', path: '/settle/statements', encoding: 'query', access: 'session',
    request: z.object({ ...pageFields, ...statementFilter }),
    response: z.object({
      list: z.array(statement),
      total: int,
      /** Where the next statements go: null for an overseas host whose bank account is not on record yet. */
      destination: z.nullable(destination),
      /** Ended stays not in a statement yet (waiting for the bank account). */
      waiting: z.object({ orders: int }),
    }),
  },
  /** One statement with its orders (paged). */
  settleStatementDetail: {
    service: 'finance', method: 'GET', path: '/settle/statement', encoding: 'query', access: 'session',
    request: z.object({ ...pageFields, serialNo: serialNo.check(z.minLength(1)) }),
    response: z.object({ statement, items: z.array(settlementItem), total: int }),
  },
  /**
   * The orders of the statements the filter finds, as CSV with their split (EndpointDef.stream);
   * refused with downloadTooMany when they are over DOWNLOAD_MAX_ITEMS.
   */
  settleExport: {
    service: 'finance', method: 'GET', path: '/settle/export', encoding: 'query', access: 'session', stream: 'csv',
    request: z.object({ ...statementFilter, lang: z.optional(z.enum(EXPORT_LANGS)) }),
    response: streamHead,
  },
  /** settle/monthlyBillDetail: a month's bill (stays that ended in it), its sums, and the last 12 months' income. */
  settleBill: {
    service: 'finance', method: 'GET', path: '/settle/bill', encoding: 'query', access: 'session',
    request: z.object({ ...pageFields, month }),
    response: z.object({
      month: str,
      totals: z.array(billTotals),
      items: z.array(settlementItem),
      total: int,
      /** The 12 months up to `month`, oldest first: orders and income per currency. */
      recent: z.array(z.object({ month: str, currency: str, orders: int, income: int })),
    }),
  },
  /** The overseas host's foreign bank account and the change of it waiting for staff (mainland hosts: noPermission). */
  foreignAccountGet: {
    service: 'finance', method: 'GET', path: '/settle/foreign-account', encoding: 'query', access: 'session',
    request: z.object({}),
    response: foreignAccountState,
  },
  /** Submits a change of the account for staff to review (replaces an open one); the account on record is paid until approved. */
  foreignAccountSubmit: {
    service: 'finance', method: 'POST', path: '/settle/foreign-account/submit', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({ value: foreignAccountValue }),
    response: foreignAccountState,
    idempotent: true,
  },
  /** Withdraws the open change (waiting or rejected); nothing open answers the state as it is. */
  foreignAccountWithdraw: {
    service: 'finance', method: 'POST', path: '/settle/foreign-account/withdraw', encoding: 'json', access: 'session',
    failure: 'operation',
    request: z.object({}),
    response: foreignAccountState,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>

import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { pageFields } from '../paging'
import { streamHead } from '../stream-head'
import { EXPORT_LANGS } from '../wallet/endpoints'
import { INVOICE_STATES, INVOICE_TYPES, MAILING_STATES, MAX_INVOICE_MONTHS, REVERSAL_STATES } from './rules'

const str = z.string()
const int = z.number()
const id = z.string().check(z.minLength(1), z.maxLength(40))
const field = (max: number) => z.string().check(z.maxLength(max))

export const invoiceTitleValue = z.object({
  companyName: field(200),
  taxpayerId: field(40),
  invoiceType: z.enum(INVOICE_TYPES),
  companyAddress: field(200),
  companyPhone: field(40),
  bankName: field(100),
  bankAccount: field(60),
  email: field(254),
})
export const invoiceTitle = z.object({ id: str, value: invoiceTitleValue, updatedAt: int })
export type InvoiceTitle = z.infer<typeof invoiceTitle>

export const shippingAddressValue = z.object({
  name: field(40),
  mobile: field(20),
  provinceId: field(12),
  cityId: field(12),
  districtId: field(12),
  detail: field(200),
})
export const shippingAddress = z.object({
  id: str,
  value: shippingAddressValue,
  /** The region's names, province to district, in Chinese. */
  region: str,
  isDefault: z.boolean(),
  updatedAt: int,
})
export type ShippingAddress = z.infer<typeof shippingAddress>

/** A bill month as invoicing sees it: its fees in RMB fen and whether it can be applied for. */
export const invoicePeriod = z.object({
  month: str,
  orders: int,
  /** Service fee and invoice service fee the platform charged on the month's stays (fen). */
  fees: int,
  /** canApply; settling: a stay of the month is not settled yet; applied: a live invoice holds it. */
  state: z.enum(['canApply', 'settling', 'applied']),
  invoiceNo: z.nullable(str),
})
export type InvoicePeriod = z.infer<typeof invoicePeriod>

export const invoice = z.object({
  invoiceNo: str,
  months: z.array(str),
  /** fen */
  amount: int,
  invoiceType: z.enum(INVOICE_TYPES),
  title: invoiceTitleValue,
  address: z.object({ name: str, mobile: str, region: str, detail: str }),
  state: z.enum(INVOICE_STATES),
  failReason: z.nullable(str),
  /** The tax authority's number of the issued invoice. */
  issuedNumber: z.nullable(str),
  issuedAt: z.nullable(int),
  mailing: z.nullable(z.object({ state: z.enum(MAILING_STATES), courier: z.nullable(str), trackingNo: z.nullable(str), mailedAt: z.nullable(int) })),
  reversal: z.nullable(z.object({ state: z.enum(REVERSAL_STATES), reason: str, note: z.nullable(str), askedAt: int })),
  /** The host may ask for a red reversal now. */
  canReverse: z.boolean(),
  createdAt: int,
})
export type Invoice = z.infer<typeof invoice>

/** Why the host cannot invoice (business rules 8 "Invoicing blocked"), or null. */
export const invoiceBlock = z.nullable(z.enum(['invoiceRealNameRequired', 'invoiceListingNotApproved']))

const stateFilter = z._default(z.enum([...INVOICE_STATES, '']), '')

/** Invoices (spec 7 finance "invoice parties, hotel invoices, addresses"; issue 16; decision 0056), spread into the endpoint table. */
export const invoiceEndpoints = {
  invoiceTitleList: {
    service: 'finance', method: 'GET', path: '/invoice/titles', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(invoiceTitle) }),
  },
  /** Adds (a new id) or changes one of the host's titles. */
  invoiceTitleSave: {
    service: 'finance', method: 'POST', path: '/invoice/title/save', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ id, value: invoiceTitleValue }),
    response: invoiceTitle,
    idempotent: true,
  },
  invoiceTitleDelete: {
    service: 'finance', method: 'POST', path: '/invoice/title/delete', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ id }),
    response: z.object({ id: str }),
    idempotent: true,
  },
  shippingAddressList: {
    service: 'finance', method: 'GET', path: '/invoice/addresses', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(shippingAddress) }),
  },
  /** Adds (a new id) or changes an address; `isDefault` makes it the default (the first is the default anyway). */
  shippingAddressSave: {
    service: 'finance', method: 'POST', path: '/invoice/address/save', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ id, value: shippingAddressValue, isDefault: z._default(z.boolean(), false) }),
    response: shippingAddress,
    idempotent: true,
  },
  shippingAddressDelete: {
    service: 'finance', method: 'POST', path: '/invoice/address/delete', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ id }),
    response: z.object({ id: str }),
    idempotent: true,
  },
  shippingAddressSetDefault: {
    service: 'finance', method: 'POST', path: '/invoice/address/default', encoding: 'json', access: 'session',
    failure: 'setting',
    request: z.object({ id }),
    response: z.object({ id: str }),
    idempotent: true,
  },
  /** The bill months from January 2022 that have fees, newest first, and whether invoicing is blocked. */
  invoicePeriods: {
    service: 'finance', method: 'GET', path: '/invoice/periods', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(invoicePeriod), blocked: invoiceBlock }),
  },
  /** Applies for one invoice over bill months that can be applied for. */
  invoiceApply: {
    service: 'finance', method: 'POST', path: '/invoice/apply', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({ months: z.array(z.string().check(z.maxLength(7))).check(z.maxLength(MAX_INVOICE_MONTHS)), titleId: z.string().check(z.maxLength(40)), addressId: z.string().check(z.maxLength(40)) }),
    response: invoice,
    idempotent: true,
  },
  invoiceList: {
    service: 'finance', method: 'GET', path: '/invoice/list', encoding: 'query', access: 'session',
    request: z.object({ ...pageFields, state: stateFilter }),
    response: z.object({ list: z.array(invoice), total: int }),
  },
  /** Asks for a red reversal of an issued invoice, with the reason. */
  invoiceReversal: {
    service: 'finance', method: 'POST', path: '/invoice/reversal', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({ invoiceNo: id, reason: z.string().check(z.maxLength(400)) }),
    response: invoice,
    idempotent: true,
  },
  /** The invoices of a state (or all) as CSV; over DOWNLOAD_MAX_ITEMS refused with downloadTooMany. */
  invoiceDownload: {
    service: 'finance', method: 'GET', path: '/invoice/download', encoding: 'query', access: 'session', stream: 'csv',
    request: z.object({ state: stateFilter, lang: z.optional(z.enum(EXPORT_LANGS)) }),
    response: streamHead,
  },
} as const satisfies Record<string, EndpointDef>

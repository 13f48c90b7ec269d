import { INVOICE_SERVICE_FEE_BP, MINOR_PER_MAJOR, SERVICE_FEE_BP } from './constants'

/**
 * An order's money, in minor units of its currency (decision 0067): the one breakdown the server
 * stores and sends and every screen shows. Two sums always hold:
 *   originalRent = merchantDiscount + platformDiscount + rent
 *   rent + platformDiscount = serviceFee + invoiceServiceFee + income
 */
export type OrderAmounts = {
  /** The nights' prices before any discount. */
  originalRent: number
  /** The part of the discount the host bears. */
  merchantDiscount: number
  /** The part of an activity's discount the platform bears: paid back to the host with the income (decision 0058). */
  platformDiscount: number
  /** What the guest pays for the nights (after both discounts). */
  rent: number
  /** The platform's commission: 10 % of what the host is paid for the nights (rent + platform discount). */
  serviceFee: number
  /** 0.6 % of the same when the platform issues the guest's invoice. */
  invoiceServiceFee: number
  /** What the host is paid: rent + platform discount - service fee - invoice service fee. */
  income: number
}

/**
 * The amounts of an order from the nights' prices (before discount), the host's discount and the
 * platform's share of an activity discount (paid back to the host: the income is as if the guest
 * had paid it): service fee 10 % of what the host is paid for the nights, invoice service fee
 * 0.6 % when the platform invoices. Fees are rounded half up to the minor unit. A discount is
 * never more than what is left to discount (the host's first), so the sums above hold for any input.
 */
export function orderAmounts(input: { originalRent: number; merchantDiscount: number; invoiceByPlatform: boolean; platformDiscount?: number }): OrderAmounts {
  const originalRent = Math.max(0, input.originalRent)
  const merchantDiscount = clamp(input.merchantDiscount, originalRent)
  const platformDiscount = clamp(input.platformDiscount ?? 0, originalRent - merchantDiscount)
  const rent = originalRent - merchantDiscount - platformDiscount
  // the fees are on what the host is paid for the nights: what the guest pays and the platform's share
  const charged = rent + platformDiscount
  const serviceFee = Math.round((charged * SERVICE_FEE_BP) / 10_000)
  const invoiceServiceFee = input.invoiceByPlatform ? Math.round((charged * INVOICE_SERVICE_FEE_BP) / 10_000) : 0
  return { originalRent, merchantDiscount, platformDiscount, rent, serviceFee, invoiceServiceFee, income: charged - serviceFee - invoiceServiceFee }
}

/** What the platform keeps of an order: its service fee and invoice service fee. */
export function platformCommission(amounts: Pick<OrderAmounts, 'serviceFee' | 'invoiceServiceFee'>): number {
  return amounts.serviceFee + amounts.invoiceServiceFee
}

/** One line of the breakdown: `less` and `add` move the running figure, `subtotal` and `total` are it. */
export type AmountRow = {
  key: AmountRowKey
  kind: 'start' | 'less' | 'add' | 'subtotal' | 'total'
  /** Who bears a discount. */
  bearer?: 'host' | 'platform'
  /** Never negative: `kind` says which way it goes. */
  amount: number
}
export type AmountRowKey =
  | 'originalRent' | 'merchantDiscount' | 'platformDiscount' | 'guestPaid' | 'platformDiscountPaidBack'
  | 'serviceFee' | 'invoiceServiceFee' | 'income'

/**
 * The breakdown as an order's detail and its bill show it, top-down from the nights' price to the
 * host's income: original rent, less the host's discount and the platform's (when there is one),
 * what the guest paid; plus the platform's share paid back, less the service fee (commission)
 * and the invoice service fee: the income. Works on one order or on a bill's sums alike.
 */
export function amountRows(amounts: OrderAmounts): AmountRow[] {
  const platform = amounts.platformDiscount > 0
  return [
    { key: 'originalRent', kind: 'start', amount: amounts.originalRent },
    { key: 'merchantDiscount', kind: 'less', bearer: 'host', amount: amounts.merchantDiscount },
    ...(platform ? [{ key: 'platformDiscount', kind: 'less', bearer: 'platform', amount: amounts.platformDiscount } as const] : []),
    { key: 'guestPaid', kind: 'subtotal', amount: amounts.rent },
    ...(platform ? [{ key: 'platformDiscountPaidBack', kind: 'add', bearer: 'platform', amount: amounts.platformDiscount } as const] : []),
    { key: 'serviceFee', kind: 'less', amount: amounts.serviceFee },
    { key: 'invoiceServiceFee', kind: 'less', amount: amounts.invoiceServiceFee },
    { key: 'income', kind: 'total', amount: amounts.income },
  ]
}

/** Whether the amounts' parts add up to their wholes (the two sums of OrderAmounts), none negative. */
export function isBalanced(amounts: OrderAmounts): boolean {
  const parts = [amounts.originalRent, amounts.merchantDiscount, amounts.platformDiscount, amounts.rent, amounts.serviceFee, amounts.invoiceServiceFee, amounts.income]
  return parts.every((v) => Number.isSafeInteger(v) && v >= 0)
    && amounts.originalRent === amounts.merchantDiscount + amounts.platformDiscount + amounts.rent
    && amounts.rent + amounts.platformDiscount === amounts.serviceFee + amounts.invoiceServiceFee + amounts.income
}

/**
 * Modify and accept: the new rent is a whole number of major units from 1 to what the guest
 * agreed to (a host may lower the rent, never raise it after the booking).
 */
export function editChargeRange(rentMinor: number, currency: string): { min: number; max: number } {
  return { min: 1, max: Math.floor(rentMinor / minorPerMajor(currency)) }
}

export function minorPerMajor(currency: string): number {
  return MINOR_PER_MAJOR[currency] ?? 100
}

/** Whether `rent` (major units) is a valid edited charge. */
export function checkEditCharge(rent: number, range: { min: number; max: number }): boolean {
  return Number.isInteger(rent) && rent >= range.min && rent <= range.max
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, value), max)
}

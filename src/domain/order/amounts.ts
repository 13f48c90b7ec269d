import { INVOICE_SERVICE_FEE_BP, MINOR_PER_MAJOR, SERVICE_FEE_BP } from './constants'

/** An order's money, in minor units of its currency. */
export type OrderAmounts = {
  /** What the guest pays for the nights (after the discounts). */
  rent: number
  merchantDiscount: number
  /** The platform's share of an activity's discount: paid back to the host with the income (decision 0058). */
  platformDiscount: number
  serviceFee: number
  invoiceServiceFee: number
  /** What the host receives: rent - service fee - invoice service fee. */
  income: number
}

/**
 * The amounts of an order from the nights' prices (before discount), the host's discount and the
 * platform's share of an activity discount (paid back to the host: the income is as if the guest
 * had paid it): service fee 10 % of what the host is paid for the nights, invoice service fee
 * 0.6 % when the platform invoices. Fees are rounded half up to the minor unit.
 */
export function orderAmounts(input: { originalRent: number; merchantDiscount: number; invoiceByPlatform: boolean; platformDiscount?: number }): OrderAmounts {
  const platformDiscount = input.platformDiscount ?? 0
  const rent = Math.max(0, input.originalRent - input.merchantDiscount - platformDiscount)
  // the fees are on what the host is paid for the nights: what the guest pays and the platform's share
  const charged = rent + platformDiscount
  const serviceFee = Math.round((charged * SERVICE_FEE_BP) / 10_000)
  const invoiceServiceFee = input.invoiceByPlatform ? Math.round((charged * INVOICE_SERVICE_FEE_BP) / 10_000) : 0
  return { rent, merchantDiscount: input.merchantDiscount, platformDiscount, serviceFee, invoiceServiceFee, income: charged - serviceFee - invoiceServiceFee }
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

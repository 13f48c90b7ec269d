import { INVOICE_SERVICE_FEE_BP, MINOR_PER_MAJOR, SERVICE_FEE_BP } from './constants'

/** An order's money, in minor units of its currency. */
export type OrderAmounts = {
  /** What the guest pays for the nights (after the merchant discount). */
  rent: number
  merchantDiscount: number
  serviceFee: number
  invoiceServiceFee: number
  /** What the host receives: rent - service fee - invoice service fee. */
  income: number
}

/**
 * The amounts of an order from the nights' prices (before discount) and the host's discount:
 * service fee 10 % of the rent, invoice service fee 0.6 % when the platform invoices. Fees are
 * rounded half up to the minor unit.
 */
export function orderAmounts(input: { originalRent: number; merchantDiscount: number; invoiceByPlatform: boolean }): OrderAmounts {
  const rent = Math.max(0, input.originalRent - input.merchantDiscount)
  const serviceFee = Math.round((rent * SERVICE_FEE_BP) / 10_000)
  const invoiceServiceFee = input.invoiceByPlatform ? Math.round((rent * INVOICE_SERVICE_FEE_BP) / 10_000) : 0
  return { rent, merchantDiscount: input.merchantDiscount, serviceFee, invoiceServiceFee, income: rent - serviceFee - invoiceServiceFee }
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

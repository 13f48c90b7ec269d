import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OpField, OpKind } from '../../../domain/calendar/schemas'

type Role = 'system' | 'merchantWeb' | 'merchantMobile' | 'thirdParty'

/** Operating roles of business rules 6, as the record shows them. */
export const ROLE_TEXTS: Record<Role, MessageDescriptor> = {
  system: msg({ message: 'Internal system' }),
  merchantWeb: msg({ message: 'Merchant web' }),
  merchantMobile: msg({ message: 'Merchant mobile' }),
  thirdParty: msg({ message: 'Third party' }),
}

export const KIND_TEXTS: Record<OpKind, MessageDescriptor> = {
  set: msg({ message: 'Calendar edit' }),
  undo: msg({ message: 'Undo' }),
  import: msg({ message: 'Outside calendar import' }),
  booking: msg({ message: 'Booking' }),
  orderRefusal: msg({ message: 'Order refused: day closed' }),
}

export const FIELD_TEXTS: Record<OpField, MessageDescriptor> = {
  price: msg({ message: 'Price' }),
  stock: msg({ message: 'Stock' }),
  open: msg({ message: 'Open/closed' }),
  booked: msg({ message: 'Booked' }),
  blocked: msg({ message: 'Busy (outside calendar)' }),
}

/** A currency amount without decimals (calendar prices are whole units). */
export function priceFormatter(locale: string, currency: string): (price: number) => string {
  const key = `${locale}|${currency}`
  let format = FORMATTERS.get(key)
  if (!format) {
    let intl: Intl.NumberFormat
    try {
      intl = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en', {
        style: 'currency',
        currency: ISO_CURRENCY[currency] ?? currency,
        maximumFractionDigits: 0,
        minimumFractionDigits: 0,
      })
    } catch {
      intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    }
    // prices repeat across nights and units: each amount is formatted once
    const done = new Map<number, string>()
    format = (price: number) => {
      let text = done.get(price)
      if (text === undefined) {
        text = intl.format(price)
        done.set(price, text)
      }
      return text
    }
    FORMATTERS.set(key, format)
  }
  return format
}

const FORMATTERS = new Map<string, (price: number) => string>()

/** Listings store RMB; Intl knows the yuan as CNY. */
const ISO_CURRENCY: Record<string, string> = { RMB: 'CNY' }

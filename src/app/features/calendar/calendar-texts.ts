import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OpField, OpKind } from '../../../domain/calendar/schemas'
import type { StayRule } from '../../../domain/calendar/stay'

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
  minStay: msg({ message: 'Shortest stay' }),
  maxStay: msg({ message: 'Longest stay' }),
  closedToArrival: msg({ message: 'Arrival' }),
  closedToDeparture: msg({ message: 'Departure' }),
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

/**
 * A night's stay restrictions (decision 0079) as the grid marks them, in symbols every language
 * reads alike: ≥2 (at least 2 nights arriving), ≤7 (at most 7), ⇥ (no arrival), ⇤ (no departure);
 * empty when it has none. stayWords says the same in words (titles and screen readers).
 */
export function stayMark(stay: StayRule | undefined): string {
  if (!stay) return ''
  return [
    stay.minStay !== null ? `≥${stay.minStay}` : '',
    stay.maxStay !== null ? `≤${stay.maxStay}` : '',
    stay.closedToArrival ? '⇥' : '',
    stay.closedToDeparture ? '⇤' : '',
  ].join('')
}

export function stayWords(i18n: I18n, stay: StayRule | undefined): string {
  if (!stay) return ''
  return [
    stay.minStay !== null ? i18n._(msg`stays arriving need at least ${stay.minStay} nights`) : '',
    stay.maxStay !== null ? i18n._(msg`stays arriving have at most ${stay.maxStay} nights`) : '',
    stay.closedToArrival ? i18n._(msg`no arrival`) : '',
    stay.closedToDeparture ? i18n._(msg`no departure`) : '',
  ].filter(Boolean).join(', ')
}

import type { MessageKey } from '../messages'
import { daysBetween, isDate } from './dates'
import { CALENDAR_LIMITS } from './limits'
import type { CalendarChange } from './schemas'
import { isBeyondHorizon } from './window'

/** A rule failure on a field of a change (e.g. 'ranges.1.to', 'price.weekend'). */
export type CalendarFieldError = { field: string; key: MessageKey; params?: Record<string, string | number> }

const L = CALENDAR_LIMITS

function err(field: string, key: MessageKey, params?: Record<string, string | number>): CalendarFieldError {
  return params ? { field, key, params } : { field, key }
}

function priceErrors(field: string, n: number): CalendarFieldError[] {
  return Number.isInteger(n) && n >= L.price.min && n <= L.price.max ? [] : [err(field, 'calendarPriceRange', { ...L.price })]
}

/**
 * The rules of a calendar edit (business rules 5 and 9), for the form and the server alike.
 * `today` is the unit's local date (the server checks each unit against its own today).
 */
export function checkChange(change: CalendarChange, today: string): CalendarFieldError[] {
  const errors: CalendarFieldError[] = []
  if (change.unitIds.length === 0) errors.push(err('unitIds', 'required'))
  else if (change.unitIds.length > L.units) errors.push(err('unitIds', 'calendarUnitsTooMany', { max: L.units }))

  if (change.ranges.length === 0) errors.push(err('ranges', 'required'))
  else if (change.ranges.length > L.ranges) errors.push(err('ranges', 'calendarRangesTooMany', { max: L.ranges }))
  change.ranges.forEach((range, i) => {
    const at = `ranges.${i}`
    if (!isDate(range.from)) return errors.push(err(`${at}.from`, 'invalidValue'))
    if (!isDate(range.to)) return errors.push(err(`${at}.to`, 'invalidValue'))
    if (range.to < range.from) return errors.push(err(`${at}.to`, 'calendarRangeOrder'))
    if (daysBetween(range.from, range.to) >= L.rangeDays) return errors.push(err(`${at}.to`, 'calendarRangeTooLong', { max: L.rangeDays }))
    if (range.from < today) return errors.push(err(`${at}.from`, 'calendarPastDate'))
    if (isBeyondHorizon(range.to, today)) return errors.push(err(`${at}.to`, 'calendarBeyondHorizon'))
    return undefined
  })

  if (change.weekdays !== undefined) {
    if (change.weekdays.length === 0 || change.weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) {
      errors.push(err('weekdays', 'invalidValue'))
    }
  }

  let sets = 0
  if (typeof change.price === 'number') {
    sets += 1
    errors.push(...priceErrors('price', change.price))
  } else if (change.price) {
    for (const kind of ['weekday', 'weekend', 'holiday'] as const) {
      const n = change.price[kind]
      if (n === undefined) continue
      sets += 1
      errors.push(...priceErrors(`price.${kind}`, n))
    }
  }
  if (change.stock !== undefined) {
    sets += 1
    if (!Number.isInteger(change.stock) || change.stock < L.stock.min || change.stock > L.stock.max) {
      errors.push(err('stock', 'calendarStockRange', { ...L.stock }))
    }
  }
  if (change.open !== undefined) sets += 1
  if (sets === 0) errors.push(err('price', 'calendarNothingToChange'))
  return errors
}

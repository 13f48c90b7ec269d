import { datesFrom } from '../../../domain/calendar/dates'
import type { PricedNights } from '../../../domain/promotion/endpoints'

/**
 * The calendar's marks: per unit, each night a promotion or joined activity prices and its
 * percent off (the largest when several do: discounts do not add up, decision 0058).
 */
export function promoNights(list: readonly PricedNights[]): Map<string, Map<string, number>> {
  const byUnit = new Map<string, Map<string, number>>()
  for (const range of list) {
    const nights = byUnit.get(range.unitId) ?? byUnit.set(range.unitId, new Map()).get(range.unitId)!
    for (const date of datesFrom(range.from, range.to)) {
      if (range.weekdays.length > 0 && !range.weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay())) continue
      nights.set(date, Math.max(nights.get(date) ?? 0, range.percent))
    }
  }
  return byUnit
}

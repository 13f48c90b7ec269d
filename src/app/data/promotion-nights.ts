import { queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { registerEndpoints } from '../../client/endpoint-defs'
import { datesFrom } from '../../domain/calendar/dates'
import { promotionEndpoints, type PricedNights } from '../../domain/promotion/endpoints'

// the calendar reads its marks with the schemas at hand (decision 0043)
registerEndpoints('promotion', promotionEndpoints)

/** The nights promotions and joined activities price in a date window (the calendar's marks); the market screens refresh it after a change. */
export const promotionNightsQuery = (from: string, to: string) => queryOptions({
  queryKey: ['market', 'nights', from, to] as const,
  queryFn: () => call('promotionNights', { from, to }, { hideMessage: true }),
  staleTime: 60_000,
})

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

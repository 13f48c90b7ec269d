import { z } from 'zod/mini'
import { isDate } from '../calendar/dates'
import type { EndpointDef } from '../endpoint-types'
import { GRANULARITIES } from './figures'

const int = z.number()
const str = z.string()
const date = z.string().check(z.refine(isDate))

const figures = {
  orders: int, nights: int, rent: int, income: int, cancellations: int, refusals: int, available: int, occupancyBp: int, averagePrice: int,
}
export const businessPeriod = z.object({ start: str, ...figures })
export const businessListing = z.object({ luId: str, title: str, orders: int, nights: int, income: int, occupancyBp: int })

/** Business data (/data/business; issue 16), spread into the endpoint table. */
export const businessEndpoints = {
  /**
   * The host's figures over from..to (at most MAX_RANGE_DAYS) by day, week or month, for one
   * unit or all: amounts in `currency` (other sale currencies converted at today's rates).
   */
  businessData: {
    service: 'house', method: 'GET', path: '/data/business', encoding: 'query', access: 'session',
    request: z.object({ from: date, to: date, granularity: z.enum(GRANULARITIES), unitId: z._default(z.string().check(z.maxLength(60)), '') }),
    response: z.object({
      currency: str,
      periods: z.array(businessPeriod),
      totals: z.object(figures),
      listings: z.array(businessListing),
      units: z.array(z.object({ unitId: str, title: str })),
    }),
  },
} as const satisfies Record<string, EndpointDef>

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

/** How many months back the rebate figures reach. */
export const REBATE_MONTHS = { min: 1, max: 24, default: 12 } as const

const rebateFigures = { rebate: int, orders: int, nights: int }

/** Rebates (/data/rebate; issues 16 and 17, decision 0058): the platform's share of activity discounts, paid back with the stays' income. */
export const rebateEndpoints = {
  rebateData: {
    service: 'house', method: 'GET', path: '/data/rebate', encoding: 'query', access: 'session',
    request: z.object({ months: z._default(z.coerce.number().check(z.int(), z.gte(REBATE_MONTHS.min), z.lte(REBATE_MONTHS.max)), REBATE_MONTHS.default) }),
    response: z.object({
      /** The first month counted ('yyyy-MM'). */
      from: str,
      /** One block per currency the host sold in (minor units). */
      currencies: z.array(z.object({
        currency: str,
        totals: z.object({ ...rebateFigures, settled: int }),
        months: z.array(z.object({ month: str, ...rebateFigures })),
        activities: z.array(z.object({ id: str, name: str, ...rebateFigures })),
      })),
    }),
  },
} as const satisfies Record<string, EndpointDef>

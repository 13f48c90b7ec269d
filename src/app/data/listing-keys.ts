import { queryOptions } from '@tanstack/react-query'
import { call } from '../../client/api'
import { FLOW_ORDER, LISTING_GROUPS, type ListingStep } from '../../domain/listing/enums'
import { registerEndpoints } from '../../client/endpoint-defs'
import { listingEndpoints } from '../../domain/listing/endpoints'

// the schemas of this screen's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('listing', listingEndpoints)

/**
 * A listing's query keys, outbox items and step endpoints: what screens that only show a listing's
 * sync state need, without the local-first store's code (listing-draft.ts, Dexie).
 */

/** The steps in the flow's order. */
export const LISTING_STEPS = FLOW_ORDER

/** The endpoint that saves each step (the photos step saves its list with listingSetPhotos). */
export const STEP_ENDPOINTS = {
  address: 'listingSaveAddress',
  houseInfo: 'listingSaveInfo',
  facility: 'listingSaveFacility',
  houseDescribe: 'listingSaveDescribe',
  housePrice: 'listingSavePrice',
  houseOrder: 'listingSaveOrder',
  houseDiscount: 'listingSaveDiscount',
  housePhotos: 'listingSetPhotos',
} as const satisfies Record<ListingStep, string>

export const listingItem = (luId: string) => `listing:${luId}`
/** The outbox item of a step's saves; the photos share `listing:{luId}:photos` with their uploads (sent first). */
export const stepItem = (luId: string, step: ListingStep) =>
  step === 'housePhotos' ? `listing:${luId}:photos` : `listing:${luId}:${step}`

export const listingQueries = {
  all: ['listing'] as const,
  details: () => [...listingQueries.all, 'detail'] as const,
  detail: (luId: string) =>
    queryOptions({
      queryKey: [...listingQueries.details(), luId] as const,
      queryFn: () => call('listingGet', { luId }, { hideMessage: true }),
      staleTime: 30_000,
      retry: false,
    }),
  /** Every listing of the host, of every group (the record filter's choices, the share screen's destinations). */
  every: () =>
    queryOptions({
      queryKey: [...listingQueries.all, 'list', 'all'] as const,
      queryFn: async () => {
        const groups = await Promise.all(
          LISTING_GROUPS.map((group) => call('listingList', { group, offset: 0, length: 100 }, { hideMessage: true })),
        )
        return groups.flatMap((answer) => answer.list)
      },
    }),
}


import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { QueryKey } from '@tanstack/react-query'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'
import { listingQueries, STEP_ENDPOINTS } from './listing-keys'

/**
 * How the sync registry (src/app/shell/sync-registry.tsx) shows a listing step's write: its name,
 * the listing query to refetch, and a one-line summary of a step value (a 409's current value or
 * the host's refused one) instead of raw JSON.
 */
export const LISTING_STEP_SYNC: Record<(typeof STEP_ENDPOINTS)[keyof typeof STEP_ENDPOINTS], {
  label: MessageDescriptor
  queries: (entry: NotSyncedEntry) => QueryKey[]
  showCurrent: (value: unknown) => string
  showMine: (entry: NotSyncedEntry) => string
}> = {
  listingSaveAddress: entry(msg`Listing address`),
  listingSaveInfo: entry(msg`Listing overview`),
  listingSaveFacility: entry(msg`Listing facilities`),
  listingSaveDescribe: entry(msg`Listing description`),
  listingSavePrice: entry(msg`Listing price`),
  listingSaveOrder: entry(msg`Listing booking rules`),
  listingSaveDiscount: entry(msg`Listing discounts`),
  listingSetPhotos: entry(msg`Listing photos`),
}

/** The fields that say most about a step value, in order; the first ones present are shown. */
export function stepSummary(value: unknown): string {
  if (!value || typeof value !== 'object') return '—'
  const v = value as Record<string, unknown>
  const parts: string[] = []
  for (const key of SUMMARY_KEYS) {
    const field = v[key]
    if (typeof field === 'string' && field.trim()) parts.push(field.trim())
    else if (typeof field === 'number') parts.push(`${key} ${field}`)
    else if (Array.isArray(field)) parts.push(`${key} ×${field.length}`)
    if (parts.length >= 3) break
  }
  const text = parts.join(' · ') || '—'
  return text.length > 120 ? `${text.slice(0, 117)}…` : text
}

const SUMMARY_KEYS = [
  'title', 'address', 'doorNumber', 'priceWeekday', 'priceWeekend', 'priceHoliday', 'area', 'people', 'rooms',
  'facilities', 'photos', 'stayTiers', 'minStay', 'maxStay', 'cancellationRule', 'description',
]

function entry(label: MessageDescriptor) {
  return {
    label,
    queries: (e: NotSyncedEntry) => [listingQueries.detail(String(e.params.luId ?? '')).queryKey],
    showCurrent: (value: unknown) => stepSummary(value),
    showMine: (e: NotSyncedEntry) => stepSummary(e.params),
  }
}

import type { ComponentType, ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryKey } from '@tanstack/react-query'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'
import type { EndpointKey, LandlordCity } from '../../domain/endpoints'
import { CALENDAR_SYNC } from '../data/calendar-sync'
import { cityLabel, identityQueries } from '../data/identity'
import { LISTING_STEP_SYNC } from '../data/listing-sync'
import { HOTEL_SYNC } from '../data/hotel-sync'
import { orderQueries } from '../data/order-queries'
import { syncEditorOf } from './sync-editor-registry'
import type { NotSyncedEditorProps } from './sync-editor-registry'

/**
 * How the portal shows and resolves an outbox write of one endpoint (docs/decisions/0013-conflicts.md).
 * Every field is optional but the label: an endpoint without `Editor` offers retry / discard only.
 */
export type SyncEndpoint = {
  /** What the write was, in the header's not-synced list. */
  label: MessageDescriptor
  /** The queries that show the item: refetched when the host takes the server's value. */
  queries?: (entry: NotSyncedEntry) => QueryKey[]
  /** The server's current value of a 409 (its content.value), as the host reads it. */
  showCurrent?: (value: unknown, lang: string) => ReactNode
  /** The host's refused value, from the entry's params and meta. */
  showMine?: (entry: NotSyncedEntry, lang: string) => ReactNode
  /** Reopens the write's form prefilled; saving calls editNotSynced(entry.id, params). Lazy. */
  Editor?: ComponentType<NotSyncedEditorProps>
}

/** One line per endpoint whose writes go through the outbox (their editors: registerSyncEditors). Later areas add theirs here. */
export const SYNC_REGISTRY: Partial<Record<EndpointKey, SyncEndpoint>> = {
  updateLandlordInfo: {
    label: msg`City choice`,
    queries: () => [identityQueries.info().queryKey],
    showCurrent: (value, lang) => cityLabel(value as LandlordCity, lang) ?? '—',
    showMine: (entry, lang) => cityLabel(entry.meta as Partial<LandlordCity> as LandlordCity, lang) ?? String(entry.params.cityid ?? ''),
  },
  realNameSubmitOverseas: { label: msg`Passport verification` },
  realNameSubmitMainland: { label: msg`Real-name verification` },
  ...LISTING_STEP_SYNC,
  ...HOTEL_SYNC,
  calendarSet: CALENDAR_SYNC,
  orderConfirm: {
    label: msg`Order acceptance`,
    queries: () => [orderQueries.all],
    showMine: (entry) => String((entry.meta as { title?: string } | undefined)?.title ?? entry.params.orderNo ?? ''),
  },
}

export function syncEndpoint(endpoint: string): SyncEndpoint | undefined {
  if (!Object.hasOwn(SYNC_REGISTRY, endpoint)) return undefined
  const shown = SYNC_REGISTRY[endpoint as EndpointKey]
  const Editor = syncEditorOf(endpoint)
  return shown && Editor ? { ...shown, Editor } : shown
}

/** A value the registry cannot show: short text, never a crash. */
export function fallbackText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value !== 'object') return String(value)
  const text = JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 77)}…` : text
}

import { lazy } from 'react'
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

/** What an Editor gets: the refused entry; it re-sends through editNotSynced and then closes. */
export type NotSyncedEditorProps = { entry: NotSyncedEntry; onClose: () => void }

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

const CityEditor = lazy(() => import('../features/profile/city-editor').then((m) => ({ default: m.CityEditor })))
const CalendarChangeEditor = lazy(() => import('../features/calendar/change-editor').then((m) => ({ default: m.CalendarChangeEditor })))

/** One line per endpoint whose writes go through the outbox. Later areas add theirs here. */
export const SYNC_REGISTRY: Partial<Record<EndpointKey, SyncEndpoint>> = {
  updateLandlordInfo: {
    label: msg`City choice`,
    queries: () => [identityQueries.info().queryKey],
    showCurrent: (value, lang) => cityLabel(value as LandlordCity, lang) ?? '—',
    showMine: (entry, lang) => cityLabel(entry.meta as Partial<LandlordCity> as LandlordCity, lang) ?? String(entry.params.cityid ?? ''),
    Editor: CityEditor,
  },
  realNameSubmitOverseas: { label: msg`Passport verification` },
  realNameSubmitMainland: { label: msg`Real-name verification` },
  ...LISTING_STEP_SYNC,
  ...HOTEL_SYNC,
  calendarSet: { ...CALENDAR_SYNC, Editor: CalendarChangeEditor },
  orderConfirm: {
    label: msg`Order acceptance`,
    queries: () => [orderQueries.all],
    showMine: (entry) => String((entry.meta as { title?: string } | undefined)?.title ?? entry.params.orderNo ?? ''),
  },
}

export function syncEndpoint(endpoint: string): SyncEndpoint | undefined {
  return Object.hasOwn(SYNC_REGISTRY, endpoint) ? SYNC_REGISTRY[endpoint as EndpointKey] : undefined
}

/** A value the registry cannot show: short text, never a crash. */
export function fallbackText(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value !== 'object') return String(value)
  const text = JSON.stringify(value)
  return text.length > 80 ? `${text.slice(0, 77)}…` : text
}

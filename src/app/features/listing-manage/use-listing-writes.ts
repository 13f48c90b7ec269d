import { useCallback, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { enqueue, listNotSynced, listPending } from '../../data/outbox-lazy'
import type { NotSyncedEntry, OutboxEntry } from '../../../client/outbox/outbox-types'
import type { DeleteReason } from '../../../domain/listing/enums'
import { listingItem, listingQueries } from '../../data/listing-keys'
import { useOutboxRead } from '../../data/use-outbox-read'

const ENDPOINTS = new Set(['listingDelete', 'listingSetOnline'])
const FLASH_BOOK = 'flashBookUpdate'

export type ListingWrite = { entry: OutboxEntry | NotSyncedEntry; refused: boolean }
export type ListingWrites = { byListing: Map<string, ListingWrite>; flashBook: Map<string, ListingWrite> }

/** Flash-book switches have an item of their own: one never waits behind a listing's other writes. */
const flashBookItem = (luId: string) => `${listingItem(luId)}:flashBook`

/**
 * Taking a listing offline or online and deleting it go through the outbox (item `listing:{luId}`),
 * so they survive a lost connection, and so does switching its flash-book (decision 0078). Returns
 * each listing's waiting or refused write (and flash-book switch), and refetches the listings when
 * one left the queue.
 */
export function useListingWrites() {
  const queryClient = useQueryClient()
  const before = useRef(new Set<string>())
  const writes = useOutboxRead(
    async () => {
      const [pending, refused] = await Promise.all([listPending('listing:'), listNotSynced()])
      const next: ListingWrites = { byListing: new Map(), flashBook: new Map() }
      const keep = (entry: OutboxEntry | NotSyncedEntry, isRefused: boolean) => {
        const map = entry.endpoint === FLASH_BOOK ? next.flashBook : ENDPOINTS.has(entry.endpoint) ? next.byListing : null
        map?.set(String(entry.params.luId), { entry, refused: isRefused })
      }
      for (const entry of pending) keep(entry, false)
      for (const entry of refused) keep(entry, true)
      const now = new Set(pending.map((entry) => entry.id))
      if ([...before.current].some((id) => !now.has(id))) void queryClient.invalidateQueries({ queryKey: listingQueries.all })
      before.current = now
      return next
    },
    { byListing: new Map(), flashBook: new Map() } as ListingWrites,
    [queryClient],
  )

  const setOnline = useCallback(
    (luId: string, online: boolean) => enqueue({ endpoint: 'listingSetOnline', params: { luId, online }, item: listingItem(luId) }),
    [],
  )
  const remove = useCallback(
    (luId: string, reason: DeleteReason, note: string) =>
      enqueue({ endpoint: 'listingDelete', params: { luId, reason, ...(note.trim() ? { note: note.trim() } : {}) }, item: listingItem(luId) }),
    [],
  )
  const setFlashBook = useCallback(
    (luId: string, on: boolean) => enqueue({ endpoint: 'flashBookUpdate', params: { luId, on }, item: flashBookItem(luId) }),
    [],
  )
  return { writes: writes.byListing, flashBookWrites: writes.flashBook, setOnline, remove, setFlashBook }
}

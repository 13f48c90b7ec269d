import { useCallback, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { enqueue, listNotSynced, listPending } from '../../data/outbox-lazy'
import type { NotSyncedEntry, OutboxEntry } from '../../../client/outbox/outbox-types'
import type { DeleteReason } from '../../../domain/listing/enums'
import { listingItem, listingQueries } from '../../data/listing-keys'
import { useOutboxRead } from '../../data/use-outbox-read'

const ENDPOINTS = new Set(['listingDelete', 'listingSetOnline'])

export type ListingWrite = { entry: OutboxEntry | NotSyncedEntry; refused: boolean }

/**
 * Taking a listing offline or online and deleting it go through the outbox (item `listing:{luId}`),
 * so they survive a lost connection. Returns each listing's waiting or refused write, and refetches
 * the listings when one left the queue.
 */
export function useListingWrites() {
  const queryClient = useQueryClient()
  const before = useRef(new Set<string>())
  const writes = useOutboxRead(
    async () => {
      const [pending, refused] = await Promise.all([listPending('listing:'), listNotSynced()])
      const next = new Map<string, ListingWrite>()
      for (const entry of pending) if (ENDPOINTS.has(entry.endpoint)) next.set(String(entry.params.luId), { entry, refused: false })
      for (const entry of refused) if (ENDPOINTS.has(entry.endpoint)) next.set(String(entry.params.luId), { entry, refused: true })
      const now = new Set(pending.map((entry) => entry.id))
      if ([...before.current].some((id) => !now.has(id))) void queryClient.invalidateQueries({ queryKey: listingQueries.all })
      before.current = now
      return next
    },
    new Map<string, ListingWrite>(),
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
  return { writes, setOnline, remove }
}

import { useCallback, useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { enqueue, listNotSynced, listPending, onOutboxChange } from '../../../client/outbox/portal-outbox'
import type { NotSyncedEntry, OutboxEntry } from '../../../client/outbox/outbox-types'
import type { DeleteReason } from '../../../domain/listing/enums'
import { listingItem, listingQueries } from '../../data/listing-draft'

const ENDPOINTS = new Set(['listingDelete', 'listingSetOnline'])

export type ListingWrite = { entry: OutboxEntry | NotSyncedEntry; refused: boolean }

/**
 * Taking a listing offline or online and deleting it go through the outbox (item `listing:{luId}`),
 * so they survive a lost connection. Returns each listing's waiting or refused write, and refetches
 * the listings when one left the queue.
 */
export function useListingWrites() {
  const queryClient = useQueryClient()
  const [writes, setWrites] = useState<Map<string, ListingWrite>>(new Map())

  useEffect(() => {
    let live = true
    let before = new Set<string>()
    const read = async () => {
      const [pending, refused] = await Promise.all([listPending('listing:'), listNotSynced()])
      if (!live) return
      const next = new Map<string, ListingWrite>()
      for (const entry of pending) if (ENDPOINTS.has(entry.endpoint)) next.set(String(entry.params.luId), { entry, refused: false })
      for (const entry of refused) if (ENDPOINTS.has(entry.endpoint)) next.set(String(entry.params.luId), { entry, refused: true })
      const now = new Set(pending.map((entry) => entry.id))
      if ([...before].some((id) => !now.has(id))) void queryClient.invalidateQueries({ queryKey: listingQueries.all })
      before = now
      setWrites(next)
    }
    const reread = () => void read().catch(() => undefined)
    reread()
    const off = onOutboxChange(reread)
    return () => {
      live = false
      off()
    }
  }, [queryClient])

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

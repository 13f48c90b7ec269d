import { useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { enqueue, listNotSynced, listPending, discardNotSynced } from '../../data/outbox-lazy'
import type { NotSyncedEntry, OutboxEntry } from '../../../client/outbox/outbox-types'
import { useOutboxRead } from '../../data/use-outbox-read'
import { homeQueries } from '../../data/home-queries'
import { reviewQueries } from './review-queries'

/** The outbox item of one review: its reply is one write. */
export function reviewItem(id: string): string {
  return `review:${id}`
}

/** The reply goes through the outbox (decision 0057): written offline it waits, and is sent once. */
export function sendReply(id: string, content: string, meta: { title: string }): Promise<string> {
  return enqueue({ endpoint: 'commentReply', item: reviewItem(id), params: { id, content }, meta })
}

/** A refused reply is dropped from the outbox when the host writes it again (its text stays in the form). */
export function dropRefusedReply(entryId: string): Promise<void> {
  return discardNotSynced(entryId)
}

export type ReplyWrites = { pending: OutboxEntry | undefined; refused: NotSyncedEntry | undefined }

/** The review's reply waiting or refused in the outbox; the review is read again when one left the queue. */
export function useReplyWrites(id: string): ReplyWrites {
  const queryClient = useQueryClient()
  const before = useRef<string | undefined>(undefined)
  return useOutboxRead(
    async () => {
      const item = reviewItem(id)
      const [pending, refused] = await Promise.all([listPending(item), listNotSynced()])
      const now = { pending: pending.find((entry) => entry.item === item), refused: refused.find((entry) => entry.item === item) }
      if (before.current && now.pending?.id !== before.current) {
        void queryClient.invalidateQueries({ queryKey: reviewQueries.all })
        void queryClient.invalidateQueries({ queryKey: homeQueries.all })
      }
      before.current = now.pending?.id
      return now
    },
    { pending: undefined, refused: undefined },
    [queryClient, id],
    (a, b) => a.pending?.id === b.pending?.id && a.refused?.id === b.refused?.id,
  )
}

import { useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { enqueue, listNotSynced, listPending } from './outbox-lazy'
import { ORDER_ITEM_PREFIX } from '../../client/outbox/outbox-types'
import type { NotSyncedEntry, OutboxEntry } from '../../client/outbox/outbox-types'
import { refreshWaitingOrders } from './home-queries'
import { noteAcceptTapped } from './order-accepted'
import { orderQueries } from './order-queries'
import { useOutboxRead } from './use-outbox-read'

/** The outbox item of one order: its writes go in the host's order. */
export function orderItem(orderNo: string): string {
  return `${ORDER_ITEM_PREFIX}${orderNo}`
}

/** Accept goes through the outbox (decision 0029): it works offline and is sent once. */
export function acceptOrder(orderNo: string, meta: { title: string }): Promise<string> {
  const id = globalThis.crypto.randomUUID()
  // the word waits for it even when it reaches the server before a read of the queue sees it
  noteAcceptTapped(id, { orderNo, title: meta.title })
  return enqueue({ id, endpoint: 'orderConfirm', item: orderItem(orderNo), params: { orderNo }, meta })
}

export type OrderWrites = { pending: OutboxEntry[]; refused: NotSyncedEntry[] }

/** Every order write waiting or refused, by order number; the orders are refetched when one left the queue. */
export function useOrderWrites(): Map<string, OrderWrites> {
  const queryClient = useQueryClient()
  const before = useRef(new Set<string>())
  return useOutboxRead(
    async () => {
      const [pending, refusedAll] = await Promise.all([listPending(ORDER_ITEM_PREFIX), listNotSynced()])
      const map = new Map<string, OrderWrites>()
      const get = (orderNo: string) => map.get(orderNo) ?? map.set(orderNo, { pending: [], refused: [] }).get(orderNo)!
      for (const entry of pending) if (entry.item.startsWith(ORDER_ITEM_PREFIX)) get(String(entry.params.orderNo)).pending.push(entry)
      for (const entry of refusedAll) if (entry.item.startsWith(ORDER_ITEM_PREFIX)) get(String(entry.params.orderNo)).refused.push(entry)
      const now = new Set(pending.map((entry) => entry.id))
      if ([...before.current].some((id) => !now.has(id))) {
        void queryClient.invalidateQueries({ queryKey: orderQueries.all })
        void refreshWaitingOrders(queryClient)
      }
      before.current = now
      return map
    },
    new Map<string, OrderWrites>(),
    [queryClient],
  )
}

import { useRef } from 'react'
import { listNotSynced, listPending, succeededOf } from './outbox-lazy'
import { ORDER_ITEM_PREFIX } from '../../client/outbox/outbox-types'
import { useOutboxRead } from './use-outbox-read'

/**
 * The host's word that an order was accepted (issue 34), apart from order-writes.ts: the host's
 * frame (the new-order reminder) mounts it on every page, without the order screens' calls and
 * schemas.
 */

/** An accept the server took: its order and the listing's title the host saw. */
export type AcceptedOrder = { orderNo: string; title: string | undefined }

/** The accepts tapped on this page, by outbox id, until the server took or refused them. */
const tapped = new Map<string, AcceptedOrder>()

/** acceptOrder's note of a tap: its word is said even when it reaches the server before a read of the queue sees it. */
export function noteAcceptTapped(id: string, order: AcceptedOrder): void {
  tapped.set(id, order)
}

/**
 * Tells `onAccepted` of each accept the server took (not a refusal: the not-synced list and its
 * toast say those), while mounted: right after the tap when online, when the connection is back
 * after an offline accept (also one queued before a reload). Order writes are quiet items of the
 * outbox, so this is the host's word for them instead of the shell's "saved on the server".
 * Mount it once.
 */
export function useAcceptedOrders(onAccepted: (accepted: AcceptedOrder[]) => void): void {
  const waiting = useRef(new Map<string, AcceptedOrder>())
  const tell = useRef(onAccepted)
  tell.current = onAccepted
  useOutboxRead(
    async () => {
      const pending = (await listPending(ORDER_ITEM_PREFIX)).filter((entry) => entry.endpoint === 'orderConfirm')
      for (const entry of pending) waiting.current.set(entry.id, { orderNo: String(entry.params.orderNo), title: (entry.meta as { title?: string } | undefined)?.title })
      for (const [id, order] of tapped) waiting.current.set(id, order)
      const still = new Set(pending.map((entry) => entry.id))
      const gone = [...waiting.current.keys()].filter((id) => !still.has(id))
      if (gone.length === 0) return null
      const [succeeded, refused] = await Promise.all([succeededOf(gone), listNotSynced().then((list) => new Set(list.map((entry) => entry.id)))])
      const accepted: AcceptedOrder[] = []
      for (const id of gone) {
        // neither taken nor refused: a tap whose entry is not stored yet
        if (!succeeded.has(id) && !refused.has(id)) continue
        // a read that overlapped this one may have said it already
        const order = waiting.current.get(id)
        if (succeeded.has(id) && order) accepted.push(order)
        waiting.current.delete(id)
        tapped.delete(id)
      }
      if (accepted.length) tell.current(accepted)
      return null
    },
    null,
    [],
  )
}

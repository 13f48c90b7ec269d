import { useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { enqueue, listPending, succeededOf } from './outbox-lazy'
import type { OutboxEntry } from '../../client/outbox/outbox-types'
import type { CalendarChange } from '../../domain/calendar/schemas'
import { calendarQueries } from './calendar-queries'
import { useOutboxRead } from './use-outbox-read'

/** The ONE outbox item of every calendar write: the server gets them in the host's order. */
export const CALENDAR_ITEM = 'calendar'

/** What the not-synced list shows of a calendar write (never sent). */
export type CalendarWriteMeta = {
  /** unitId -> title, for the units the write names. */
  titles: Record<string, string>
  /** unitId -> currency. */
  currencies: Record<string, string>
}

/** Queues one calendar write (a cell, a dragged range or a batch): shown at once, sent once. */
export function saveCalendarChanges(changes: CalendarChange[], meta: CalendarWriteMeta): Promise<string> {
  return enqueue({ endpoint: 'calendarSet', item: CALENDAR_ITEM, params: { changes }, meta })
}

/** The calendar writes the screens draw on top of the server's cells. */
export type PendingCalendar = {
  /** Writes still queued, in the host's order (drawn as pending; their count is shown). */
  waiting: OutboxEntry[]
  /** Writes the server applied, with when they left the queue: drawn until the cells are read again. */
  sent: Array<{ entry: OutboxEntry; at: number }>
}

/**
 * The calendar writes in the outbox, re-read on every outbox change. A write that was sent stays
 * drawn (see sentSince) until the calendar's cells are read after it; they are read again ONCE,
 * when the queue is empty (a replay of 1,000 edits refetches once, not 1,000 times). A refused
 * write leaves the drawing at once (the not-synced list shows it), and the refetch shows what the
 * server holds instead.
 */
export function usePendingCalendar(): PendingCalendar {
  const queryClient = useQueryClient()
  const seen = useRef<OutboxEntry[]>([])
  const sent = useRef<PendingCalendar['sent']>([])
  /** A write left the queue (sent or refused) since the calendar was last read. */
  const stale = useRef(false)
  return useOutboxRead<PendingCalendar>(
    async () => {
      const mine = (await listPending(CALENDAR_ITEM)).filter((entry) => entry.item === CALENDAR_ITEM)
      const still = new Set(mine.map((entry) => entry.id))
      const gone = seen.current.filter((entry) => !still.has(entry.id))
      seen.current = mine
      if (gone.length) {
        const succeeded = await succeededOf(gone.map((entry) => entry.id))
        const at = Date.now()
        sent.current = [...sent.current, ...gone.filter((entry) => succeeded.has(entry.id)).map((entry) => ({ entry, at }))]
        stale.current = true
      }
      if (!mine.length && stale.current) {
        stale.current = false
        const readFrom = Date.now()
        // once read again, the cells hold every write sent before: those are forgotten
        void queryClient.invalidateQueries({ queryKey: calendarQueries.all }).then(() => {
          sent.current = sent.current.filter((s) => s.at >= readFrom)
        })
      }
      return { waiting: mine, sent: sent.current }
    },
    EMPTY,
    [queryClient],
    samePending,
  )
}

/** The sent writes the cells read at `readAt` do not show yet. */
export function sentSince(pending: PendingCalendar, readAt: number): OutboxEntry[] {
  return pending.sent.filter((s) => s.at >= readAt).map((s) => s.entry)
}

const EMPTY: PendingCalendar = { waiting: [], sent: [] }

function samePending(a: PendingCalendar, b: PendingCalendar): boolean {
  const same = (x: readonly OutboxEntry[], y: readonly OutboxEntry[]) =>
    x.length === y.length && x.every((entry, i) => entry.id === y[i]!.id && entry.idemKey === y[i]!.idemKey)
  return same(a.waiting, b.waiting) && a.sent.length === b.sent.length && a.sent.every((s, i) => s.entry.id === b.sent[i]!.entry.id)
}

import { useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { enqueue, listPending } from '../../client/outbox/portal-outbox'
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

/**
 * The calendar writes waiting in the outbox, re-read on every outbox change. When the last one
 * has gone (sent or refused), the calendar queries are refetched so the server's cells replace
 * the overlay.
 */
export function usePendingCalendar(): OutboxEntry[] {
  const queryClient = useQueryClient()
  const count = useRef(0)
  return useOutboxRead(
    async () => {
      const mine = (await listPending(CALENDAR_ITEM)).filter((entry) => entry.item === CALENDAR_ITEM)
      if (mine.length < count.current) void queryClient.invalidateQueries({ queryKey: calendarQueries.all })
      count.current = mine.length
      return mine
    },
    [],
    [queryClient],
    sameEntries,
  )
}

function sameEntries(a: readonly OutboxEntry[], b: readonly OutboxEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry.id === b[i]!.id && entry.idemKey === b[i]!.idemKey)
}

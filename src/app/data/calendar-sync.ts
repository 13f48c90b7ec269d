import { i18n } from '@lingui/core'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { QueryKey } from '@tanstack/react-query'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'
import type { CalendarCell, CalendarChange } from '../../domain/calendar/schemas'
import { calendarQueries } from './calendar-queries'
import type { CalendarWriteMeta } from './calendar-writes'

/**
 * How the not-synced list shows a refused calendar write (src/app/shell/sync-registry.tsx): the
 * server's cells the refusal carried (e.g. stock below bookings) beside what the host asked for.
 */
export const CALENDAR_SYNC: {
  label: MessageDescriptor
  queries: (entry: NotSyncedEntry) => QueryKey[]
  showCurrent: (value: unknown) => string
  showMine: (entry: NotSyncedEntry) => string
} = {
  label: msg`Calendar change`,
  queries: () => [calendarQueries.all],
  showCurrent: (value) => cellsSummary(cellsOf(value)),
  showMine: (entry) => changesSummary((entry.params.changes ?? []) as CalendarChange[], entry.meta as CalendarWriteMeta | undefined),
}

/** The refusal's cells: its content is `{ value: cells }` (or the cells themselves). */
export function cellsOf(value: unknown): CalendarCell[] {
  const list = Array.isArray(value) ? value : (value as { value?: unknown } | undefined)?.value
  return Array.isArray(list) ? (list as CalendarCell[]) : []
}

export function cellsSummary(cells: readonly CalendarCell[]): string {
  if (cells.length === 0) return '—'
  const shown = cells.slice(0, SHOWN).map((cell) =>
    i18n._(msg`${cell.date}: stock ${cell.stock}, ${cell.booked} booked, ${cell.open ? i18n._(msg`open`) : i18n._(msg`closed`)}`),
  )
  return cells.length > SHOWN ? `${shown.join('; ')}; …` : shown.join('; ')
}

export function changesSummary(changes: readonly CalendarChange[], meta: CalendarWriteMeta | undefined): string {
  return changes
    .map((change) => {
      const units = change.unitIds.map((id) => meta?.titles?.[id] ?? id)
      const who = units.length > 2 ? i18n._(msg`${plural(units.length, { one: '# listing', other: '# listings' })}`) : units.join(', ')
      const when = change.ranges.map((range) => (range.from === range.to ? range.from : `${range.from}–${range.to}`)).join(', ')
      const what: string[] = []
      if (typeof change.price === 'number') what.push(i18n._(msg`price ${change.price}`))
      else if (change.price) {
        const kinds = change.price
        if (kinds.weekday !== undefined) what.push(i18n._(msg`weekday price ${kinds.weekday}`))
        if (kinds.weekend !== undefined) what.push(i18n._(msg`weekend price ${kinds.weekend}`))
        if (kinds.holiday !== undefined) what.push(i18n._(msg`holiday price ${kinds.holiday}`))
      }
      if (change.stock !== undefined) what.push(i18n._(msg`stock ${change.stock}`))
      if (change.open !== undefined) what.push(change.open ? i18n._(msg`open`) : i18n._(msg`closed`))
      return `${who} · ${when}: ${what.join(', ')}`
    })
    .join(' | ')
}

const SHOWN = 3

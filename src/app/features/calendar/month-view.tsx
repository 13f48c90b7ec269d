import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CalendarUnit } from '../../../domain/calendar/schemas'
import { Button } from '../../ui/button'
import { cx } from '../../ui/cx'
import { dateTimeFormat } from '../../ui/date-time-format'
import { Select } from '../../ui/select'
import type { GridColumn, GridRow } from './calendar-grid'
import { stayMark, stayWords } from './calendar-texts'
import { selectedSpan } from './grid-selection'
import type { GridSelection } from './grid-selection'

type MonthViewProps = {
  units: readonly CalendarUnit[]
  rows: readonly GridRow[]
  columns: readonly GridColumn[]
  /** The unit shown (index into units). */
  row: number
  onRow: (row: number) => void
  /** The month shown ('yyyy-MM'). */
  month: string
  onMonth: (month: string) => void
  selection: GridSelection | null
  onSelectionChange: (selection: GridSelection) => void
  onOpenEditor: () => void
  onFeeds: (unitId: string) => void
}

/**
 * The calendar on a phone (issue 13): one listing's month on a screen, seven nights a row, each
 * night a 44 px target with its price and what is left, closed or busy. Tap a night, tap another
 * night for a range, tap a selected night to edit it: the same selection the wide grid keeps
 * (row = the listing, anchor and focus = night indexes), so the editor and the keep-alive work
 * alike. The listing's outside calendars are one visible button away.
 */
export function MonthView({ units, rows, columns, row, onRow, month, onMonth, selection, onSelectionChange, onOpenEditor, onFeeds }: MonthViewProps) {
  const { t, i18n } = useLingui()
  const unit = units[row]
  const data = rows[row]
  const months = useMemo(() => [...new Set(columns.map((c) => c.date.slice(0, 7)))], [columns])
  const index = useMemo(() => new Map(columns.map((c, i) => [c.date, i])), [columns])
  const shown = months.includes(month) ? month : (months[0] ?? month)
  const at = months.indexOf(shown)
  // the first month opens on today's week (the nights before it are past); when little of it is
  // left, the next month follows below, so a phone opens on today with weeks to edit (issue 34)
  const blocks = useMemo(() => monthBlocks(shown, at === 0 ? columns[0]?.date : undefined, months[at + 1]), [shown, at, columns, months])
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en', { weekday: 'narrow', timeZone: 'UTC' })
    // 2024-01-01 was a Monday
    return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))))
  }, [i18n.locale])
  const monthFormat = dateTimeFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en', { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const labelOf = (m: string) => monthFormat.format(new Date(`${m}-01T00:00:00Z`))
  const monthLabel = blocks.map((block) => labelOf(block.month)).join(' – ')
  const span = selection && selection.row === row ? selectedSpan(selection) : null
  if (!unit || !data) return null
  // an offline listing or a room type off sale (decision 0084): its nights as set, not bookable
  const offSale = unit.status === 'offline'

  const tap = (col: number) => {
    if (selection && selection.row === row && span && span.from === span.to && span.from === col) {
      onOpenEditor()
      return
    }
    if (selection && selection.row === row && span && span.from === span.to) {
      onSelectionChange({ row, anchor: selection.anchor, focus: col })
      return
    }
    onSelectionChange({ row, anchor: col, focus: col })
  }

  return (
    <section aria-label={t`Month of ${unit.title}`} className="flex flex-col gap-3" data-testid="calendar-month">
      <div className="flex items-end gap-2">
        <Select
          className="min-w-0 flex-1"
          label={<Trans>Listing</Trans>}
          value={unit.unitId}
          onValueChange={(value) => onRow(Math.max(0, units.findIndex((u) => u.unitId === value)))}
          options={units.map((u) => ({ value: u.unitId, label: u.title || t`Untitled listing` }))}
        />
        {unit.outsideCalendars !== false && (
          <Button variant="secondary" className="min-h-11 shrink-0" onClick={() => onFeeds(unit.unitId)} data-testid="calendar-feeds-open">
            <Trans>Outside calendars</Trans>
            {(unit.feeds.stale || unit.feeds.failing) && <span aria-hidden="true" className="text-amber-800">⚠</span>}
          </Button>
        )}
      </div>
      <div className="flex items-center justify-between">
        <Button variant="ghost" className="min-h-11 min-w-11" aria-label={t`Previous month`} disabled={at <= 0} onClick={() => onMonth(months[at - 1]!)}>
          ‹
        </Button>
        <h2 className="text-base font-semibold text-gray-900" aria-live="polite">
          {monthLabel}
        </h2>
        <Button variant="ghost" className="min-h-11 min-w-11" aria-label={t`Next month`} disabled={at >= months.length - 1} onClick={() => onMonth(months[at + 1]!)}>
          ›
        </Button>
      </div>
      {offSale && (
        <p className="rounded-md border border-gray-300 bg-gray-50 p-2 text-sm text-gray-800" data-testid="calendar-off-sale">
          {unit.outsideCalendars === false ? (
            <Trans>Off sale: guests cannot book these nights until it is on sale again. Their prices and stock are kept.</Trans>
          ) : (
            <Trans>Offline: guests cannot book these nights until it is online again. Their prices and stock are kept.</Trans>
          )}
        </p>
      )}
      <table className="w-full table-fixed border-collapse text-center" data-currency={unit.currency}>
        <thead>
          <tr>
            {weekdays.map((day, i) => (
              <th key={i} scope="col" className="pb-1 text-xs font-medium text-gray-700">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        {blocks.map((block, b) => (
          <tbody key={block.month}>
            {b > 0 && (
              <tr>
                <th colSpan={7} scope="colgroup" className="pt-2 pb-1 text-left text-sm font-semibold text-gray-900">
                  {labelOf(block.month)}
                </th>
              </tr>
            )}
            {block.weeks.map((week, w) => (
              <tr key={w}>
                {week.map((date, d) => {
                  const col = date ? index.get(date) : undefined
                  const cell = col === undefined ? undefined : data.cells[col]
                  if (!date) return <td key={d} />
                  const day = Number(date.slice(8, 10))
                  if (col === undefined || !cell) {
                    return (
                      <td key={d} className="p-0.5">
                        <span className="flex min-h-14 flex-col items-center justify-start rounded bg-gray-100 pt-1 text-xs text-gray-700">{day}</span>
                      </td>
                    )
                  }
                  const selected = span !== null && col >= span.from && col <= span.to
                  const state = cell.blocked ? 'busy' : cell.open ? 'open' : 'closed'
                  const left = cell.stock - cell.booked
                  const promo = data.promos?.get(date)
                  return (
                    <td key={d} className="p-0.5">
                      <button
                        type="button"
                        data-date={date}
                        data-state={state}
                        data-sale={offSale ? 'off' : undefined}
                        aria-pressed={selected}
                        onClick={() => tap(col)}
                        className={cx(
                          'flex min-h-14 w-full flex-col items-center justify-start rounded border pt-1 leading-tight focus-visible:outline-2 focus-visible:outline-brand-700',
                          selected ? 'border-brand-700 bg-brand-50' : 'border-gray-200 bg-white',
                          state === 'closed' && !selected && 'bg-gray-50',
                          offSale && !selected && 'border-dashed bg-gray-50',
                        )}
                      >
                        {/* the name a screen reader reads holds what is shown, with the words for the marks */}
                        <span className="sr-only">{date} </span>
                        <span className="text-xs font-semibold text-gray-900">{day}</span>
                        <span className={cx('max-w-full truncate text-[10px] tabular-nums', state === 'open' ? 'text-gray-900' : 'text-gray-600 line-through')}>
                          {data.formatPrice(cell.price)}
                        </span>
                        <span className={cx('text-[10px]', left === 0 && state === 'open' ? 'font-semibold text-red-800' : 'text-gray-700')}>
                          {state === 'busy' ? '⇣' : state === 'closed' ? '✕' : `${left}/${cell.booked}`}
                          {cell.pending && ' ⟳'}
                          {offSale && ' ⊘'}
                        </span>
                        {promo !== undefined && (
                          <span className="text-[10px] font-semibold text-rose-800" aria-hidden="true" data-testid="cell-promo">-{promo}%</span>
                        )}
                        {cell.stay && <span className="text-[10px] font-semibold text-sky-900" aria-hidden="true" data-testid="cell-stay">{stayMark(cell.stay)}</span>}
                        <span className="sr-only">
                          {promo !== undefined ? `, ${t`${promo}% off: a promotion or activity prices this night`}` : ''}
                          {cell.stay ? `, ${stayWords(i18n, cell.stay)}` : ''}
                          , {state === 'busy' ? t`busy in an outside calendar` : state === 'closed' ? t`closed` : t`${left} left, ${cell.booked} booked`}
                          {cell.pending ? `, ${t`waiting to sync`}` : ''}
                          {offSale ? `, ${t`off sale`}` : ''}
                        </span>
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  )
}

/**
 * What the month view shows: the month, or, for the first month of the calendar (`today` given),
 * its weeks from today's on, followed by the next month when fewer than three weeks are left.
 */
export function monthBlocks(month: string, today: string | undefined, next: string | undefined): { month: string; weeks: (string | null)[][] }[] {
  const weeks = monthWeeks(month)
  if (!today) return [{ month, weeks }]
  const fromToday = weeks.filter((week) => week.some((date) => date !== null && date >= today))
  const blocks = [{ month, weeks: fromToday }]
  if (fromToday.length < 3 && next) blocks.push({ month: next, weeks: monthWeeks(next) })
  return blocks
}

/** The month's days in weeks from Monday: null before the first and after the last. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`)
  const lead = (first.getUTCDay() + 6) % 7
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
}

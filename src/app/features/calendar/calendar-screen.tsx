import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { datesFrom } from '../../../domain/calendar/dates'
import { MAINLAND_HOLIDAYS } from '../../../domain/calendar/holidays'
import type { CalendarUnit } from '../../../domain/calendar/schemas'
import { alignRow } from '../../data/calendar-overlay'
import type { CellView } from '../../data/calendar-overlay'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { NeedsNetwork } from '../../ui/needs-network'
import { Spinner } from '../../ui/spinner'
import { CalendarGrid } from './calendar-grid'
import type { GridColumn, GridRow } from './calendar-grid'
import { keptCalendar } from './calendar-keep'
import { priceFormatter, stayWords } from './calendar-texts'
import { CellEditorDialog } from './cell-editor-dialog'
import { DoubleBookingAlerts } from './double-booking-alerts'
import type { CellTexts } from './grid-cell'
import { selectedSpan } from './grid-selection'
import type { GridSelection } from './grid-selection'
import { UnitLabel } from './unit-label'
import { useCalendarData } from './use-calendar-data'
import { useNarrow } from '../../ui/use-narrow'
import { MonthView } from './month-view'
import { DeferredDropdown } from '../../ui/overlay-kit'
import { MENU_CONTENT, MENU_ITEM } from '../../ui/menu-styles'
import { RankingNotice } from '../../shell/ranking-notice'
import { can } from '../../../domain/permissions'
import { permissionSubject, useAuthInfo } from '../../data/identity'
import { promoNights, promotionNightsQuery } from '../../data/promotion-nights'

const FeedsDialog = lazy(() => import('./feeds-dialog').then((m) => ({ default: m.FeedsDialog })))

/**
 * /house/roomManagement: every unit's nights for six months (kept alive). Select a night, drag
 * or shift+arrow a range in one row, Enter or Edit opens the editor; a unit's label opens its
 * outside-calendar feeds.
 */
export function CalendarScreen() {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Availability calendar`)
  const narrow = useNarrow()
  const [extended, setExtended] = useState(keptCalendar.extended)
  const data = useCalendarData(extended)
  const [selection, setSelectionState] = useState<GridSelection | null>(keptCalendar.selection)
  const [editing, setEditing] = useState(false)
  const [feedsOf, setFeedsOf] = useState<string | null>(null)
  const [jump, setJump] = useState<{ col: number; at: number }>()
  const setSelection = useCallback((next: GridSelection | null) => {
    keptCalendar.selection = next
    setSelectionState(next)
  }, [])
  // the phone's month view: which listing and which month (kept like the grid's scroll)
  const [monthRow, setMonthRowState] = useState(keptCalendar.monthRow)
  const [month, setMonthState] = useState(keptCalendar.month)
  const setMonthRow = (row: number) => {
    keptCalendar.monthRow = row
    setMonthRowState(row)
  }
  const setMonth = (next: string) => {
    keptCalendar.month = next
    setMonthState(next)
  }

  const units = useMemo(() => data.units.data?.units ?? [], [data.units.data])
  const priced = useQuery(promotionNightsQuery(data.window.from, data.window.to))
  const promos = useMemo(() => promoNights(priced.data?.list ?? []), [priced.data])
  const { info } = useAuthInfo()
  const selfPromotion = can(permissionSubject(info), 'selfPromotionLink')
  const dates = useMemo(() => datesFrom(data.window.from, data.window.to), [data.window.from, data.window.to])
  const mainland = units.some((unit) => unit.country === 'CHN')
  const columns = useMemo<GridColumn[]>(() => {
    const month = new Intl.DateTimeFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en', { month: 'short', year: 'numeric', timeZone: 'UTC' })
    const weekday = new Intl.DateTimeFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en', { weekday: 'short', timeZone: 'UTC' })
    return dates.map((date, i) => {
      const at = new Date(`${date}T00:00:00Z`)
      const day = at.getUTCDate()
      const wd = at.getUTCDay()
      return {
        date,
        day,
        weekday: weekday.format(at),
        ...(day === 1 || i === 0 ? { month: month.format(at) } : {}),
        weekend: wd === 5 || wd === 6,
        holiday: mainland && MAINLAND_HOLIDAYS.has(date),
      }
    })
  }, [dates, i18n.locale, mainland])
  const rows = useMemo<GridRow[]>(
    () =>
      units.map((unit) => {
        // a row's cells are made when the grid first shows it (500 units: the 20 on screen)
        let cells: GridRow['cells'] | undefined
        return {
          unitId: unit.unitId,
          label: <UnitLabel unit={unit} />,
          outsideCalendars: unit.outsideCalendars !== false,
          get cells() {
            return (cells ??= alignRow(data.cells.get(unit.unitId), dates))
          },
          formatPrice: priceFormatter(i18n.locale, unit.currency),
          promos: promos.get(unit.unitId),
          offSale: unit.status === 'offline',
        }
      }),
    [units, data.cells, dates, i18n.locale, promos],
  )
  const texts = useMemo<CellTexts>(
    () => ({
      closed: t`Closed`,
      busy: t`Busy`,
      pending: t`Waiting to sync`,
      overridden: t`Set by you`,
      thirdParty: t`Set by your PMS (direct connection)`,
      past: t`Past`,
      holidayMark: t`Hol`,
      offSale: t`Off sale`,
      unitAction: t`Outside calendars of this listing`,
      promo: (percent: number) => t`${percent}% off: a promotion or activity prices this night`,
      stay: (cell: CellView) => stayWords(i18n, cell.stay),
      describe: (cell: CellView, price: string, promo?: number) =>
        [
          cell.date,
          price,
          promo !== undefined ? t`${promo}% off: a promotion or activity prices this night` : '',
          t`${cell.stock - cell.booked} left, ${cell.booked} booked`,
          cell.blocked ? t`busy in an outside calendar` : cell.open ? t`open` : t`closed`,
          cell.thirdParty ? t`set by your PMS` : cell.overridden.length > 0 ? t`set by you` : '',
          stayWords(i18n, cell.stay),
          cell.pending ? t`waiting to sync` : '',
        ]
          .filter(Boolean)
          .join(', '),
    }),
    [t, i18n],
  )
  // a kept selection that no longer fits (fewer units) is dropped
  useEffect(() => {
    if (selection && (selection.row >= rows.length || selection.focus >= columns.length) && rows.length > 0) setSelectionState(null)
  }, [selection, rows.length, columns.length])

  const months = columns.flatMap((column, col) => (column.month ? [{ col, label: column.month }] : []))
  const selectedUnit: CalendarUnit | undefined = selection ? units[selection.row] : undefined
  // the links to promotions and activities are for the unit in view: the selected one, or the phone's listing
  const selectedUnitId = selectedUnit?.unitId ?? (narrow ? units[Math.min(monthRow, units.length - 1)]?.unitId : undefined)
  const span = selection ? selectedSpan(selection) : null
  const from = span ? dates[span.from] : undefined
  const to = span ? dates[span.to] : undefined

  // a failed refetch keeps the last data (offline: the saved copy); only no data at all needs the network
  const missing = !data.units.data ? data.units : !data.grid.data ? data.grid : null
  if (missing) {
    return missing.isError ? (
      <NeedsNetwork layout="page" onRetry={() => void missing.refetch()} />
    ) : (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    )
  }

  // what is selected and its Edit button, or how to select: under the month on a phone (the month
  // comes first into the screen), above the grid on a wide one
  const selectionBar = (
    <div className="flex min-h-10 flex-wrap items-center gap-2 text-sm text-gray-800" aria-live="polite" data-testid="calendar-selection">
      {selectedUnit && from && to ? (
        <>
          <span className="font-medium">{selectedUnit.title}</span>
          <span>{from === to ? from : t`${from} to ${to} (${plural(span!.to - span!.from + 1, { one: '# night', other: '# nights' })})`}</span>
          <Button size="sm" onClick={() => setEditing(true)} data-testid="calendar-edit">
            <Trans>Edit</Trans>
          </Button>
          {!narrow && selectedUnit.outsideCalendars !== false && (
            <Button size="sm" variant="secondary" onClick={() => setFeedsOf(selectedUnit.unitId)}>
              <Trans>Outside calendars</Trans>
            </Button>
          )}
        </>
      ) : (
        <span className="text-gray-700">
          {narrow ? <Trans>Tap a night, then another night of the same listing for a range. Tap a selected night again to edit.</Trans> : <Trans>Click a night or drag across nights of one listing, then Edit (or press Enter).</Trans>}
        </span>
      )}
      {data.pendingCount > 0 && (
        <span role="status" className="ml-auto text-gray-700" data-testid="calendar-pending-count">
          <Plural value={data.pendingCount} one="# change waiting to sync" other="# changes waiting to sync" />
        </span>
      )}
    </div>
  )

  return (
    <div className="flex w-full flex-col gap-3 px-2 py-4 sm:px-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Availability calendar</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/house/batchSetPrice">
              <Trans>Batch edit</Trans>
            </Link>
          </Button>
          {narrow ? (
            // on a phone the other ways on fold into one menu: the month comes into the first screen
            <DeferredDropdown className={MORE_TRIGGER} trigger={<Trans>More</Trans>}>
              {(DropdownMenu) => (
                <DropdownMenu.Content sideOffset={6} align="end" className={MENU_CONTENT}>
                  <DropdownMenu.Item asChild className={MENU_ITEM}>
                    <Link to="/roomManagement/OperationRecord" search={{ page: 1 }}>
                      <Trans>Operation record</Trans>
                    </Link>
                  </DropdownMenu.Item>
                  {selfPromotion && (
                    <DropdownMenu.Item asChild className={MENU_ITEM}>
                      <Link to="/activity/promotion" search={{ state: '', page: 1, unit: selectedUnitId ?? '' }} data-testid="calendar-self-promotion">
                        <Trans>Self promotion</Trans>
                      </Link>
                    </DropdownMenu.Item>
                  )}
                  <DropdownMenu.Item asChild className={MENU_ITEM}>
                    <Link to="/activity/list" search={{ tab: 'open', page: 1, unit: selectedUnitId ?? '' }} data-testid="calendar-activities">
                      <Trans>Activity registration</Trans>
                    </Link>
                  </DropdownMenu.Item>
                </DropdownMenu.Content>
              )}
            </DeferredDropdown>
          ) : (
            <>
              <Button asChild size="sm" variant="secondary">
                <Link to="/roomManagement/OperationRecord" search={{ page: 1 }}>
                  <Trans>Operation record</Trans>
                </Link>
              </Button>
              {selfPromotion && (
                <Button asChild size="sm" variant="secondary">
                  <Link to="/activity/promotion" search={{ state: '', page: 1, unit: selectedUnitId ?? '' }} data-testid="calendar-self-promotion">
                    <Trans>Self promotion</Trans>
                  </Link>
                </Button>
              )}
              <Button asChild size="sm" variant="secondary">
                <Link to="/activity/list" search={{ tab: 'open', page: 1, unit: selectedUnitId ?? '' }} data-testid="calendar-activities">
                  <Trans>Activity registration</Trans>
                </Link>
              </Button>
            </>
          )}
        </div>
      </div>
      <RankingNotice collapsed={narrow} />
      <DoubleBookingAlerts units={units} collapsed={narrow} />
      {units.length === 0 ? (
        <p className="rounded-md border border-gray-200 bg-white p-6 text-center text-sm text-gray-700">
          <Trans>No listing has passed review yet. A listing gets its calendar once it has been approved.</Trans>
        </p>
      ) : (
        <>
          {!narrow && (
            <>
              <nav aria-label={t`Months`} className="flex gap-1 overflow-x-auto pb-1">
                {months.map((month) => (
                  <Button key={month.col} size="sm" variant="ghost" className="shrink-0" onClick={() => setJump({ col: month.col, at: Date.now() })}>
                    {month.label}
                  </Button>
                ))}
                {!extended && (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="shrink-0"
                    data-testid="calendar-later"
                    onClick={() => {
                      keptCalendar.extended = true
                      setExtended(true)
                    }}
                  >
                    <Trans>Later months</Trans>
                  </Button>
                )}
              </nav>
            </>
          )}
          {!narrow && selectionBar}
          {narrow && (
            <MonthView
              units={units}
              rows={rows}
              columns={columns}
              row={Math.min(monthRow, units.length - 1)}
              onRow={(row) => {
                setMonthRow(row)
                setSelection(null)
              }}
              month={month}
              onMonth={setMonth}
              selection={selection}
              onSelectionChange={setSelection}
              onOpenEditor={() => selection && setEditing(true)}
              onFeeds={setFeedsOf}
            />
          )}
          {narrow && selectionBar}
          {!narrow && (
            <CalendarGrid
              rows={rows}
              columns={columns}
              texts={texts}
              label={t`Listing`}
              selection={selection}
              onSelectionChange={setSelection}
              onOpenEditor={() => selection && setEditing(true)}
              onUnit={setFeedsOf}
              initialScroll={keptCalendar.scroll}
              onScroll={(scroll) => (keptCalendar.scroll = scroll)}
              jumpTo={jump}
              narrow={narrow}
            />
          )}
          <Legend />
        </>
      )}
      {editing && selectedUnit && from && to && (
        <CellEditorDialog
          unit={selectedUnit}
          today={data.todayOf(selectedUnit)}
          from={from}
          to={to}
          first={rows[selection!.row]?.cells[span!.from]}
          onClose={() => setEditing(false)}
          // saved: the nights show their new values and the selection is done with (issue 13)
          onSaved={() => setSelection(null)}
        />
      )}
      {feedsOf && (
        <Suspense fallback={null}>
          <FeedsDialog unit={units.find((unit) => unit.unitId === feedsOf)!} onClose={() => setFeedsOf(null)} />
        </Suspense>
      )}
    </div>
  )
}

function Legend() {
  const { t } = useLingui()
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-label={t`Legend`}>
      <li>
        <Trans>Price, then units left / booked</Trans>
      </li>
      <li>
        ✕ <Trans>Closed by you</Trans>
      </li>
      <li>
        ⇣ <Trans>Busy in an outside calendar</Trans>
      </li>
      <li>
        ✎ <Trans>Set by you (not the listing's default)</Trans>
      </li>
      <li>
        <span className="font-semibold text-sky-800">⇄</span> <Trans>Set by your PMS (direct connection)</Trans>
      </li>
      <li>
        ⟳ <Trans>Waiting to sync</Trans>
      </li>
      <li>
        <span className="rounded border border-dashed border-gray-400 px-0.5">⊘</span> <Trans>Off sale or offline: kept, not bookable</Trans>
      </li>
      <li>
        <span className="rounded bg-rose-100 px-0.5 font-semibold text-rose-900">-15%</span> <Trans>Priced by a promotion or activity</Trans>
      </li>
      <li>
        <span className="rounded bg-sky-100 px-0.5 font-semibold text-sky-900">≥2 ≤7 ⇥ ⇤</span>{' '}
        <Trans>Your PMS's stay limits: nights a stay arriving needs at least or may have at most, no arrival, no departure</Trans>
      </li>
    </ul>
  )
}

/** The phone's "More" menu trigger: a small secondary button, as the wide screen's links are. */
const MORE_TRIGGER = 'inline-flex h-8 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-50'

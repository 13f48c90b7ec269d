import { useState } from 'react'
import { DATE_WINDOW_FUTURE_DAYS, DATE_WINDOW_PAST_DAYS, dateWindowBounds, dateWindowProblem } from '../../../domain/date-window'
import type { FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '../../../client/errors'
import { call } from '../../../client/api'
import { ORDER_GROUPS } from '../../../domain/order/enums'
import { unitToday } from '../../../domain/calendar/zones'
import type { OrderGroup } from '../../../domain/order/enums'
import type { OrderSummary } from '../../../domain/order/schemas'
import { listParams, orderQueries, ORDERS_PAGE_SIZE } from '../../data/order-queries'
import type { OrderFilters } from '../../data/order-queries'
import { acceptOrder, useOrderWrites } from '../../data/order-writes'
import { isNetworkFailure, useOffline } from '../../shell/pwa-network'
import { useMessageText } from '../../shell/message-text'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { cx } from '../../ui/cx'
import { NeedsNetwork } from '../../ui/needs-network'
import { Pager } from '../../ui/pager'
import { Select } from '../../ui/select'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { useServerClock } from '../../ui/countdown'
import { Dialog } from '../../ui/dialog'
import { useNarrow } from '../../ui/use-narrow'
import type { OrderListSearch } from './order-search'
import { GROUP_TEXTS } from './order-texts'
import { OrderIncome } from '../../ui/order-income'
import { OrderStatus } from './order-status'
import { VoiceSettingsButton } from './voice-settings-button'
import { DataAge } from '../../ui/data-age'

const ALL_KINDS = 'all'

/**
 * order/orderList: the host's orders by tab with counts, hotel orders only with
 * lodgeBusiness=store, search by order number, guest, phone or listing and by dates, paging,
 * countdowns of the orders waiting for confirmation or payment, and the CSV export.
 */
export function OrderListScreen({ search }: { search: OrderListSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Orders`)
  const navigate = useNavigate()
  const offline = useOffline()
  const filters: OrderFilters = {
    group: search.group ?? 'all', lodgeBusiness: search.lodgeBusiness, keyword: search.keyword, dateType: search.dateType, from: search.from, to: search.to,
  }
  const page = search.page ?? 1
  const list = useQuery(orderQueries.list(filters, page))
  const writes = useOrderWrites()
  const now = useServerClock(list.data?.serverNow, list.dataUpdatedAt || Date.now())
  const go = (next: Partial<OrderListSearch>) =>
    void navigate({ to: '/order/orderList', search: { ...search, page: undefined, ...next } })

  const [keyword, setKeyword] = useState(search.keyword ?? '')
  const [dateType, setDateType] = useState<'checkIn' | 'booked'>(search.dateType ?? 'checkIn')
  const [from, setFrom] = useState(search.from ?? '')
  const [to, setTo] = useState(search.to ?? '')
  // the check-in picker offers the date window (business rules 9; decision 0062); a booking date is a look back: up to today
  // the marketplace's day (Beijing), as the other date filters take it; date-fns stays off this first screen
  const today = unitToday('CHN', Date.now())
  const bounds = dateType === 'checkIn' ? dateWindowBounds(today) : { min: undefined, max: today }
  const dateProblem = (value: string) => (dateType === 'checkIn' ? dateWindowProblem(value, today) : null)
  const [dateErrors, setDateErrors] = useState<{ from?: string; to?: string }>({})
  const windowParams = { past: DATE_WINDOW_PAST_DAYS, ahead: DATE_WINDOW_FUTURE_DAYS }
  const applySearch = (event: FormEvent) => {
    event.preventDefault()
    const fromProblem = dateProblem(from)
    const toProblem = dateProblem(to)
    if (fromProblem || toProblem) {
      setDateErrors({ ...(fromProblem ? { from: fromProblem } : {}), ...(toProblem ? { to: toProblem } : {}) })
      return
    }
    setDateErrors({})
    setSheet(false)
    go({ keyword: keyword.trim() || undefined, dateType: from || to ? dateType : undefined, from: from || undefined, to: to || undefined })
  }
  // on a phone the orders come first: the search and filters wait in a sheet (issue 13)
  const narrow = useNarrow()
  const [sheet, setSheet] = useState(false)
  const active = [filters.lodgeBusiness, filters.keyword, filters.from || filters.to].filter(Boolean).length
  const clearFilters = () => {
    setKeyword('')
    setFrom('')
    setTo('')
    go({ lodgeBusiness: undefined, keyword: undefined, dateType: undefined, from: undefined, to: undefined })
  }

  const filterForm = (
    <form onSubmit={applySearch} noValidate className={narrow ? 'grid gap-3' : 'grid gap-3 rounded-lg border border-gray-200 bg-white p-3 sm:grid-cols-[10rem_1fr] lg:grid-cols-[10rem_1fr_9rem_10rem_10rem_auto] lg:items-end'} role="search">
      <Select
        label={<Trans>Type</Trans>}
        value={filters.lodgeBusiness ?? ALL_KINDS}
        onValueChange={(value) => go({ lodgeBusiness: value === ALL_KINDS ? undefined : (value as 'house' | 'store') })}
        options={[{ value: ALL_KINDS, label: t`All orders` }, { value: 'house', label: t`B&B orders` }, { value: 'store', label: t`Hotel orders` }]}
      />
      <TextField label={<Trans>Order number, guest, phone or listing</Trans>} value={keyword} maxLength={60} onChange={(e) => setKeyword(e.target.value)} />
      <Select
        label={<Trans>Dates of</Trans>}
        value={dateType}
        onValueChange={(value) => setDateType(value as 'checkIn' | 'booked')}
        options={[{ value: 'checkIn', label: t`Check-in` }, { value: 'booked', label: t`Booking` }]}
      />
      <TextField type="date" label={<Trans>From</Trans>} name="from" value={from} min={bounds.min} max={bounds.max} onChange={(e) => { setFrom(e.target.value); setDateErrors((c) => ({ ...c, from: undefined })) }} error={dateErrors.from ?? null} errorParams={windowParams} />
      <TextField type="date" label={<Trans>To</Trans>} name="to" value={to} min={from || bounds.min} max={bounds.max} onChange={(e) => { setTo(e.target.value); setDateErrors((c) => ({ ...c, to: undefined })) }} error={dateErrors.to ?? null} errorParams={windowParams} />
      <Button type="submit" variant="secondary">
        <Trans>Search</Trans>
      </Button>
    </form>
  )

  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE))
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900">
            {filters.lodgeBusiness === 'store' ? <Trans>Hotel orders</Trans> : <Trans>Orders</Trans>}
          </h1>
          <DataAge updatedAt={list.dataUpdatedAt} />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <VoiceSettingsButton disabled={offline} />
          <ExportButton filters={filters} disabled={offline} />
        </div>
      </div>
      <nav aria-label={t`Order states`} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {ORDER_GROUPS.map((group) => (
          <GroupTab key={group} group={group} current={filters.group === group} count={list.data?.counts[group]} onSelect={() => go({ group: group === 'all' ? undefined : group })} />
        ))}
      </nav>
      {narrow ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={() => setSheet(true)} data-testid="order-filters-open">
            {active > 0 ? <Trans>Search and filters ({active})</Trans> : <Trans>Search and filters</Trans>}
          </Button>
          {active > 0 && (
            <Button variant="ghost" onClick={clearFilters}>
              <Trans>Clear</Trans>
            </Button>
          )}
        </div>
      ) : (
        filterForm
      )}
      {!list.data && !list.isError ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : !list.data ? (
        isNetworkFailure(list.error) ? (
          <NeedsNetwork onRetry={() => void list.refetch()} />
        ) : (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <Trans>The orders could not be loaded. Try again later.</Trans>
          </p>
        )
      ) : list.data.list.length === 0 ? (
        <p className="rounded-md border border-gray-200 bg-white p-6 text-center text-sm text-gray-700">
          <Trans>No orders match.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={filters.group === 'waitConfirm' ? t`Orders waiting for you, the nearest deadline first` : t`Orders, newest first`}>
          {list.data.list.map((order) => (
            <OrderRow key={order.orderNo} order={order} now={now} pending={(writes.get(order.orderNo)?.pending.length ?? 0) > 0} refused={(writes.get(order.orderNo)?.refused.length ?? 0) > 0} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} onPage={(next) => go({ page: next === 1 ? undefined : next })} />
      {narrow && (
        <Dialog variant="sheet" open={sheet} onOpenChange={setSheet} title={t`Search and filters`}>
          {filterForm}
        </Dialog>
      )}
    </div>
  )
}

function GroupTab({ group, current, count, onSelect }: { group: OrderGroup; current: boolean; count: number | undefined; onSelect: () => void }) {
  const { i18n } = useLingui()
  return (
    <button
      type="button"
      aria-current={current ? 'page' : undefined}
      data-group={group}
      onClick={onSelect}
      className={cx(
        '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-700',
        current ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-gray-900',
      )}
    >
      {i18n._(GROUP_TEXTS[group])}
      {count !== undefined && <span className="ml-1 rounded bg-gray-100 px-1.5 text-xs text-gray-800">{count}</span>}
    </button>
  )
}

/**
 * One order as a card (issue 34): the whole card opens the order's detail through its one link,
 * the title, whose hit area covers the card (a stretched link: one link per card, named by the
 * listing, so a screen reader hears a short link and the rest as text); the Accept of an order
 * waiting for the host sits above that area, at the card's bottom edge within a thumb's reach, and
 * accepts without opening the detail.
 */
function OrderRow({ order, now, pending, refused }: { order: OrderSummary; now: () => number; pending: boolean; refused: boolean }) {
  const { t } = useLingui()
  const detailTo = order.lodgeBusiness === 'store' ? '/order/hotelDetail' : '/order/houseDetail'
  const waiting = order.state === 'waitConfirm'
  const title = order.listingTitle
  return (
    <li
      className="relative rounded-lg border border-gray-200 bg-white p-3 text-sm transition-colors hover:border-brand-300 hover:bg-brand-50/30 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-700"
      data-testid="order-row"
      data-order={order.orderNo}
      data-state={order.state}
    >
      <Link
        to={detailTo}
        search={{ orderNo: order.orderNo }}
        className="block font-semibold text-brand-800 underline-offset-2 outline-none after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline"
      >
        {order.listingTitle}
      </Link>
      <OrderStatus state={order.state} confirmDeadline={order.confirmDeadline} payDeadline={order.payDeadline} now={now} className="mt-1" />
      <p className="mt-1 text-gray-700" data-testid="order-stay">
        <Trans>
          {order.checkIn} to {order.checkOut} · <Plural value={order.nights} one="# night" other="# nights" /> ·{' '}
          <Plural value={order.rooms} one="# room" other="# rooms" /> · <Plural value={order.guestCount} one="# guest" other="# guests" /> · booked by{' '}
          {order.bookerName}
        </Trans>
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-gray-700">
          <Trans>Order {order.orderNo}</Trans>
          {' · '}
          <OrderIncome income={order.income} currency={order.currency} />
        </span>
        {waiting && (
          <Button
            className="relative z-10 h-11 min-w-28 max-sm:ml-auto"
            onClick={() => void acceptOrder(order.orderNo, { title: order.listingTitle })}
            disabled={pending}
            aria-label={t`Accept the order for ${title}`}
            data-testid="card-accept"
          >
            <Trans>Accept</Trans>
          </Button>
        )}
      </div>
      {pending && (
        <p role="status" className="mt-1 text-xs text-amber-900" data-testid="order-pending">
          <Trans>Your acceptance is waiting to be sent.</Trans>
        </p>
      )}
      {refused && (
        <p className="mt-1 text-xs text-red-800" data-testid="order-refused">
          <Trans>Your acceptance was refused: see the not-synced list.</Trans>
        </p>
      )}
    </li>
  )
}

/** The CSV of every order matching the filters (all tabs' orders of the current tab), saved by the browser. */
function ExportButton({ filters, disabled }: { filters: OrderFilters; disabled: boolean }) {
  const { t, i18n } = useLingui()
  const text = useMessageText()
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'working' } | { kind: 'done'; count: number } | { kind: 'failed'; refusal: string | null }>({ kind: 'idle' })
  const run = async () => {
    setState({ kind: 'working' })
    try {
      const answer = await call('orderDownload', { ...listParams(filters), lang: i18n.locale === 'zh' ? 'zh' : 'en' }, { hideMessage: true })
      const url = URL.createObjectURL(new Blob([answer.csv], { type: 'text/csv;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = answer.fileName
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setState({ kind: 'done', count: answer.count })
    } catch (error) {
      // over the 1000-order cap (business rules 5): the server says so, with the count
      setState({ kind: 'failed', refusal: error instanceof ApiError && error.key === 'downloadTooMany' ? text(error.key, error.params) : null })
    }
  }
  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" onClick={() => void run()} loading={state.kind === 'working'} disabled={disabled} title={disabled ? t`Exporting needs a connection` : undefined}>
        <Trans>Export orders</Trans>
      </Button>
      {state.kind === 'working' && (
        <span className="flex items-center gap-2 text-xs text-gray-700" role="status">
          <progress className="h-2 w-28" aria-label={t`Export progress`} />
          <Trans>Preparing the file…</Trans>
        </span>
      )}
      {state.kind === 'done' && (
        <span className="text-xs text-green-800" role="status" data-testid="export-done">
          <Plural value={state.count} one="Exported # order." other="Exported # orders." />
        </span>
      )}
      {state.kind === 'failed' && (
        <span className="max-w-xs text-right text-xs text-red-800" role="alert">
          {state.refusal ?? <Trans>The export failed. Try again.</Trans>}
        </span>
      )}
    </div>
  )
}

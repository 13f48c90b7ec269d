import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DashboardIndex, DashboardTask, DashboardTenant, MoneyAmount, StayMovement } from '../../../domain/dashboard/schemas'
import type { OrderSummary } from '../../../domain/order/schemas'
import { orderPlaceName } from '../../../domain/order/place-name'
import { landingGroup } from '../../../domain/listing/counts'
import { homeQueries, refetchUnlessJustLoaded } from '../../data/home-queries'
import { onOutboxChangeLater, portalOutboxForReading } from '../../data/outbox-lazy'
import { AppLink } from '../../shell/app-link'
import { useMessageText } from '../../shell/message-text'
import { RankingNotice } from '../../shell/ranking-notice'
import { openSyncStatus } from '../../shell/sync-events'
import { Card } from '../../ui/card'
import { Spinner } from '../../ui/spinner'
import { Countdown, useServerClock } from '../../ui/countdown'
import { formatMoney } from '../../../domain/money-format'
import { OrderIncome } from '../../ui/order-income'

function detailTo(order: Pick<OrderSummary, 'lodgeBusiness'>) {
  return order.lodgeBusiness === 'store' ? '/order/hotelDetail' : '/order/houseDetail'
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center p-4" aria-label={label}>
      <Spinner />
    </div>
  )
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-red-800">
      <Trans>This could not be loaded.</Trans>{' '}
      <button type="button" className="min-h-11 font-medium underline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  )
}

/**
 * Writes the server refused, from the outbox. Its code and the local database load once the home
 * has painted (after its first meaningful screen, at idle), not with it (issues 22, 41).
 */
function useRefusedWrites(): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    let live = true
    let off: (() => void) | undefined
    const read = () => {
      void portalOutboxForReading().then((outbox) => {
        if (live) setCount(outbox.outboxState().notSynced)
      }, () => undefined)
    }
    const start = () => {
      if (!live) return
      read()
      off = onOutboxChangeLater(read)
    }
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 500)
    return () => {
      live = false
      if (typeof cancelIdleCallback === 'function' && typeof requestIdleCallback === 'function') cancelIdleCallback(idle as number)
      else clearTimeout(idle as ReturnType<typeof setTimeout>)
      off?.()
    }
  }, [])
  return count
}

/**
 * What asks for the host now: orders waiting for an answer (with their countdowns), renewals,
 * writes the server refused, outside calendars that stopped importing, ranking penalties,
 * unread messages. Says so when nothing does.
 */
export function NeedsAction({ unread, guestMessages }: { unread: number | undefined; guestMessages?: number | undefined }) {
  const { t, i18n } = useLingui()
  const messageText = useMessageText()
  const task = useQuery({ ...homeQueries.task(), refetchOnMount: refetchUnlessJustLoaded })
  const refused = useRefusedWrites()
  const now = useServerClock(task.data?.serverNow, task.dataUpdatedAt)
  if (task.isPending) return <Card title={t`Needs your action`}><Loading label={t`Loading`} /></Card>
  if (task.isError) return <Card title={t`Needs your action`}><LoadFailed onRetry={() => void task.refetch()} /></Card>
  const data: DashboardTask = task.data
  const ranking = data.ranking.bottomUntil !== null || data.ranking.demotedUntil !== null
  const invoices = data.invoices ?? []
  const reviews = data.reviewsAwaiting ?? 0
  const activities = data.activitiesOpen ?? 0
  const penalties = data.penaltiesInForce ?? 0
  const pms = data.directConnection ?? { withoutKey: 0, roomsUnbound: 0, syncFailing: 0 }
  const pmsWaiting = pms.withoutKey + pms.roomsUnbound + pms.syncFailing
  const nothing = data.waitingTotal === 0 && data.renewals.length === 0 && refused === 0 && data.staleFeeds.length === 0 && !ranking && !unread && invoices.length === 0 && reviews === 0 && activities === 0 && penalties === 0 && !guestMessages && pmsWaiting === 0
  return (
    <Card title={t`Needs your action`} data-testid="home-needs-action">
      {nothing ? (
        <p className="text-sm text-gray-700" data-testid="home-all-clear">
          <Trans>Nothing needs your attention now.</Trans>
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {data.waitingTotal > 0 && (
            <section aria-labelledby="home-waiting" data-testid="home-waiting">
              <h3 id="home-waiting" className="text-sm font-semibold text-gray-900">
                <Plural value={data.waitingTotal} one="# order waits for your answer" other="# orders wait for your answer" />
              </h3>
              <ul className="mt-2 flex flex-col divide-y divide-gray-100">
                {data.waiting.map((order) => (
                  <li key={order.orderNo} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-order={order.orderNo}>
                    <Link to={detailTo(order)} search={{ orderNo: order.orderNo }} className="min-h-11 min-w-0 flex-1 py-2 font-medium text-brand-800 hover:underline">
                      <span className="block truncate">{orderPlaceName(order)}</span>
                      <span className="block text-xs font-normal text-gray-700">
                        {order.checkIn} – {order.checkOut} · <Plural value={order.nights} one="# night" other="# nights" /> ·{' '}
                        <OrderIncome income={order.income} currency={order.currency} />
                      </span>
                    </Link>
                    {order.confirmDeadline !== null && <Countdown deadline={order.confirmDeadline} now={now} kind="confirm" />}
                  </li>
                ))}
              </ul>
              {data.waitingTotal > data.waiting.length && (
                <Link to="/order/orderList" search={{ group: 'waitConfirm' }} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline">
                  <Trans>See all {data.waitingTotal}</Trans>
                </Link>
              )}
            </section>
          )}
          {data.renewals.length > 0 && (
            <section aria-labelledby="home-renewals" data-testid="home-renewals">
              <h3 id="home-renewals" className="text-sm font-semibold text-gray-900">
                <Trans>Guests asking to stay longer</Trans>
              </h3>
              <ul className="mt-1 flex flex-col">
                {data.renewals.map((renewal) => (
                  <li key={renewal.renewalId} className="flex flex-wrap items-center gap-x-3 text-sm">
                    <Link to={detailTo(renewal)} search={{ orderNo: renewal.orderNo }} className="inline-flex min-h-11 flex-1 items-center font-medium text-brand-800 hover:underline">
                      {renewal.listingTitle}: <Plural value={renewal.nights} one="# more night" other="# more nights" />, <Trans>until {renewal.newCheckOut}</Trans>
                    </Link>
                    {renewal.confirmDeadline !== null && <Countdown deadline={renewal.confirmDeadline} now={now} kind="confirm" />}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {invoices.length > 0 && (
            <section aria-labelledby="home-invoices" data-testid="home-invoices">
              <h3 id="home-invoices" className="text-sm font-semibold text-gray-900">
                <Trans>Invoices guests asked you for (issue within 4 days)</Trans>
              </h3>
              <ul className="mt-1 flex flex-col">
                {invoices.map((invoice) => (
                  <li key={invoice.orderNo} className="flex flex-wrap items-center gap-x-3 text-sm">
                    <Link to={detailTo(invoice)} search={{ orderNo: invoice.orderNo }} className="inline-flex min-h-11 flex-1 items-center font-medium text-brand-800 hover:underline">
                      {invoice.listingTitle} · {invoice.orderNo}
                    </Link>
                    <span className={invoice.deadline < now() ? 'text-xs font-semibold text-red-800' : 'text-xs text-amber-900'}>
                      {invoice.deadline < now()
                        ? <Trans>Overdue since {i18n.date(new Date(invoice.deadline), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>
                        : <Trans>Issue by {i18n.date(new Date(invoice.deadline), { dateStyle: 'medium', timeStyle: 'short' })}</Trans>}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!!guestMessages && (
            <ActionLine testId="home-guest-messages">
              <AppLink to="/chat" className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
                <Plural value={guestMessages} one="# guest message waits for your reply" other="# guest messages wait for your reply" />
              </AppLink>
            </ActionLine>
          )}
          {reviews > 0 && (
            <ActionLine testId="home-reviews">
              <Link to="/order/comment" search={{ state: 'awaitingFeedback', listingId: '', kind: 'written', page: 1 }} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
                <Plural value={reviews} one="# guest review waits for your reply" other="# guest reviews wait for your reply" />
              </Link>
            </ActionLine>
          )}
          {penalties > 0 && (
            <ActionLine testId="home-penalties">
              <Link to="/risk/record" search={{ state: 'inPunishment', page: 1 }} className="inline-flex min-h-11 items-center font-medium text-red-800 underline">
                <Plural value={penalties} one="# violation penalty is in force on your account" other="# violation penalties are in force on your account" />
              </Link>
            </ActionLine>
          )}
          {pmsWaiting > 0 && (
            <ActionLine testId="home-direct-connection">
              <AppLink to="/house/directConnection" className="inline-flex min-h-11 flex-col justify-center font-medium text-brand-800 underline">
                {pms.withoutKey > 0 && <span><Plural value={pms.withoutKey} one="# connection with your PMS is open: create its key" other="# connections with your PMS are open: create their keys" /></span>}
                {pms.roomsUnbound > 0 && <span><Plural value={pms.roomsUnbound} one="# PMS room is not bound to a room type" other="# PMS rooms are not bound to a room type" /></span>}
                {pms.syncFailing > 0 && <span><Plural value={pms.syncFailing} one="# hourly pull from your PMS failed" other="# hourly pulls from your PMS failed" /></span>}
              </AppLink>
            </ActionLine>
          )}
          {activities > 0 && (
            <ActionLine testId="home-activities">
              <Link to="/activity/list" search={{ tab: 'open', page: 1, unit: '' }} className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
                <Plural value={activities} one="# platform activity is open for your listings to join" other="# platform activities are open for your listings to join" />
              </Link>
            </ActionLine>
          )}
          {refused > 0 && (
            <ActionLine testId="home-refused">
              <Plural value={refused} one="# change was refused by the server." other="# changes were refused by the server." />{' '}
              <button type="button" className="min-h-11 font-medium text-brand-800 underline" onClick={openSyncStatus}>
                <Trans>Review them</Trans>
              </button>
            </ActionLine>
          )}
          {data.staleFeeds.length > 0 && (
            <section aria-labelledby="home-feeds" data-testid="home-feeds">
              <h3 id="home-feeds" className="text-sm font-semibold text-gray-900">
                <Trans>Outside calendars not up to date</Trans>
              </h3>
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {data.staleFeeds.map((feed) => (
                  <li key={feed.feedId}>
                    <Link to="/house/roomManagement" className="inline-flex min-h-11 flex-col justify-center text-brand-800 hover:underline">
                      <span className="font-medium">{feed.name} · {feed.listingTitle || feed.unitId}</span>
                      <span className="text-xs text-gray-700">
                        {feed.lastError ? messageText(feed.lastError) : feed.lastSuccessAt !== null
                          ? t`Last imported ${i18n.date(new Date(feed.lastSuccessAt), { dateStyle: 'medium', timeStyle: 'short' })}`
                          : t`Not imported yet`}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {ranking && <RankingNotice ranking={data.ranking} />}
          {!!unread && (
            <ActionLine testId="home-unread">
              <AppLink to="/setting/systemMessage?remindType=unread" className="inline-flex min-h-11 items-center font-medium text-brand-800 underline">
                <Plural value={unread} one="# unread system message" other="# unread system messages" />
              </AppLink>
            </ActionLine>
          )}
        </div>
      )}
    </Card>
  )
}

function ActionLine({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p className="text-sm text-gray-900" data-testid={testId}>
      {children}
    </p>
  )
}

/** Guests arriving and leaving today and tomorrow (in each listing's own day). */
export function StaysCard() {
  const { t } = useLingui()
  const tenant = useQuery({ ...homeQueries.tenant(), refetchOnMount: refetchUnlessJustLoaded })
  return (
    <Card title={t`Today and tomorrow`} data-testid="home-stays">
      {tenant.isPending ? (
        <Loading label={t`Loading`} />
      ) : tenant.isError ? (
        <LoadFailed onRetry={() => void tenant.refetch()} />
      ) : (
        <Movements data={tenant.data} />
      )}
    </Card>
  )
}

function Movements({ data }: { data: DashboardTenant }) {
  const { t } = useLingui()
  const columns: Array<{ day: StayMovement['day']; title: string }> = [
    { day: 'today', title: t`Today` },
    { day: 'tomorrow', title: t`Tomorrow` },
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {columns.map(({ day, title }) => {
        const arrivals = data.arrivals.filter((m) => m.day === day)
        const departures = data.departures.filter((m) => m.day === day)
        return (
          <section key={day} aria-label={title} data-day={day}>
            <h3 className="text-sm font-semibold text-gray-900">{title}</h3>
            {arrivals.length + departures.length === 0 ? (
              <p className="mt-1 text-sm text-gray-700">
                <Trans>No arrivals or departures.</Trans>
              </p>
            ) : (
              <ul className="mt-1 flex flex-col">
                {arrivals.map(({ order }) => (
                  <MovementRow key={`in-${order.orderNo}`} order={order} kind="arrival" />
                ))}
                {departures.map(({ order }) => (
                  <MovementRow key={`out-${order.orderNo}`} order={order} kind="departure" />
                ))}
              </ul>
            )}
          </section>
        )
      })}
    </div>
  )
}

function MovementRow({ order, kind }: { order: OrderSummary; kind: 'arrival' | 'departure' }) {
  return (
    <li data-movement={kind} data-order={order.orderNo}>
      <Link to={detailTo(order)} search={{ orderNo: order.orderNo }} className="flex min-h-11 items-start gap-2 py-1 text-sm hover:underline">
        <span
          className={`mt-0.5 shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${kind === 'arrival' ? 'bg-green-100 text-green-900' : 'bg-sky-100 text-sky-900'}`}
        >
          {kind === 'arrival' ? (order.state === 'checkedIn' ? <Trans>Arrived</Trans> : <Trans>Arrives</Trans>) : <Trans>Leaves</Trans>}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-gray-900">
            {order.bookerName} · <Plural value={order.guestCount} one="# guest" other="# guests" />
          </span>
          <span className="truncate text-xs text-gray-700">{orderPlaceName(order)}</span>
        </span>
      </Link>
    </li>
  )
}

/** This month's money and nights, and how the host's listings stand. */
export function MonthCard({ index }: { index: DashboardIndex | undefined }) {
  const { t, i18n } = useLingui()
  if (!index) return <Card title={t`This month`}><Loading label={t`Loading`} /></Card>
  const { month, listings } = index
  const monthName = i18n.date(new Date(`${month.month}-15T00:00:00Z`), { year: 'numeric', month: 'long', timeZone: 'UTC' })
  const money = (amounts: MoneyAmount[]) =>
    amounts.length === 0 ? formatMoney(0, 'RMB', i18n.locale) : amounts.map((a) => formatMoney(a.amount, a.currency, i18n.locale)).join(' + ')
  return (
    <Card title={t`This month`} data-testid="home-month">
      <p className="mb-3 text-sm text-gray-700">{monthName}</p>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <Figure label={t`Earned`} value={money(month.earned)} hint={t`Income of stays that ended`} testId="home-earned" />
        <Figure label={t`Still to come`} value={money(month.expected)} hint={t`Paid stays ending this month`} testId="home-expected" />
        <Figure label={t`Nights sold`} value={String(month.nights)} testId="home-nights" />
        <Figure label={t`Stays`} value={String(month.stays)} />
      </dl>
      {index.settlement && index.settlement.toSettle.length > 0 && index.settlement.nextDate && (
        <p className="mt-3 text-sm text-gray-800" data-testid="home-to-settle">
          <Trans>To settle: {money(index.settlement.toSettle)}, next on {i18n.date(new Date(`${index.settlement.nextDate}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}.</Trans>{' '}
          <AppLink to="/settle/detail?state=toSettle" className="font-medium text-brand-800 underline">
            <Trans>Statements</Trans>
          </AppLink>
        </p>
      )}
      <AppLink to="/data/business" className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-800 underline" data-testid="home-business-data">
        <Trans>Business data: the last 90 days as charts</Trans>
      </AppLink>
      {/* a hotel merchant without B&B listings sees its hotels only */}
      {(listings.total > 0 || !index.hotels?.total) && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-gray-900">
            <Plural value={listings.total} one="# listing" other="# listings" />
          </h3>
          <GroupLinks testId="home-listings" counts={listings.counts} />
        </>
      )}
      {index.hotels && index.hotels.total > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-gray-900">
            <Plural value={index.hotels.total} one="# hotel" other="# hotels" />
          </h3>
          <GroupLinks testId="home-hotels" counts={index.hotels} />
        </>
      )}
    </Card>
  )
}

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="rounded-md bg-gray-50 p-3">
      <dt className="text-xs text-gray-700">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {hint && <dd className="text-xs text-gray-700">{hint}</dd>}
    </div>
  )
}

/** Links to the listing list's groups with their counts (B&B listings, or hotels). */
function GroupLinks({ counts, testId }: { counts: { online: number; notOnline: number; unfinished: number }; testId: string }) {
  const { t } = useLingui()
  return (
    <ul className="mt-1 flex flex-wrap gap-2 text-sm" data-testid={testId}>
      {([
        ['online', t`Online`, counts.online],
        ['notOnline', t`Not online`, counts.notOnline],
        ['unfinished', t`Unfinished`, counts.unfinished],
      ] as const).map(([group, label, count]) => (
        <li key={group}>
          <Link
            to="/house/houseInfo"
            search={{ group, page: 1 }}
            className="inline-flex min-h-11 items-center gap-1 rounded-md border border-gray-200 px-3 text-gray-900 hover:bg-gray-50"
          >
            {label} <span className="font-semibold tabular-nums">{count}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/**
 * The home's cards (issue 18): one count per area from the one dashboardIndex call, each a link
 * to the page that lists what it counts (the same filter, so the numbers agree). guestMessages:
 * guests' unread chat messages, for a host who may chat (issue 19; no card for others).
 */
export function GlanceCards({ index, guestMessages }: { index: DashboardIndex | undefined; guestMessages?: number | undefined }) {
  const { t, i18n } = useLingui()
  const glance = index?.glance
  // the same read as "needs your action" below (one call): the ranking penalty of a refused or
  // timed-out order is a penalty too (business rules 8, 9), apart from the violation records
  const task = useQuery({ ...homeQueries.task(), refetchOnMount: refetchUnlessJustLoaded })
  const rankedUntil = rankingEnd(task.data?.ranking)
  const until = rankedUntil === null ? '' : i18n.date(new Date(rankedUntil), { month: 'short', day: 'numeric' })
  const violations = glance?.penaltiesInForce ?? 0
  const listings = index ? index.listings.total + (index.hotels?.total ?? 0) : undefined
  const earned = index
    ? index.month.earned.length === 0 ? formatMoney(0, 'RMB', i18n.locale) : index.month.earned.map((a) => formatMoney(a.amount, a.currency, i18n.locale)).join(' + ')
    : undefined
  const cards: { key: string; label: string; value: string | undefined; to: string; alert?: boolean; hint?: string }[] = [
    { key: 'listings', label: t`Listings`, value: count(listings), to: listingsTo(index) },
    { key: 'checkIns', label: t`Check-ins today`, value: count(glance?.checkInsToday), to: glance ? `/order/orderList?group=waitCheckIn&dateType=checkIn&from=${glance.today}&to=${glance.today}` : '/order/orderList' },
    { key: 'waiting', label: t`Orders to confirm`, value: count(glance?.ordersWaiting), to: '/order/orderList?group=waitConfirm', alert: (glance?.ordersWaiting ?? 0) > 0 },
    { key: 'reviews', label: t`Reviews to answer`, value: count(glance?.reviewsAwaiting), to: '/order/comment?state=awaitingFeedback&kind=written' },
    {
      key: 'penalties',
      label: t`Violation penalties in force`,
      value: count(glance?.penaltiesInForce),
      to: '/risk/record?state=inPunishment',
      alert: violations > 0,
      ...(rankedUntil === null ? {} : { hint: t`Ranking penalty until ${until}` }),
    },
    { key: 'messages', label: t`Unread system messages`, value: count(index?.unreadMessages), to: '/setting/systemMessage?remindType=unread' },
    ...(guestMessages === undefined ? [] : [{ key: 'guests', label: t`Guest messages`, value: count(guestMessages), to: '/chat', alert: guestMessages > 0 }]),
    { key: 'income', label: t`Earned this month`, value: earned, to: '/data/business' },
  ]
  return (
    <nav aria-label={t`At a glance`}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="home-glance">
        {cards.map((card) => (
          <li key={card.key} className={card.key === 'income' && cards.length % 2 === 1 ? 'col-span-2 sm:col-span-1' : undefined}>
            <AppLink
              to={card.to}
              data-glance={card.key}
              className="flex min-h-20 flex-col justify-between rounded-lg border border-gray-200 bg-white p-3 shadow-sm hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <span className="text-xs text-gray-700">{card.label}</span>
              <span className={`text-xl font-semibold tabular-nums ${card.alert ? 'text-red-800' : 'text-gray-900'}`} data-glance-value>
                {card.value ?? <span className="text-gray-400" aria-label={t`Loading`}>…</span>}
              </span>
              {card.hint && (
                <span className="text-xs font-medium text-red-800" data-glance-hint>
                  {card.hint}
                </span>
              )}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The listing list on the group that holds listings: online first, then not online, then not finished. */
function listingsTo(index: DashboardIndex | undefined): string {
  const counts = index?.listings.counts
  return counts ? `/house/houseInfo?group=${landingGroup(counts)}` : '/house/houseInfo'
}

/** When the host's listings rank normally again: the later of the bottom placement and the demotion; null when neither is in force. */
function rankingEnd(ranking: DashboardTask['ranking'] | undefined): number | null {
  if (!ranking) return null
  const ends = [ranking.bottomUntil, ranking.demotedUntil].filter((end): end is number => end !== null)
  return ends.length === 0 ? null : Math.max(...ends)
}

function count(value: number | undefined): string | undefined {
  return value === undefined ? undefined : String(value)
}

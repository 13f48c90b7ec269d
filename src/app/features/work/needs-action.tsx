import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DashboardTask } from '../../../domain/dashboard/schemas'
import { orderPlaceName } from '../../../domain/order/place-name'
import { homeQueries, refetchUnlessJustLoaded } from '../../data/home-queries'
import { AppLink } from '../../shell/app-link'
import { useMessageText } from '../../shell/message-text'
import { RankingNotice } from '../../shell/ranking-notice'
import { openSyncStatus } from '../../shell/sync-events'
import { Card } from '../../ui/card'
import { Countdown, useServerClock } from '../../ui/countdown'
import { OrderIncome } from '../../ui/order-income'
import { detailTo, LoadFailed, Loading } from './home-card-parts'
import { useRefusedWrites } from './use-refused-writes'

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
  const pms = data.directConnection ?? { withoutKey: 0, roomsUnbound: 0, syncFailing: 0, webhookFailing: 0 }
  const pmsWaiting = pms.withoutKey + pms.roomsUnbound + pms.syncFailing + pms.webhookFailing
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
                {pms.webhookFailing > 0 && <span><Plural value={pms.webhookFailing} one="# notice to your PMS did not get through" other="# notices to your PMS did not get through" /></span>}
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

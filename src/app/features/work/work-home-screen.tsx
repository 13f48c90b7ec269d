import { Suspense } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AuthInfo } from '../../../domain/endpoints'
import { identityOf } from '../../../domain/identity'
import { formatMobile } from '../../../domain/validators/mobile-core'
import { hostDisplayName } from '../../../domain/profile/display-name'
import { AppLink } from '../../shell/app-link'
import { identityQueries, useCityLabel } from '../../data/identity'
import { CITY_ITEM, useCityPending } from '../../data/pending-city'
import { useItemConflicts } from '../../shell/item-conflict'
import { lazyAfterFirstScreen, useFirstScreen } from '../../first-screen'
import { useOffline } from '../../shell/pwa-network'
import { PendingNote } from '../../ui/pending-note'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { homeQueries, refetchUnlessJustLoaded } from '../../data/home-queries'
import { useChatUnread } from '../../data/chat-state'
import { GlanceCards } from './glance-cards'
import { MonthCard } from './month-card'
import { NeedsAction } from './needs-action'
import { StaysCard } from './stays-card'
import { todosFor } from './todo-registry'
import type { TodoActions, TodoCounts } from './todo-registry'
import { registerEndpoints } from '../../../client/endpoint-defs'
import { dashboardEndpoints } from '../../../domain/dashboard/endpoints'
import { DataAge } from '../../ui/data-age'

/** The new-order notifications hint (issue 40): its code and its reading of this device's push state after the first screen. */
const PushHint = lazyAfterFirstScreen(() => import('./push-hint').then((m) => m.default))
/** Photos shared from the gallery still waiting on this device (issue 40). */
const SharedPhotosWaiting = lazyAfterFirstScreen(() => import('./shared-photos-waiting').then((m) => m.default))

// the schemas of the home's calls come with its code, not one round trip later (decision 0043)
registerEndpoints('dashboard', dashboardEndpoints)

type WorkHomeScreenProps = {
  actions: TodoActions
}

/**
 * The host home (/work/index; issue 13): what needs action now (orders waiting with their
 * countdowns, renewals, refused writes, outside calendars, penalties, messages), today's and
 * tomorrow's arrivals and departures, this month's money and the listings, the set-up to-dos,
 * then who the host is and where real-name verification stands.
 */
export function WorkHomeScreen({ actions }: WorkHomeScreenProps) {
  const { t } = useLingui()
  const { data: info } = useSuspenseQuery(identityQueries.info())
  const index = useQuery({ ...homeQueries.index(), refetchOnMount: refetchUnlessJustLoaded })
  // a count not known yet is unknown, not zero: the first-listing to-do waits for it
  // hotels count as listings here: a hotel merchant has started (issue 14)
  const published = index.data ? index.data.listings.total + (index.data.hotels?.total ?? 0) : undefined
  const counts: TodoCounts = published === undefined ? {} : { listings: published }
  const starting = published === 0
  const city = useCityLabel(info)
  const cityPending = useCityPending()
  const cityConflict = useItemConflicts(CITY_ITEM).length > 0
  const offline = useOffline()
  // guests' unread chat messages for a host who may chat (the server says so with a number, not
  // null): the badge's poll keeps the count current, the index's count shows until it answers
  const chatCount = index.data?.glance?.guestMessages
  const chatLive = useChatUnread(typeof chatCount === 'number')
  const guestMessages = typeof chatCount === 'number' ? (chatLive ?? chatCount) : undefined
  // the home's first meaningful screen: its figures and to-dos, once the index has answered (or failed)
  useFirstScreen(!index.isPending)

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Host home</Trans>
        </h1>
        <DataAge updatedAt={index.dataUpdatedAt} />
      </div>
      {/* a host without listings starts with the set-up; the business cards wait for a first listing */}
      {starting && <TodoList info={info} counts={counts} actions={actions} />}
      {!starting && <GlanceCards index={index.data} guestMessages={guestMessages} />}
      <NeedsAction unread={index.data?.unreadMessages} guestMessages={guestMessages} />
      <Suspense fallback={null}>
        <SharedPhotosWaiting />
      </Suspense>
      {/* new-order notifications for a host who can receive orders: after the first screen (issue 40) */}
      {published !== undefined && published > 0 && (
        <Suspense fallback={null}>
          <PushHint />
        </Suspense>
      )}
      {!starting && (
        <>
          <div className="grid gap-4 md:grid-cols-2">
            <StaysCard />
            <MonthCard index={index.data} />
          </div>
          <TodoList info={info} counts={counts} actions={actions} />
        </>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t`Your account`}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-gray-700">
              <Trans>Name</Trans>
            </dt>
            <dd className="text-gray-900" data-testid="home-name">
              {hostDisplayName(info) || (
                // no masked number in its place: the host chooses the name guests see (decision 0069)
                <AppLink to="/setting/userinfo" className="font-medium text-brand-800 underline">
                  <Trans>Not chosen yet: choose the name guests see</Trans>
                </AppLink>
              )}
            </dd>
            <dt className="text-gray-700">
              <Trans>Mobile</Trans>
            </dt>
            <dd className="text-gray-900">{formatMobile(info.countryCode, info.mobile)}</dd>
            <dt className="text-gray-700">
              <Trans>Identity</Trans>
            </dt>
            <dd className="text-gray-900">
              {identityOf(info.isOverSea) === 'overseas' ? <Trans>Overseas host</Trans> : <Trans>Mainland host</Trans>}
            </dd>
            {info.cityName && (
              <>
                <dt className="text-gray-700">
                  <Trans>City</Trans>
                </dt>
                <dd className="text-gray-900">
                  {city}
                  <PendingNote pending={cityPending} offline={offline} testId="city-pending" />
                  {cityConflict && (
                    // the choice (keep mine / use current) is on the city to-do below
                    <span data-testid="city-conflict" className="ml-2 text-xs font-medium text-amber-800">
                      <Trans>Changed elsewhere</Trans>
                    </span>
                  )}
                </dd>
              </>
            )}
          </dl>
        </Card>
        <Card title={t`Real-name verification`} data-card="realName">
          <RealNameStatus info={info} onRetry={actions.openRealName} />
        </Card>
      </div>
    </div>
  )
}

function TodoList({ info, counts, actions }: { info: AuthInfo; counts: TodoCounts; actions: TodoActions }) {
  const { t } = useLingui()
  const todos = todosFor(info, counts)
  const open = todos.filter((entry) => !entry.done).length
  return (
    <Card
      title={t`To do`}
      actions={
        open > 0 ? (
          <Badge>
            <span aria-hidden="true">{open}</span>
            <span className="sr-only">{t`${open} open`}</span>
          </Badge>
        ) : undefined
      }
    >
      <ul className="flex flex-col divide-y divide-gray-100">
        {todos.map(({ item, done }) => (
          <li key={item.id} className="py-3 first:pt-0 last:pb-0" data-todo={item.id} data-done={done}>
            {item.render({ info, counts, done, actions })}
          </li>
        ))}
      </ul>
    </Card>
  )
}

function RealNameStatus({ info, onRetry }: { info: AuthInfo; onRetry: () => void }) {
  const isOverseas = identityOf(info.isOverSea) === 'overseas'
  switch (info.realNameState) {
    case 'passed':
      return (
        <div className="text-sm">
          <Badge tone="success">
            <Trans>Passed</Trans>
          </Badge>
          <p className="mt-2 text-gray-900">
            {isOverseas ? info.passportNo : `${info.realName} · ${info.idCardNo}`}
          </p>
        </div>
      )
    case 'pending':
      return (
        <div className="text-sm">
          <Badge tone="neutral">
            <Trans>Pending review</Trans>
          </Badge>
          <p className="mt-2 text-gray-700">
            <Trans>We are checking your documents. You will be told when the review is done.</Trans>
          </p>
        </div>
      )
    case 'failed':
      return (
        <div className="flex flex-col items-start gap-2 text-sm">
          <Badge tone="alert">
            <Trans>Not passed</Trans>
          </Badge>
          <p className="text-gray-700">
            <Trans>Your verification did not pass. Check your details and try again.</Trans>
          </p>
          <Button size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )
    default:
      return (
        <div className="flex flex-col items-start gap-2 text-sm">
          <Badge tone="neutral">
            <Trans>Not verified</Trans>
          </Badge>
          <p className="text-gray-700">
            <Trans>Verify your identity before you publish listings.</Trans>
          </p>
          <Button size="sm" onClick={onRetry}>
            <Trans>Verify now</Trans>
          </Button>
        </div>
      )
  }
}

import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import type { AuthInfo } from '../../../domain/endpoints'
import { identityOf } from '../../../domain/identity'
import { needsNickname } from '../../../domain/profile/display-name'
import { AppLink } from '../../shell/app-link'
import { useCityLabel } from '../../data/identity'
import { CITY_ITEM } from '../../data/pending-city'
import { ItemConflict } from '../../shell/item-conflict'
import { Button } from '../../ui/button'

/**
 * Counts other areas feed into the host home (listings, pending orders, unread reviews...).
 * A missing count is unknown, not zero.
 */
export type TodoCounts = Partial<Record<'listings' | 'pendingOrders' | 'unreadReviews', number>>

/** What a to-do card may do on the host home (the dialogs live in the route). */
export type TodoActions = { openRealName: () => void; chooseCity: () => void }

export type TodoRenderArgs = { info: AuthInfo; counts: TodoCounts; done: boolean; actions: TodoActions }

export type TodoItem = {
  id: string
  /** Whether the card is shown at all for this host. */
  applies: (info: AuthInfo, counts: TodoCounts) => boolean
  /** Done items stay in the list, shown as done. */
  isDone: (info: AuthInfo, counts: TodoCounts) => boolean
  render: (args: TodoRenderArgs) => ReactNode
}

/** The host home's to-do list. Later areas append their cards (pending orders, unread reviews). */
export const TODO_REGISTRY: TodoItem[] = [
  {
    id: 'realName',
    applies: () => true,
    isDone: (info) => info.realNameState === 'passed',
    render: ({ info, done, actions }) => (
      <TodoCard
        title={<Trans>Finish real-name verification</Trans>}
        done={done}
        body={
          info.realNameState === 'pending' ? (
            <Trans>Your documents are being reviewed.</Trans>
          ) : (
            <Trans>Required before you publish or edit listings and issue invoices.</Trans>
          )
        }
        action={
          !done &&
          info.realNameState !== 'pending' && (
            <Button size="sm" onClick={actions.openRealName}>
              {info.realNameState === 'failed' ? <Trans>Try again</Trans> : <Trans>Verify now</Trans>}
            </Button>
          )
        }
      />
    ),
  },
  {
    id: 'city',
    applies: (info) => identityOf(info.isOverSea) === 'CHN',
    isDone: (info) => Boolean(info.cityId),
    render: ({ info, done, actions }) => (
      <TodoCard
        title={<Trans>Choose your city</Trans>}
        done={done}
        body={done ? <CityName info={info} /> : <Trans>Tell us where your listings are.</Trans>}
        notice={<ItemConflict item={CITY_ITEM} />}
        action={
          !done && (
            <Button size="sm" onClick={actions.chooseCity}>
              <Trans>Choose city</Trans>
            </Button>
          )
        }
      />
    ),
  },
  {
    // an overseas host starts without the nickname guests see (decision 0069)
    id: 'nickname',
    applies: (info) => identityOf(info.isOverSea) === 'overseas',
    isDone: (info) => !needsNickname(info),
    render: ({ info, done }) => (
      <TodoCard
        title={<Trans>Choose the name guests see</Trans>}
        done={done}
        body={done ? info.nickName : <Trans>Guests see it on your listings. Until then they see no name.</Trans>}
        action={
          !done && (
            <Button asChild size="sm">
              <AppLink to="/setting/userinfo">
                <Trans>Choose a name</Trans>
              </AppLink>
            </Button>
          )
        }
      />
    ),
  },
  {
    id: 'firstListing',
    // while the count is unknown the card waits: a host with listings never sees "publish your first"
    applies: (_info, counts) => counts.listings !== undefined,
    isDone: (_info, counts) => (counts.listings ?? 0) > 0,
    render: ({ info, done }) => (
      <TodoCard
        title={<Trans>Publish your first listing</Trans>}
        done={done}
        body={<Trans>Describe your place, add photos and set a price.</Trans>}
        action={
          !done && (
            <Button asChild size="sm">
              <a href={firstListingHref(info)}>
                <Trans>Publish a listing</Trans>
              </a>
            </Button>
          )
        }
      />
    ),
  },
]

/** Domestic (incl. HK, Macau, Taiwan) for mainland hosts, overseas for overseas hosts. */
export function firstListingHref(info: Pick<AuthInfo, 'isOverSea'>): string {
  const publishType = identityOf(info.isOverSea) === 'overseas' ? 'overseas' : 'domestic'
  return `/select-house-type?publishType=${publishType}`
}

/** The registry's items that apply to this host, each with its done flag, open ones first. */
export function todosFor(
  info: AuthInfo,
  counts: TodoCounts,
  registry: readonly TodoItem[] = TODO_REGISTRY,
): Array<{ item: TodoItem; done: boolean }> {
  const applicable = registry
    .filter((item) => item.applies(info, counts))
    .map((item) => ({ item, done: item.isDone(info, counts) }))
  return [...applicable.filter((entry) => !entry.done), ...applicable.filter((entry) => entry.done)]
}

type TodoCardProps = {
  title: ReactNode
  body: ReactNode
  done: boolean
  action?: ReactNode
  /** Below the body: e.g. the item's conflict notice (keep mine / use current). */
  notice?: ReactNode
}

function TodoCard({ title, body, done, action, notice }: TodoCardProps) {
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-2 sm:flex-nowrap">
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold ${
          done ? 'border-green-700 bg-green-700 text-white' : 'border-gray-400 text-transparent'
        }`}
      >
        ✓
      </span>
      <div className="min-w-0 flex-1">
        <h3 className={`text-base font-medium ${done ? 'text-gray-600 line-through' : 'text-gray-900'}`}>{title}</h3>
        {body && <p className="mt-0.5 text-sm text-gray-700">{body}</p>}
        {notice}
        {done && (
          <p className="mt-0.5 text-sm font-medium text-green-800">
            <Trans>Done</Trans>
          </p>
        )}
      </div>
      {action && <div className="w-full shrink-0 pl-9 sm:w-auto sm:pl-0">{action}</div>}
    </div>
  )
}

function CityName({ info }: { info: AuthInfo }) {
  return <>{useCityLabel(info)}</>
}

import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { DashboardIndex, DashboardTask } from '../../../domain/dashboard/schemas'
import { landingGroup } from '../../../domain/listing/counts'
import { homeQueries, refetchUnlessJustLoaded } from '../../data/home-queries'
import { AppLink } from '../../shell/app-link'
import { formatMoney } from '../../../domain/money-format'

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

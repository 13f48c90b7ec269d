import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Activity } from '../../../domain/promotion/endpoints'
import type { ActivityTab } from '../../../domain/promotion/states'
import { useDocumentTitle } from '../../shell/use-document-title'
import { FilterTabs } from '../../ui/filter-tabs'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { DiscountsPanel } from './discounts-panel'
import { CostBearer, ScopeText, StateBadge, TYPE_LABELS } from './market-parts'
import { MARKET_PAGE_SIZE, marketQueries } from './market-queries'
import type { ActivityListSearch } from './market-search'

const TABS: ReadonlyArray<ActivityTab | 'discounts'> = ['open', 'joined', 'history', 'discounts']

/**
 * activity/list (issue 17): the platform's activities, open for sign-up, joined, and past, each
 * with its type, period, discount, who pays it and its scope; a card opens its detail to sign
 * listings up.
 */
export function ActivitiesScreen({ search }: { search: ActivityListSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Event registration`)
  const navigate = useNavigate()
  const listTab: ActivityTab = search.tab === 'discounts' ? 'open' : search.tab
  const activities = useQuery({ ...marketQueries.activities(listTab, search.page), enabled: search.tab !== 'discounts' })
  const go = (next: Partial<ActivityListSearch>) => void navigate({ to: '/activity/list', search: { ...search, ...next } })
  const pages = Math.max(1, Math.ceil((activities.data?.total ?? 0) / MARKET_PAGE_SIZE))
  const labels: Record<ActivityTab | 'discounts', string> = { open: t`Open for sign-up`, joined: t`Joined`, history: t`History`, discounts: t`Long-term and house discounts` }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900"><Trans>Event registration</Trans></h1>
      <p className="text-sm text-gray-700">
        <Trans>The platform's activities put your listings in front of more guests at a discount. Sign listings up while enrollment is open; what the platform pays of a discount comes back to you with the stay's income.</Trans>
      </p>
      <FilterTabs
        label={t`Show`}
        value={search.tab}
        onChange={(tab) => go({ tab, page: 1 })}
        options={TABS.map((tab) => ({ value: tab, label: labels[tab], count: tab === 'discounts' ? undefined : activities.data?.counts[tab] }))}
      />
      {search.tab === 'discounts' ? <DiscountsPanel /> : (
      <>
      <QueryBody
        query={activities}
        failed={<Trans>The activities could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(d) => d.list.length === 0}
        empty={search.tab === 'open' ? <Trans>No activity is open for sign-up now.</Trans> : search.tab === 'joined' ? <Trans>Your listings are in no running activity.</Trans> : <Trans>No past activity.</Trans>}
      >
        {(d) => (
          <ul className="flex flex-col gap-3" data-testid="activities">
            {d.list.map((activity) => <ActivityCard key={activity.id} activity={activity} unit={search.unit} />)}
          </ul>
        )}
      </QueryBody>
      <Pager page={search.page} pages={pages} onPage={(page) => go({ page })} />
      </>
      )}
    </div>
  )
}

function ActivityCard({ activity, unit }: { activity: Activity; unit: string }) {
  const { t, i18n } = useLingui()
  const phase = { open: t`Enrollment open`, closed: t`Enrollment closed`, ended: t`Ended` }[activity.phase]
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm" data-testid="activity" data-activity-id={activity.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{activity.name}</p>
          <p className="text-xs text-gray-700">{i18n._(TYPE_LABELS[activity.type])}</p>
        </div>
        <div className="flex items-center gap-2">
          <span className="text-lg font-semibold text-brand-800"><Trans>{activity.discountPercent}% off</Trans></span>
          <StateBadge state={activity.phase} label={phase} />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div><dt className="inline text-gray-700"><Trans>Nights</Trans>: </dt><dd className="inline">{activity.stayFrom} – {activity.stayTo}</dd></div>
        <div><dt className="inline text-gray-700"><Trans>Sign up by</Trans>: </dt><dd className="inline">{activity.enrollUntil}</dd></div>
        <div><dt className="inline text-gray-700"><Trans>Who pays</Trans>: </dt><dd className="inline"><CostBearer activity={activity} /></dd></div>
        <div><dt className="inline text-gray-700"><Trans>For</Trans>: </dt><dd className="inline"><ScopeText activity={activity} /></dd></div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Link
          to="/activity/detail"
          search={{ id: activity.id, unit }}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
        >
          {activity.phase === 'open' ? <Trans>Details and sign-up</Trans> : <Trans>Details</Trans>}
        </Link>
        {activity.registered > 0 && (
          <span className="text-sm text-green-900" data-testid="activity-registered">
            <Trans>{activity.registered} of your listings joined</Trans>
          </span>
        )}
      </div>
    </li>
  )
}

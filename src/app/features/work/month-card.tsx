import { Link } from '@tanstack/react-router'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { DashboardIndex, MoneyAmount } from '../../../domain/dashboard/schemas'
import { AppLink } from '../../shell/app-link'
import { Card } from '../../ui/card'
import { formatMoney } from '../../../domain/money-format'
import { Loading } from './home-card-parts'

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

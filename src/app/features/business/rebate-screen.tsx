import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ResponseOf } from '../../../domain/endpoints'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Card } from '../../ui/card'
import { SeriesChart } from '../../ui/charts/bar-chart'
import { formatMoney, formatMoneyShort } from '../../../domain/money-format'
import { QueryBody } from '../../ui/query-body'
import { businessQueries } from './business-queries'
import { REBATE_RANGES, type RebateSearch } from './business-search'

type Block = ResponseOf<'rebateData'>['currencies'][number]

/**
 * /data/rebate (issues 16 and 17): what the platform paid of activity discounts on the host's
 * stays, paid back with their income: the total and what is settled, by the month the stays
 * ended (a chart, with a table for screen readers) and by activity.
 */
export function RebateScreen({ search }: { search: RebateSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Rebate data`)
  const navigate = useNavigate()
  const data = useQuery(businessQueries.rebate(search.months))
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900"><Trans>Rebate data</Trans></h1>
        <Link to="/data/business" search={{ days: 90, by: 'week', unit: '' }} className="text-sm font-medium text-brand-800 underline">
          <Trans>Business data</Trans>
        </Link>
      </div>
      <p className="text-sm text-gray-700">
        <Trans>When an activity's discount is paid by the platform (all of it or a share), the guest pays less and the platform pays you the difference with the stay's income: that is your rebate.</Trans>
      </p>
      <div role="group" aria-label={t({ message: 'Period', context: 'business data' })} className="flex flex-wrap gap-1 self-start rounded-md border border-gray-300 bg-white p-0.5">
        {REBATE_RANGES.map((months) => (
          <button
            key={months}
            type="button"
            aria-pressed={search.months === months}
            onClick={() => void navigate({ to: '/data/rebate', search: { months } })}
            className={`min-h-11 rounded px-3 text-sm ${search.months === months ? 'bg-brand-700 font-medium text-white' : 'text-gray-800 hover:bg-gray-100'}`}
          >
            <Plural value={months} one="Last month" other="Last # months" />
          </button>
        ))}
      </div>
      <QueryBody
        query={data}
        failed={<Trans>The rebates could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(d) => d.currencies.length === 0}
        empty={
          <p className="text-sm text-gray-700" data-testid="rebate-empty">
            <Trans>No rebate in this period. Activities paid by the platform bring one:</Trans>{' '}
            <Link to="/activity/list" search={{ tab: 'open', page: 1, unit: '' }} className="font-medium text-brand-800 underline"><Trans>Event registration</Trans></Link>
          </p>
        }
      >
        {(d) => d.currencies.map((block) => <CurrencyBlock key={block.currency} block={block} from={d.from} />)}
      </QueryBody>
    </div>
  )
}

function CurrencyBlock({ block, from }: { block: Block; from: string }) {
  const { t, i18n } = useLingui()
  const money = (minor: number) => formatMoney(minor, block.currency, i18n.locale)
  const monthLabel = (month: string) => i18n.date(new Date(`${month}-01T00:00:00Z`), { month: 'short', timeZone: 'UTC' })
  const monthName = (month: string) => i18n.date(new Date(`${month}-01T00:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' })
  // every month of the period, the quiet ones at zero, so the chart is a timeline
  const byMonth = new Map(block.months.map((m) => [m.month, m.rebate]))
  const months = monthsFrom(from, new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7))
  return (
    <>
      <Card title={t`Rebates in ${block.currency}`} data-testid="rebate-block">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label={t`Rebate since ${monthName(from)}`} value={money(block.totals.rebate)} testId="rebate-total" />
          <Figure label={t`Settled`} value={money(block.totals.settled)} testId="rebate-settled" />
          <Figure label={t`To settle`} value={money(block.totals.rebate - block.totals.settled)} />
          <Figure label={t({ message: 'Orders', context: 'count' })} value={String(block.totals.orders)} />
        </dl>
        <div className="mt-4">
          <SeriesChart
            testId="rebate-chart"
            points={months.map((month) => ({ key: month, label: monthLabel(month), value: byMonth.get(month) ?? 0 }))}
            summary={t`Rebate by the month the stays ended: ${money(block.totals.rebate)} in all.`}
            caption={t`Rebate by month`}
            valueHeading={t`Rebate (${block.currency})`}
            format={money}
            axisFormat={(minor) => formatMoneyShort(minor, block.currency, i18n.locale)}
            rowHeading={(point) => monthName(point.key)}
          />
        </div>
      </Card>
      <Card title={t`By activity`}>
        <table className="w-full text-left text-sm" data-testid="rebate-activities">
          <thead className="text-xs text-gray-700">
            <tr>
              <th scope="col" className="py-2 pr-2 font-medium"><Trans>Activity</Trans></th>
              <th scope="col" className="py-2 pr-2 text-right font-medium">{t({ message: 'Orders', context: 'count' })}</th>
              <th scope="col" className="py-2 pr-2 text-right font-medium"><Trans>Nights</Trans></th>
              <th scope="col" className="py-2 text-right font-medium"><Trans>Rebate</Trans></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {block.activities.map((a) => (
              <tr key={a.id}>
                <th scope="row" className="py-2 pr-2 font-medium text-gray-900">
                  <Link to="/activity/detail" search={{ id: a.id, unit: '' }} className="text-brand-800 underline">{a.name}</Link>
                </th>
                <td className="py-2 pr-2 text-right tabular-nums">{a.orders}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{a.nights}</td>
                <td className="py-2 text-right tabular-nums">{money(a.rebate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  )
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-xs text-gray-700">{label}</dt>
      <dd className="text-lg font-semibold text-gray-900 tabular-nums" data-testid={testId}>{value}</dd>
    </div>
  )
}

/** 'yyyy-MM' from `first` to `last`, both included. */
function monthsFrom(first: string, last: string): string[] {
  const out: string[] = []
  let [year, month] = first.split('-').map(Number) as [number, number]
  while (`${year}-${String(month).padStart(2, '0')}` <= last && out.length < 36) {
    out.push(`${year}-${String(month).padStart(2, '0')}`)
    month += 1
    if (month > 12) {
      month = 1
      year += 1
    }
  }
  return out
}

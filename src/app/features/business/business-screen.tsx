import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ResponseOf } from '../../../domain/endpoints'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Card } from '../../ui/card'
import { SeriesChart } from '../../ui/charts/bar-chart'
import { formatMoney, formatMoneyShort } from '../../../domain/money-format'
import { QueryBody } from '../../ui/query-body'
import { Select } from '../../ui/select'
import { businessQueries, rangeOf } from './business-queries'
import { RANGES, type BusinessSearch } from './business-search'

type Data = ResponseOf<'businessData'>

/**
 * /data/business (issue 16): the host's bookings, room-nights, income, occupancy, average price,
 * cancellations and refusals over the last 30, 90 or 365 days by day, week or month, for all
 * listings or one: the figures, income and occupancy drawn as charts (with tables for screen
 * readers), and each listing's share.
 */
export function BusinessScreen({ search }: { search: BusinessSearch }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Business data`)
  const navigate = useNavigate()
  const range = rangeOf(search.days, Date.now())
  const data = useQuery(businessQueries.data(search, range))
  const go = (next: Partial<BusinessSearch>) => void navigate({ to: '/data/business', search: { ...search, ...next } })
  const date = (value: string) => i18n.date(new Date(`${value}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  const byLabels = { day: t`By day`, week: t`By week`, month: t`By month` }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Business data</Trans>
        </h1>
        <Link to="/data/rebate" search={{ months: 12 }} className="text-sm font-medium text-brand-800 underline" data-testid="rebate-link">
          <Trans>Rebate data</Trans>
        </Link>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t({ message: 'Period', context: 'business data' })} className="flex flex-wrap gap-1 rounded-md border border-gray-300 bg-white p-0.5">
          {RANGES.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={search.days === days}
              onClick={() => go({ days, by: days === 365 ? 'month' : days === 30 ? 'day' : search.by })}
              className={`min-h-11 rounded px-3 text-sm ${search.days === days ? 'bg-brand-700 font-medium text-white' : 'text-gray-800 hover:bg-gray-100'}`}
            >
              <Trans>Last {days} days</Trans>
            </button>
          ))}
        </div>
        <div role="group" aria-label={t`Group by`} className="flex flex-wrap gap-1 rounded-md border border-gray-300 bg-white p-0.5">
          {(['day', 'week', 'month'] as const).map((by) => (
            <button
              key={by}
              type="button"
              aria-pressed={search.by === by}
              disabled={by === 'day' && search.days === 365}
              onClick={() => go({ by })}
              className={`min-h-11 rounded px-3 text-sm disabled:opacity-50 ${search.by === by ? 'bg-brand-700 font-medium text-white' : 'text-gray-800 hover:bg-gray-100'}`}
            >
              {byLabels[by]}
            </button>
          ))}
        </div>
        <div className="min-w-56">
          <Select
            label={t`Listing`}
            value={search.unit || 'all'}
            options={[{ value: 'all', label: t`All listings` }, ...(data.data?.units ?? []).map((u) => ({ value: u.unitId, label: u.title }))]}
            onValueChange={(value) => go({ unit: value === 'all' ? '' : value })}
          />
        </div>
      </div>
      <p className="text-sm text-gray-700">
        <Trans>{date(range.from)} – {date(range.to)} (Beijing time). A stay counts in the period it starts in; bookings, cancellations and refusals in the period they were made.</Trans>
      </p>
      <QueryBody query={data} failed={<Trans>The figures could not be loaded. Check the connection and try again.</Trans>}>
        {(answer) => <Figures data={answer} by={search.by} />}
      </QueryBody>
    </div>
  )
}

function Figures({ data, by }: { data: Data; by: BusinessSearch['by'] }) {
  const { t, i18n } = useLingui()
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.locale)
  const percent = (bp: number) => i18n.number(bp / 10_000, { style: 'percent', maximumFractionDigits: 1 })
  const periodLabel = (start: string) => {
    const d = new Date(`${start}T00:00:00Z`)
    if (by === 'month') return i18n.date(d, { month: 'short', year: '2-digit', timeZone: 'UTC' })
    return i18n.date(d, { month: 'numeric', day: 'numeric', timeZone: 'UTC' })
  }
  const periodName = (start: string) => {
    const d = new Date(`${start}T00:00:00Z`)
    if (by === 'month') return i18n.date(d, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    if (by === 'week') return t`Week of ${i18n.date(d, { dateStyle: 'medium', timeZone: 'UTC' })}`
    return i18n.date(d, { dateStyle: 'medium', timeZone: 'UTC' })
  }
  const totals = data.totals
  const kpis: Array<[string, string, string]> = [
    [t`Orders booked`, String(totals.orders), 'orders'],
    [t`Room-nights sold`, String(totals.nights), 'nights'],
    [t`Income`, money(totals.income), 'income'],
    [t`Occupancy`, percent(totals.occupancyBp), 'occupancy'],
    [t`Average price per night`, money(totals.averagePrice), 'average-price'],
    [t`Cancellations`, String(totals.cancellations), 'cancellations'],
    [t`Refusals and timeouts`, String(totals.refusals), 'refusals'],
  ]
  const first = data.periods[0]
  const last = data.periods[data.periods.length - 1]
  const span = first && last ? `${periodName(first.start)} – ${periodName(last.start)}` : ''
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="business-totals">
        {kpis.map(([label, value, id]) => (
          <div key={id} className="rounded-lg border border-gray-200 bg-white p-3">
            <dt className="text-xs text-gray-700">{label}</dt>
            <dd className="text-xl font-semibold text-gray-900 tabular-nums" data-testid={`business-${id}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <Card title={t`Income`}>
        <SeriesChart
          testId="business-income-chart"
          points={data.periods.map((p) => ({ key: p.start, label: periodLabel(p.start), value: p.income }))}
          summary={t`Income ${span}: ${money(totals.income)} in all.`}
          caption={t`Income by period`}
          valueHeading={t`Income (${data.currency})`}
          format={money}
          axisFormat={(minor) => formatMoneyShort(minor, data.currency, i18n.locale)}
          rowHeading={(point) => periodName(point.key)}
        />
      </Card>
      <Card title={t`Occupancy`}>
        <SeriesChart
          testId="business-occupancy-chart"
          kind="line"
          maxValue={10_000}
          points={data.periods.map((p) => ({ key: p.start, label: periodLabel(p.start), value: p.occupancyBp }))}
          summary={t`Occupancy ${span}: ${percent(totals.occupancyBp)} over the whole period.`}
          caption={t`Occupancy by period`}
          valueHeading={t`Room-nights sold of those the listings offered`}
          format={percent}
          rowHeading={(point) => periodName(point.key)}
        />
      </Card>
      <Card title={t`Orders, cancellations and refusals`}>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-sm" data-testid="business-periods">
            <thead>
              <tr className="text-left text-xs text-gray-700">
                <th scope="col" className="py-1 pr-2 font-medium"><Trans context="business data">Period</Trans></th>
                <th scope="col" className="py-1 pr-2 text-right font-medium"><Trans>Orders booked</Trans></th>
                <th scope="col" className="py-1 pr-2 text-right font-medium"><Trans>Room-nights</Trans></th>
                <th scope="col" className="py-1 pr-2 text-right font-medium"><Trans>Average price</Trans></th>
                <th scope="col" className="py-1 pr-2 text-right font-medium"><Trans>Cancellations</Trans></th>
                <th scope="col" className="py-1 text-right font-medium"><Trans>Refusals</Trans></th>
              </tr>
            </thead>
            <tbody>
              {[...data.periods].reverse().filter((p) => p.orders + p.nights + p.cancellations + p.refusals > 0).map((p) => (
                <tr key={p.start} className="border-t border-gray-100 tabular-nums">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">{periodName(p.start)}</th>
                  <td className="py-1 pr-2 text-right">{p.orders}</td>
                  <td className="py-1 pr-2 text-right">{p.nights}</td>
                  <td className="py-1 pr-2 text-right">{money(p.averagePrice)}</td>
                  <td className="py-1 pr-2 text-right">{p.cancellations}</td>
                  <td className="py-1 text-right">{p.refusals}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      {data.listings.length > 0 && (
        <Card title={t`By listing`}>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[28rem] text-sm" data-testid="business-listings">
              <thead>
                <tr className="text-left text-xs text-gray-700">
                  <th scope="col" className="py-1 pr-2 font-medium"><Trans>Listing</Trans></th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium"><Trans>Stays</Trans></th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium"><Trans>Room-nights</Trans></th>
                  <th scope="col" className="py-1 pr-2 text-right font-medium"><Trans>Occupancy</Trans></th>
                  <th scope="col" className="py-1 text-right font-medium"><Trans>Income</Trans></th>
                </tr>
              </thead>
              <tbody>
                {data.listings.map((l) => (
                  <tr key={l.luId} className="border-t border-gray-100 tabular-nums">
                    <th scope="row" className="max-w-56 truncate py-1 pr-2 text-left font-normal">{l.title}</th>
                    <td className="py-1 pr-2 text-right">{l.orders}</td>
                    <td className="py-1 pr-2 text-right">{l.nights}</td>
                    <td className="py-1 pr-2 text-right">{percent(l.occupancyBp)}</td>
                    <td className="py-1 text-right">{money(l.income)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </div>
  )
}

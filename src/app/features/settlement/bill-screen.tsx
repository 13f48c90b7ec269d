import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { BillTotals } from '../../../domain/settlement/endpoints'
import { shiftMonth } from '../../../domain/settlement/rules'
import { AppLink } from '../../shell/app-link'
import { MerchantGated } from '../../shell/merchant-gate'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { AmountBreakdown } from '../../ui/amount-breakdown'
import { formatMoney } from '../../../domain/money-format'
import { Pager } from '../../ui/pager'
import { QueryBody } from '../../ui/query-body'
import { IncomeChart } from './income-chart'
import { Field, SettlementItems } from './settlement-parts'
import { ITEM_PAGE_SIZE, settlementQueries } from './settlement-queries'
import type { BillSearch } from './settlement-search'

/** The month before the one `now` is in (Beijing), the bill a host opens first. */
function lastMonth(now: number): string {
  return shiftMonth(new Date(now + 8 * 3_600_000).toISOString().slice(0, 7), -1)
}

export function billHref(month: string): string {
  return `/settle/monthlyBillDetail?month=${month}`
}

/**
 * settle/monthlyBillDetail (issue 16): a month's bill, the stays that ended in it with their sums
 * (the orders' breakdowns added up, decision 0067; settled and to settle), the last twelve months' income as a
 * chart, and the month's orders with their split and statement.
 */
export function BillScreen({ search }: { search: BillSearch }) {
  const { t } = useLingui()
  useDocumentTitle(t`Monthly bill`)
  return (
    <MerchantGated>
      <Bill search={search} />
    </MerchantGated>
  )
}

function Bill({ search }: { search: BillSearch }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const month = search.month || lastMonth(Date.now())
  const thisMonth = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7)
  const bill = useQuery(settlementQueries.bill(month, search.page))
  const go = (next: Partial<BillSearch>) => void navigate({ to: '/settle/monthlyBillDetail', search: { ...search, month, ...next } })
  const monthName = (m: string) => i18n.date(new Date(`${m}-01T00:00:00Z`), { month: 'long', year: 'numeric', timeZone: 'UTC' })
  const pages = Math.max(1, Math.ceil((bill.data?.total ?? 0) / ITEM_PAGE_SIZE))

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Bill for {monthName(month)}</Trans>
        </h1>
        <AppLink to="/settle/detail" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          <Trans>Settlement statements</Trans>
        </AppLink>
      </div>
      <nav aria-label={t`Months`} className="flex items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => go({ month: shiftMonth(month, -1), page: 1 })}>
          <Trans>Previous month</Trans>
        </Button>
        <Button variant="secondary" size="sm" disabled={month >= thisMonth} onClick={() => go({ month: shiftMonth(month, 1), page: 1 })}>
          <Trans>Next month</Trans>
        </Button>
      </nav>
      <p className="text-sm text-gray-700">
        <Trans>A bill holds the stays that ended in the month. Each is settled on the third working day after it ended.</Trans>
      </p>

      <QueryBody
        query={bill}
        failed={<Trans>The bill could not be loaded. Check the connection and try again.</Trans>}
        isEmpty={(data) => data.total === 0 && data.recent.every((r) => r.orders === 0)}
        empty={<Trans>No stay ended in this month.</Trans>}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            {data.totals.length === 0 ? (
              <Card><p className="text-sm text-gray-700"><Trans>No stay ended in this month.</Trans></p></Card>
            ) : data.totals.map((totals) => <TotalsCard key={totals.currency} totals={totals} />)}

            <section aria-labelledby="bill-months" className="flex flex-col gap-2">
              <h2 id="bill-months" className="text-lg font-semibold text-gray-900">
                <Trans>Income of the last 12 months</Trans>
              </h2>
              {[...new Set(data.recent.map((r) => r.currency))].map((currency) => (
                <IncomeChart
                  key={currency}
                  currency={currency}
                  current={month}
                  hrefOf={billHref}
                  months={data.recent.filter((r) => r.currency === currency)}
                />
              ))}
            </section>

            {data.items.length > 0 && (
              <section aria-labelledby="bill-orders" className="flex flex-col gap-3">
                <h2 id="bill-orders" className="text-lg font-semibold text-gray-900">
                  <Trans>Orders of the month</Trans>
                </h2>
                <SettlementItems items={data.items} showStatement />
                <Pager page={search.page} pages={pages} onPage={(page) => go({ page })} />
              </section>
            )}
          </div>
        )}
      </QueryBody>
    </div>
  )
}

function TotalsCard({ totals }: { totals: BillTotals }) {
  const { t, i18n } = useLingui()
  const money = (minor: number) => formatMoney(minor, totals.currency, i18n.locale)
  return (
    <Card title={t`Sums (${totals.currency})`} data-testid="bill-totals" data-currency={totals.currency}>
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Field label={t({ message: 'Orders', context: 'count' })}>{totals.orders}</Field>
          <Field label={t`Nights`}>{totals.nights}</Field>
        </dl>
        <AmountBreakdown amounts={totals} currency={totals.currency} compact incomeTestId="bill-income" />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Field label={t`Settled`} testId="bill-settled">{money(totals.settled)}</Field>
          <Field label={t`To settle`} testId="bill-to-settle">{money(totals.toSettle)}</Field>
        </dl>
      </div>
    </Card>
  )
}

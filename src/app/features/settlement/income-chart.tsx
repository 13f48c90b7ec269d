import { Trans, useLingui } from '@lingui/react/macro'
import { SeriesChart } from '../../ui/charts/bar-chart'
import { formatMoney, formatMoneyShort } from '../../../domain/money-format'

export type MonthIncome = { month: string; orders: number; income: number }

/** Income by month of stay end (settleBill's `recent`), the bill's month darker; each month's row links to its bill. */
export function IncomeChart({ months, currency, current, hrefOf }: { months: readonly MonthIncome[]; currency: string; current: string; hrefOf: (month: string) => string }) {
  const { t, i18n } = useLingui()
  const money = (minor: number) => formatMoney(minor, currency, i18n.locale)
  const monthName = (month: string) => i18n.date(new Date(`${month}-01T00:00:00Z`), { month: 'short', year: '2-digit', timeZone: 'UTC' })
  const total = months.reduce((sum, m) => sum + m.income, 0)
  const first = months[0]
  const last = months[months.length - 1]
  return (
    <div data-testid="income-chart" data-currency={currency}>
      <SeriesChart
        points={months.map((m) => ({ key: m.month, label: monthName(m.month), value: m.income }))}
        summary={first && last ? t`Income in ${currency} from ${monthName(first.month)} to ${monthName(last.month)}: ${money(total)} in all.` : ''}
        caption={<Trans>Income by month ({currency})</Trans>}
        valueHeading={<Trans>Income</Trans>}
        format={money}
        axisFormat={(minor) => formatMoneyShort(minor, currency, i18n.locale)}
        highlight={current}
        rowHeading={(point) => <a href={hrefOf(point.key)}>{point.label}</a>}
      />
    </div>
  )
}

import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar } from '@visx/shape'
import { formatMoney } from '../../ui/format-money'
import { useNarrow } from '../../ui/use-narrow'

export type MonthIncome = { month: string; orders: number; income: number }

const HEIGHT = 220
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 }

/**
 * Income by month of stay end (settleBill's `recent`) as bars, drawn with visx (decision 0055):
 * SVG whose summary is the image's name, the month of the bill highlighted, and the same figures in
 * a visually hidden table with links to each month's bill for screen readers and keyboards.
 */
export function IncomeChart({ months, currency, current, hrefOf }: { months: readonly MonthIncome[]; currency: string; current: string; hrefOf: (month: string) => string }) {
  const { t, i18n } = useLingui()
  const captionId = useId()
  // drawn at about the size shown, so its labels stay legible on a phone (every other month there)
  const narrow = useNarrow()
  const WIDTH = narrow ? 360 : 640
  const money = (minor: number) => formatMoney(minor, currency, i18n.locale)
  const monthName = (month: string) => i18n.date(new Date(`${month}-01T00:00:00Z`), { month: 'short', year: '2-digit', timeZone: 'UTC' })
  const x = scaleBand({ domain: months.map((m) => m.month), range: [0, WIDTH - MARGIN.left - MARGIN.right], padding: 0.25 })
  const top = Math.max(1, ...months.map((m) => m.income))
  const y = scaleLinear({ domain: [0, top], range: [HEIGHT - MARGIN.top - MARGIN.bottom, 0], nice: true })
  const total = months.reduce((sum, m) => sum + m.income, 0)
  const first = months[0]
  const last = months[months.length - 1]
  const summary = first && last ? t`Income in ${currency} from ${monthName(first.month)} to ${monthName(last.month)}: ${money(total)} in all.` : ''

  return (
    <figure className="flex flex-col gap-2" data-testid="income-chart" data-currency={currency}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {months.map((m) => {
            const barHeight = y(0) - y(m.income)
            return (
              <Bar
                key={m.month}
                x={x(m.month)}
                y={y(m.income)}
                width={x.bandwidth()}
                height={Math.max(0, barHeight)}
                className={m.month === current ? 'fill-brand-800' : 'fill-brand-500'}
              />
            )
          })}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => money(Number(value))}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLabelProps={{ className: 'fill-gray-700 text-[10px]', textAnchor: 'end', dx: -4, dy: 3 }}
            axisClassName="text-gray-300"
          />
          <AxisBottom
            top={HEIGHT - MARGIN.top - MARGIN.bottom}
            scale={x}
            tickFormat={(month, index) => (narrow && index % 2 === 1 ? '' : monthName(String(month)))}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLabelProps={{ className: 'fill-gray-700 text-[10px]', textAnchor: 'middle' }}
            axisClassName="text-gray-300"
          />
        </Group>
      </svg>
      {/* a table keeps its content's width whatever its own: the wrapper is what hides it (a phone would scroll sideways) */}
      <div className="sr-only">
        <table aria-describedby={captionId}>
          <caption id={captionId}>
            <Trans>Income by month ({currency})</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col"><Trans>Month</Trans></th>
              <th scope="col"><Trans context="count">Orders</Trans></th>
              <th scope="col"><Trans>Income</Trans></th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row"><a href={hrefOf(m.month)}>{monthName(m.month)}</a></th>
                <td>{m.orders}</td>
                <td>{money(m.income)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

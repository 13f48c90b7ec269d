import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ResponseOf } from '../../../domain/endpoints'
import { formatMoney } from '../../../domain/money-format'

type Monthly = ResponseOf<'walletMonthly'>

/**
 * The wallet's last twelve months (walletMonthly) as inline SVG: income settled and withdrawn as
 * bars, the balance at each month's end as a line. Screen readers get a summary as the image's
 * name and the same figures in a visually hidden table.
 */
export function WalletChart({ data }: { data: Monthly }) {
  const { t, i18n } = useLingui()
  const captionId = useId()
  const money = (fen: number) => formatMoney(fen, data.currency, i18n.locale)
  const monthName = (month: string) => i18n.date(new Date(`${month}-01T00:00:00Z`), { month: 'short', year: '2-digit', timeZone: 'UTC' })
  const { months } = data
  const top = Math.max(1, ...months.flatMap((m) => [m.income, m.withdrawn, m.balance]))
  const bottom = Math.min(0, ...months.map((m) => m.balance))
  const y = (fen: number) => PAD_TOP + ((top - fen) / (top - bottom)) * PLOT_H
  const slot = PLOT_W / months.length
  const x = (i: number) => PAD_LEFT + i * slot
  const first = months[0]
  const last = months[months.length - 1]
  const income = months.reduce((n, m) => n + m.income, 0)
  const withdrawn = months.reduce((n, m) => n + m.withdrawn, 0)
  const summary = first && last
    ? t`From ${monthName(first.month)} to ${monthName(last.month)}: ${money(income)} income settled, ${money(withdrawn)} withdrawn; balance at the end ${money(last.balance)}.`
    : ''
  const line = months.map((m, i) => `${i === 0 ? 'M' : 'L'}${(x(i) + slot / 2).toFixed(1)},${y(m.balance).toFixed(1)}`).join(' ')

  return (
    <figure className="flex flex-col gap-2" data-testid="wallet-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        <line x1={PAD_LEFT} x2={PAD_LEFT + PLOT_W} y1={y(0)} y2={y(0)} className="stroke-gray-300" />
        {months.map((m, i) => (
          <g key={m.month}>
            <rect x={x(i) + slot * 0.15} width={slot * 0.33} y={y(m.income)} height={Math.max(0, y(0) - y(m.income))} className="fill-green-700" />
            <rect x={x(i) + slot * 0.52} width={slot * 0.33} y={y(m.withdrawn)} height={Math.max(0, y(0) - y(m.withdrawn))} className="fill-gray-500" />
            <text x={x(i) + slot / 2} y={HEIGHT - 6} textAnchor="middle" className="fill-gray-700 text-[10px]">{monthName(m.month)}</text>
          </g>
        ))}
        <path d={line} fill="none" strokeWidth={2} className="stroke-brand-700" />
        {months.map((m, i) => <circle key={m.month} cx={x(i) + slot / 2} cy={y(m.balance)} r={2.5} className="fill-brand-700" />)}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-gray-700" aria-hidden="true">
        <span className="flex items-center gap-1"><span className="inline-block size-3 bg-green-700" /><Trans>Income settled</Trans></span>
        <span className="flex items-center gap-1"><span className="inline-block size-3 bg-gray-500" /><Trans>Withdrawn</Trans></span>
        <span className="flex items-center gap-1"><span className="inline-block h-0.5 w-4 bg-brand-700" /><Trans>Balance at month end</Trans></span>
      </figcaption>
      {/* a table keeps its content's width whatever its own: the wrapper is what hides it (a phone would scroll sideways) */}
      <div className="sr-only">
      <table aria-describedby={captionId}>
        <caption id={captionId}>
          <Trans>The wallet by month</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col"><Trans>Month</Trans></th>
            <th scope="col"><Trans>Income settled</Trans></th>
            <th scope="col"><Trans>Withdrawn</Trans></th>
            <th scope="col"><Trans>ID check fees</Trans></th>
            <th scope="col"><Trans>Balance at month end</Trans></th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td>{money(m.income)}</td>
              <td>{money(m.withdrawn)}</td>
              <td>{money(m.fees)}</td>
              <td>{money(m.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </figure>
  )
}

const WIDTH = 640
const HEIGHT = 200
const PAD_LEFT = 8
const PAD_TOP = 10
const PLOT_W = WIDTH - 2 * PAD_LEFT
const PLOT_H = HEIGHT - PAD_TOP - 24

import { useId, type ReactNode } from 'react'
import { AxisBottom, AxisLeft } from '@visx/axis'
import { Group } from '@visx/group'
import { scaleBand, scaleLinear } from '@visx/scale'
import { Bar, LinePath } from '@visx/shape'
import { useNarrow } from '../use-narrow'

export type ChartPoint = { key: string; label: string; value: number }

const HEIGHT = 220
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 }

/**
 * A chart of one series drawn with visx (decision 0055): bars, or a line for a rate. An SVG whose
 * name is the summary, drawn at about the size shown so its labels stay legible on a phone (some
 * ticks dropped there), with a visually hidden table of the same figures; a row's heading may be
 * a link (to the period's own page).
 */
export function SeriesChart({ points, kind = 'bar', summary, caption, valueHeading, format, axisFormat = format, highlight, rowHeading, testId, maxValue }: {
  points: readonly ChartPoint[]
  kind?: 'bar' | 'line'
  /** The picture's accessible name: what it shows in a sentence. */
  summary: string
  caption: ReactNode
  valueHeading: ReactNode
  format: (value: number) => string
  /** The value axis's ticks (shorter than the figures: ¥6K). */
  axisFormat?: (value: number) => string
  /** The point drawn darker (the period open elsewhere on the page). */
  highlight?: string
  rowHeading?: (point: ChartPoint) => ReactNode
  testId?: string
  /** The axis's top (a rate's 100 %); the data's largest value otherwise. */
  maxValue?: number
}) {
  const captionId = useId()
  const narrow = useNarrow()
  const width = narrow ? 360 : 640
  const innerWidth = width - MARGIN.left - MARGIN.right
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom
  const x = scaleBand({ domain: points.map((p) => p.key), range: [0, innerWidth], padding: 0.25 })
  const top = maxValue ?? Math.max(1, ...points.map((p) => p.value))
  const y = scaleLinear({ domain: [0, top], range: [innerHeight, 0], nice: maxValue === undefined })
  // at most ~12 labels across (6 on a phone)
  const every = Math.max(1, Math.ceil(points.length / (narrow ? 6 : 12)))
  const labelOf = new Map(points.map((p, i) => [p.key, i % every === 0 ? p.label : '']))
  return (
    <figure className="flex flex-col gap-2" data-testid={testId}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {kind === 'bar'
            ? points.map((p) => (
              <Bar
                key={p.key}
                x={x(p.key)}
                y={y(p.value)}
                width={x.bandwidth()}
                height={Math.max(0, innerHeight - y(p.value))}
                className={p.key === highlight ? 'fill-brand-800' : 'fill-brand-500'}
              />
            ))
            : (
              <LinePath
                data={[...points]}
                x={(p) => (x(p.key) ?? 0) + x.bandwidth() / 2}
                y={(p) => y(p.value)}
                className="stroke-brand-700"
                strokeWidth={2}
                fill="none"
              />
            )}
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => axisFormat(Number(value))}
            stroke="currentColor"
            tickStroke="currentColor"
            tickLabelProps={{ className: 'fill-gray-700 text-[10px]', textAnchor: 'end', dx: -4, dy: 3 }}
            axisClassName="text-gray-300"
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickFormat={(key) => labelOf.get(String(key)) ?? ''}
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
          <caption id={captionId}>{caption}</caption>
          <tbody>
            {points.map((p) => (
              <tr key={p.key}>
                <th scope="row">{rowHeading ? rowHeading(p) : p.label}</th>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot><tr><td colSpan={2}>{valueHeading}</td></tr></tfoot>
        </table>
      </div>
    </figure>
  )
}

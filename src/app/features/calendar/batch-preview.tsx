import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { CalendarUnit } from '../../../domain/calendar/schemas'
import type { CellView } from '../../data/calendar-overlay'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { Spinner } from '../../ui/spinner'
import type { UnitPreview } from './batch-form'
import { priceFormatter } from './calendar-texts'

type BatchPreviewProps = {
  previews: UnitPreview[]
  units: readonly CalendarUnit[]
  /** Nights beyond the loaded six months (changed too, not previewed). */
  outside: number
  busy: boolean
  loading: boolean
  onApply: () => void
}

/** Rows shown per unit before "and N more". */
const ROWS_SHOWN = 62

/** Before -> after of every night the batch changes, grouped by listing, with counts; then Apply. */
export function BatchPreview({ previews, units, outside, busy, loading, onApply }: BatchPreviewProps) {
  const { t, i18n } = useLingui()
  const total = previews.reduce((sum, unit) => sum + unit.rows.length, 0)
  const refused = previews.reduce((sum, unit) => sum + unit.belowBooked, 0)
  return (
    <Card title={<Trans>Preview</Trans>} titleAs="h2" data-testid="batch-preview">
      {loading ? (
        <Spinner />
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-gray-800" data-testid="batch-preview-total">
            <Plural value={total} one="# night changes" other="# nights change" />{' '}
            <Plural value={previews.filter((unit) => unit.rows.length > 0).length} one="in # listing." other="across # listings." />{' '}
            {outside > 0 && <Plural value={outside} one="# night after the next six months changes too and is not shown here." other="# nights after the next six months change too and are not shown here." />}
          </p>
          {refused > 0 && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              <Plural value={refused} one="# night would have less stock than its bookings: the server will refuse the whole edit." other="# nights would have less stock than their bookings: the server will refuse the whole edit." />
            </p>
          )}
          {previews.map((unit) => {
            const info = units.find((u) => u.unitId === unit.unitId)
            const price = priceFormatter(i18n.locale, info?.currency ?? 'CNY')
            return (
              <details key={unit.unitId} open={previews.length <= 3} className="rounded-md border border-gray-200" data-testid="batch-preview-unit" data-unit={unit.unitId}>
                <summary className="cursor-pointer p-2 text-sm">
                  <span className="font-medium text-gray-900">{info?.title ?? unit.unitId}</span>{' '}
                  <span className="text-gray-700">
                    <Plural value={unit.rows.length} one="# night" other="# nights" />
                    {': '}
                    <Trans>
                      price {unit.counts.price}, stock {unit.counts.stock}, open/closed {unit.counts.open}
                    </Trans>
                  </span>
                </summary>
                {unit.rows.length > 0 && (
                  <div className="overflow-x-auto">
                    <table className="w-full text-left text-sm">
                      <thead className="bg-gray-50 text-xs text-gray-700">
                        <tr>
                          <th scope="col" className="px-2 py-1">
                            <Trans>Night</Trans>
                          </th>
                          <th scope="col" className="px-2 py-1">
                            <Trans>Before</Trans>
                          </th>
                          <th scope="col" className="px-2 py-1">
                            <Trans>After</Trans>
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {unit.rows.slice(0, ROWS_SHOWN).map((row) => (
                          <tr key={row.date} className="border-t border-gray-100" data-date={row.date}>
                            <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap tabular-nums">
                              {row.date}
                            </th>
                            <td className="px-2 py-1">{describe(row.before, price, i18n)}</td>
                            <td className="px-2 py-1 font-medium">
                              {describe(row.after, price, i18n)}
                              {row.belowBooked && <span className="ml-1 text-red-700">{t`below ${row.after.booked} booked`}</span>}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                    {unit.rows.length > ROWS_SHOWN && (
                      <p className="p-2 text-xs text-gray-700">
                        <Trans>and {unit.rows.length - ROWS_SHOWN} more nights</Trans>
                      </p>
                    )}
                  </div>
                )}
              </details>
            )
          })}
          <div className="flex justify-end">
            <Button onClick={onApply} loading={busy} disabled={total === 0 && outside === 0} data-testid="batch-apply">
              <Trans>Apply</Trans>
            </Button>
          </div>
        </div>
      )}
    </Card>
  )
}

function describe(cell: CellView, price: (n: number) => string, i18n: I18n): string {
  const state = cell.open ? i18n._(msg`open`) : i18n._(msg`closed`)
  return `${price(cell.price)} · ${i18n._(msg`stock ${cell.stock}`)} · ${state}`
}

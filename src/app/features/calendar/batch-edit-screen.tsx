import { useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { checkChange } from '../../../domain/calendar/check'
import type { CalendarFieldError } from '../../../domain/calendar/check'
import { CALENDAR_LIMITS } from '../../../domain/calendar/limits'
import type { CalendarChange } from '../../../domain/calendar/schemas'
import { saveCalendarChanges } from '../../data/calendar-writes'
import type { UnitCells } from '../../data/calendar-overlay'
import { reportStorageError } from '../../shell/storage-full'
import { useDocumentTitle } from '../../shell/use-document-title'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { dateTimeFormat } from '../../ui/date-time-format'
import { FieldError } from '../../ui/field-error'
import { NeedsNetwork } from '../../ui/needs-network'
import { Spinner } from '../../ui/spinner'
import { TextField } from '../../ui/text-field'
import { BatchPreview } from './batch-preview'
import { ALL_WEEKDAYS, batchChange, emptyBatchForm, errorAt, nightsOutside, previewBatch } from './batch-form'
import type { BatchForm, PriceMode } from './batch-form'
import { keptCalendar } from './calendar-keep'
import { OpenChoice } from './open-choice'
import { useCalendarData } from './use-calendar-data'

/**
 * /house/batchSetPrice: one edit for many units, up to 5 date ranges, a weekday filter, a price
 * (one, or weekday/weekend/holiday), stock and open/closed. Checked like the server
 * (checkChange), previewed night by night (applyChange on the held cells), then queued.
 */
export function BatchEditScreen({ initialUnitId }: { initialUnitId: string | undefined }) {
  const { t, i18n } = useLingui()
  useDocumentTitle(t`Batch edit`)
  const navigate = useNavigate()
  // the same window as the calendar (kept alive), so the preview covers what the host has loaded
  const data = useCalendarData(keptCalendar.extended)
  const units = useMemo(() => data.units.data?.units ?? [], [data.units.data])
  const [form, setForm] = useState<BatchForm | null>(null)
  const [errors, setErrors] = useState<CalendarFieldError[]>([])
  const [preview, setPreview] = useState<CalendarChange | null>(null)
  const [busy, setBusy] = useState(false)

  if (!data.units.data && data.units.isError) return <NeedsNetwork layout="page" onRetry={() => void data.units.refetch()} />
  if (!data.units.data) {
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    )
  }
  const current = form ?? emptyBatchForm(initialUnitId && units.some((u) => u.unitId === initialUnitId) ? [initialUnitId] : [], data.today)
  const update = (patch: Partial<BatchForm>) => {
    setForm({ ...current, ...patch })
    setPreview(null)
  }
  const err = (field: string) => errorAt(errors, field)
  const fieldError = (field: string) => <FieldError messageKey={err(field)?.key} params={err(field)?.params} />

  const check = () => {
    const change = batchChange(current)
    const found = checkChange(change, data.today)
    setErrors(found)
    setPreview(found.length === 0 ? change : null)
  }
  const apply = async () => {
    if (!preview) return
    setBusy(true)
    try {
      const chosen = units.filter((unit) => preview.unitIds.includes(unit.unitId))
      await saveCalendarChanges([preview], {
        titles: Object.fromEntries(chosen.map((unit) => [unit.unitId, unit.title])),
        currencies: Object.fromEntries(chosen.map((unit) => [unit.unitId, unit.currency])),
      })
      await navigate({ to: '/house/roomManagement' })
    } catch (error) {
      reportStorageError(error)
    } finally {
      setBusy(false)
    }
  }

  const held: UnitCells[] = units.map((unit) => ({ unitId: unit.unitId, days: data.cells.get(unit.unitId) ?? [] }))
  const previews = preview ? previewBatch(held, preview) : []
  const outside = preview ? nightsOutside(preview, data.window.to) : 0
  const weekdayName = dateTimeFormat(i18n.locale === 'zh' ? 'zh-CN' : 'en', { weekday: 'short', timeZone: 'UTC' })

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Batch edit</Trans>
      </h1>
      <Card title={<Trans>Listings</Trans>} titleAs="h2">
        <fieldset className="flex flex-col gap-2" data-testid="batch-units">
          <legend className="sr-only">
            <Trans>Listings to change</Trans>
          </legend>
          <Check
            checked={units.length > 0 && current.unitIds.length === units.length}
            onChange={(on) => update({ unitIds: on ? units.map((unit) => unit.unitId) : [] })}
            label={<Trans>All listings ({units.length})</Trans>}
          />
          <div className="grid gap-1 sm:grid-cols-2">
            {units.map((unit) => (
              <Check
                key={unit.unitId}
                checked={current.unitIds.includes(unit.unitId)}
                onChange={(on) => update({ unitIds: on ? [...current.unitIds, unit.unitId] : current.unitIds.filter((id) => id !== unit.unitId) })}
                label={
                  <>
                    {unit.title} <span className="text-gray-600">({unit.currency})</span>
                  </>
                }
              />
            ))}
          </div>
          {fieldError('unitIds')}
        </fieldset>
      </Card>
      <Card title={<Trans>Dates</Trans>} titleAs="h2">
        <div className="flex flex-col gap-3" data-testid="batch-ranges">
          {current.ranges.map((range, i) => (
            <div key={i} className="flex flex-wrap items-end gap-2">
              <TextField
                className="min-w-36 flex-1"
                type="date"
                label={<Trans>From (range {i + 1})</Trans>}
                value={range.from}
                min={data.today}
                onChange={(e) => update({ ranges: current.ranges.map((r, j) => (j === i ? { ...r, from: e.target.value } : r)) })}
                error={err(`ranges.${i}.from`)?.key ?? null}
                errorParams={err(`ranges.${i}.from`)?.params}
              />
              <TextField
                className="min-w-36 flex-1"
                type="date"
                label={<Trans>To, last night (range {i + 1})</Trans>}
                value={range.to}
                min={range.from}
                onChange={(e) => update({ ranges: current.ranges.map((r, j) => (j === i ? { ...r, to: e.target.value } : r)) })}
                error={err(`ranges.${i}.to`)?.key ?? null}
                errorParams={err(`ranges.${i}.to`)?.params}
              />
              {current.ranges.length > 1 && (
                <Button variant="ghost" size="sm" className="mb-1" onClick={() => update({ ranges: current.ranges.filter((_, j) => j !== i) })}>
                  <Trans>Remove range {i + 1}</Trans>
                </Button>
              )}
            </div>
          ))}
          {fieldError('ranges')}
          {current.ranges.length < CALENDAR_LIMITS.ranges && (
            <Button variant="secondary" size="sm" className="self-start" onClick={() => update({ ranges: [...current.ranges, { from: data.today, to: data.today }] })}>
              <Trans>Add a date range</Trans>
            </Button>
          )}
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1 text-sm font-medium text-gray-800">
              <Trans>Days of the week</Trans>
            </legend>
            {ALL_WEEKDAYS.map((day) => (
              <Check
                key={day}
                checked={current.weekdays.includes(day)}
                onChange={(on) => update({ weekdays: on ? [...current.weekdays, day] : current.weekdays.filter((d) => d !== day) })}
                label={weekdayName.format(Date.UTC(2026, 10, 1 + day))}
              />
            ))}
          </fieldset>
          {fieldError('weekdays')}
        </div>
      </Card>
      <Card title={<Trans>New values</Trans>} titleAs="h2">
        <div className="flex flex-col gap-3">
          <fieldset className="flex flex-wrap gap-3">
            <legend className="mb-1 text-sm font-medium text-gray-800">
              <Trans>Price</Trans>
            </legend>
            {(
              [
                ['none', <Trans key="n">Unchanged</Trans>],
                ['single', <Trans key="s">One price</Trans>],
                ['byKind', <Trans key="k">Weekday / weekend / holiday</Trans>],
              ] as const
            ).map(([mode, label]) => (
              <label key={mode} className="inline-flex items-center gap-1.5 text-sm">
                <input type="radio" name="price-mode" className="size-4 accent-brand-600" checked={current.priceMode === mode} onChange={() => update({ priceMode: mode as PriceMode })} />
                {label}
              </label>
            ))}
          </fieldset>
          {current.priceMode === 'single' && (
            <TextField label={<Trans>Price per night (each listing's currency)</Trans>} inputMode="numeric" value={current.price} onChange={(e) => update({ price: e.target.value })} error={err('price')?.key ?? null} errorParams={err('price')?.params} />
          )}
          {current.priceMode === 'byKind' && (
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField label={<Trans>Weekday nights (Sun-Thu)</Trans>} inputMode="numeric" value={current.prices.weekday} onChange={(e) => update({ prices: { ...current.prices, weekday: e.target.value } })} error={err('price.weekday')?.key ?? null} errorParams={err('price.weekday')?.params} />
              <TextField label={<Trans>Weekend nights (Fri-Sat)</Trans>} inputMode="numeric" value={current.prices.weekend} onChange={(e) => update({ prices: { ...current.prices, weekend: e.target.value } })} error={err('price.weekend')?.key ?? null} errorParams={err('price.weekend')?.params} />
              <TextField
                label={<Trans>Holiday nights</Trans>}
                hint={<Trans>Mainland China statutory holidays only.</Trans>}
                inputMode="numeric"
                value={current.prices.holiday}
                onChange={(e) => update({ prices: { ...current.prices, holiday: e.target.value } })}
                error={err('price.holiday')?.key ?? null}
                errorParams={err('price.holiday')?.params}
              />
            </div>
          )}
          <TextField label={<Trans>Stock (units for sale)</Trans>} placeholder={t`Unchanged`} inputMode="numeric" value={current.stock} onChange={(e) => update({ stock: e.target.value })} error={err('stock')?.key ?? null} errorParams={err('stock')?.params} />
          <OpenChoice value={current.open} onChange={(open) => update({ open })} />
          {err('price') && current.priceMode !== 'single' && fieldError('price')}
        </div>
      </Card>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void navigate({ to: '/house/roomManagement' })}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={check} data-testid="batch-preview-button">
          <Trans>Preview changes</Trans>
        </Button>
      </div>
      {preview && (
        <BatchPreview
          previews={previews}
          units={units}
          outside={outside}
          busy={busy}
          loading={data.grid.isPending}
          onApply={() => void apply()}
        />
      )}
    </div>
  )
}

function Check({ checked, onChange, label }: { checked: boolean; onChange: (checked: boolean) => void; label: ReactNode }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-gray-900">
      <input type="checkbox" className="size-4 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  )
}

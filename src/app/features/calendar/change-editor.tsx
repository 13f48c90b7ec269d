import { useState } from 'react'
import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { editNotSynced } from '../../data/outbox-lazy'
import { checkChange } from '../../../domain/calendar/check'
import type { CalendarFieldError } from '../../../domain/calendar/check'
import type { CalendarChange } from '../../../domain/calendar/schemas'
import { unitToday } from '../../../domain/calendar/zones'
import { cellsOf, cellsSummary, changesSummary } from '../../data/calendar-sync'
import type { CalendarWriteMeta } from '../../data/calendar-writes'
import { reportStorageError } from '../../shell/storage-full'
import type { NotSyncedEditorProps } from '../../shell/sync-editor-registry'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { TextField } from '../../ui/text-field'
import { toNumber } from './batch-form'

/**
 * Edit of a calendar write the server refused (the header's not-synced list): the server's
 * nights beside the host's change; the stock (and a single price) can be changed, and saving
 * re-sends the write in its place with a new key.
 */
export function CalendarChangeEditor({ entry, onClose }: NotSyncedEditorProps) {
  const { t } = useLingui()
  const changes = (entry.params.changes ?? []) as CalendarChange[]
  const [stocks, setStocks] = useState(changes.map((change) => (change.stock === undefined ? '' : String(change.stock))))
  const [prices, setPrices] = useState(changes.map((change) => (typeof change.price === 'number' ? String(change.price) : '')))
  const [errors, setErrors] = useState<CalendarFieldError[][]>([])
  const [busy, setBusy] = useState(false)
  const server = cellsOf(entry.refusal.current)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const edited = changes.map((change, i): CalendarChange => {
      const { stock: _stock, ...rest } = change
      const withStock = stocks[i]!.trim() === '' ? rest : { ...rest, stock: toNumber(stocks[i]!) }
      return typeof change.price === 'number' && prices[i]!.trim() !== '' ? { ...withStock, price: toNumber(prices[i]!) } : withStock
    })
    const today = unitToday('CHN', Date.now())
    const found = edited.map((change) => checkChange(change, today))
    setErrors(found)
    if (found.some((list) => list.length > 0)) return
    setBusy(true)
    try {
      await editNotSynced(entry.id, { changes: edited }, entry.meta)
      onClose()
    } catch (error) {
      reportStorageError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t`Edit the calendar change`}>
      <form onSubmit={(e) => void save(e)} className="flex flex-col gap-3 text-sm" data-testid="calendar-change-editor">
        <p>
          <span className="font-medium">
            <Trans>On the server:</Trans>
          </span>{' '}
          {cellsSummary(server)}
        </p>
        <p>
          <span className="font-medium">
            <Trans>Yours:</Trans>
          </span>{' '}
          {changesSummary(changes, entry.meta as CalendarWriteMeta | undefined)}
        </p>
        {changes.map((change, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-2">
            {change.stock !== undefined && (
              <TextField
                label={<Trans>Stock</Trans>}
                inputMode="numeric"
                value={stocks[i]}
                onChange={(e) => setStocks(stocks.map((s, j) => (j === i ? e.target.value : s)))}
                error={errors[i]?.find((error) => error.field === 'stock')?.key ?? null}
                errorParams={errors[i]?.find((error) => error.field === 'stock')?.params}
              />
            )}
            {typeof change.price === 'number' && (
              <TextField
                label={<Trans>Price</Trans>}
                inputMode="numeric"
                value={prices[i]}
                onChange={(e) => setPrices(prices.map((s, j) => (j === i ? e.target.value : s)))}
                error={errors[i]?.find((error) => error.field === 'price')?.key ?? null}
                errorParams={errors[i]?.find((error) => error.field === 'price')?.params}
              />
            )}
            <FieldError messageKey={errors[i]?.find((error) => error.field !== 'stock' && error.field !== 'price')?.key} />
          </div>
        ))}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Send again</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

import { useState } from 'react'
import type { FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { checkChange } from '../../../domain/calendar/check'
import type { CalendarFieldError } from '../../../domain/calendar/check'
import type { CalendarChange, CalendarUnit } from '../../../domain/calendar/schemas'
import { saveCalendarChanges } from '../../data/calendar-writes'
import type { CellView } from '../../data/calendar-overlay'
import { reportStorageError } from '../../shell/storage-full'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { FieldError } from '../../ui/field-error'
import { TextField } from '../../ui/text-field'
import { toNumber } from './batch-form'
import { OpenChoice } from './open-choice'
import type { OpenValue } from './open-choice'

type CellEditorDialogProps = {
  unit: CalendarUnit
  /** The unit's local today (no past nights). */
  today: string
  from: string
  to: string
  /** The first selected night (prefills the fields). */
  first: CellView | undefined
  onClose: () => void
  /** The change was kept (sent, or queued to send): the screen clears its selection. */
  onSaved?: () => void
}

type Field = 'from' | 'to' | 'price' | 'stock' | 'open'

/**
 * Sets price, stock and open/closed of the selected nights of one unit. Checked with the same
 * rules as the server (checkChange); saved through the outbox, so it shows at once offline.
 */
export function CellEditorDialog({ unit, today, from: initialFrom, to: initialTo, first, onClose, onSaved }: CellEditorDialogProps) {
  const { t } = useLingui()
  const [from, setFrom] = useState(initialFrom)
  const [to, setTo] = useState(initialTo)
  // one night: its values prefilled; a range: empty fields leave each night's own value
  const single = initialFrom === initialTo && first !== undefined
  const [price, setPrice] = useState(single ? String(first.price) : '')
  const [stock, setStock] = useState(single ? String(first.stock) : '')
  const [open, setOpen] = useState<OpenValue>('keep')
  const [errors, setErrors] = useState<CalendarFieldError[]>([])
  const [busy, setBusy] = useState(false)
  const errorOf = (field: Field) => errors.find((e) => fieldOf(e.field) === field)
  const other = errors.find((e) => !FIELDS.includes(fieldOf(e.field)))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const change: CalendarChange = {
      unitIds: [unit.unitId],
      ranges: [{ from, to }],
      // a value the host did not change is not sent (so a one-field edit stays one field)
      ...(price.trim() !== '' && !(single && from === to && toNumber(price) === first.price) ? { price: toNumber(price) } : {}),
      ...(stock.trim() !== '' && !(single && from === to && toNumber(stock) === first.stock) ? { stock: toNumber(stock) } : {}),
      ...(open === 'keep' ? {} : { open: open === 'open' }),
    }
    const found = checkChange(change, today)
    setErrors(found)
    if (found.length > 0) return
    setBusy(true)
    try {
      await saveCalendarChanges([change], { titles: { [unit.unitId]: unit.title }, currencies: { [unit.unitId]: unit.currency } })
      onSaved?.()
      onClose()
    } catch (error) {
      reportStorageError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      initialFocus="dialog"
      onOpenChange={(next) => !next && onClose()}
      title={<Trans>Edit {unit.title}</Trans>}
      description={<Trans>Prices are in {unit.currency}. Fields you leave unchanged are not changed.</Trans>}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="cell-editor">
        <div className="grid grid-cols-2 gap-3">
          <TextField label={<Trans>From</Trans>} type="date" value={from} min={today} onChange={(e) => setFrom(e.target.value)} error={errorOf('from')?.key ?? null} errorParams={errorOf('from')?.params} />
          <TextField label={<Trans>To (last night)</Trans>} type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} error={errorOf('to')?.key ?? null} errorParams={errorOf('to')?.params} />
        </div>
        <TextField
          label={<Trans>Price per night</Trans>}
          prefix={unit.currency}
          inputMode="numeric"
          value={price}
          placeholder={single ? undefined : t`Unchanged`}
          onChange={(e) => setPrice(e.target.value)}
          error={errorOf('price')?.key ?? null}
          errorParams={errorOf('price')?.params}
        />
        <TextField
          label={<Trans>Stock (units for sale)</Trans>}
          inputMode="numeric"
          value={stock}
          placeholder={single ? undefined : t`Unchanged`}
          onChange={(e) => setStock(e.target.value)}
          error={errorOf('stock')?.key ?? null}
          errorParams={errorOf('stock')?.params}
          hint={first && first.booked > 0 ? t`${first.booked} already booked on the first night: stock cannot go below the bookings.` : undefined}
        />
        <OpenChoice value={open} onChange={setOpen} />
        <FieldError messageKey={other?.key} params={other?.params} />
        <div className="mt-2 flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

const FIELDS: readonly string[] = ['from', 'to', 'price', 'stock', 'open']

/** 'ranges.0.from' -> 'from', 'price.weekend' -> 'price'. */
function fieldOf(path: string): string {
  if (path.startsWith('ranges.')) return path.split('.')[2] ?? 'from'
  return path.split('.')[0]!
}

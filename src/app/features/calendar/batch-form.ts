import { applyChange, diffCells } from '../../../domain/calendar/change'
import type { CellDiff } from '../../../domain/calendar/change'
import type { CalendarFieldError } from '../../../domain/calendar/check'
import type { CalendarChange } from '../../../domain/calendar/schemas'
import type { CellView, UnitCells } from '../../data/calendar-overlay'
import type { OpenValue } from './open-choice'

export { batchSearch } from './batch-search'

export type PriceMode = 'none' | 'single' | 'byKind'

/** The batch form as typed (strings until checked). */
export type BatchForm = {
  unitIds: string[]
  ranges: { from: string; to: string }[]
  /** Days of the week the edit applies to (0 = Sunday); all seven = no filter. */
  weekdays: number[]
  priceMode: PriceMode
  price: string
  prices: { weekday: string; weekend: string; holiday: string }
  stock: string
  open: OpenValue
}

export const ALL_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const

export function emptyBatchForm(unitIds: string[], today: string): BatchForm {
  return {
    unitIds,
    ranges: [{ from: today, to: today }],
    weekdays: [...ALL_WEEKDAYS],
    priceMode: 'none',
    price: '',
    prices: { weekday: '', weekend: '', holiday: '' },
    stock: '',
    open: 'keep',
  }
}

/** The change the form describes: empty fields are left out (they change nothing). */
export function batchChange(form: BatchForm): CalendarChange {
  const prices = Object.fromEntries(
    (['weekday', 'weekend', 'holiday'] as const).flatMap((kind) => (form.prices[kind].trim() === '' ? [] : [[kind, toNumber(form.prices[kind])]])),
  )
  return {
    unitIds: form.unitIds,
    ranges: form.ranges,
    ...(form.weekdays.length === ALL_WEEKDAYS.length ? {} : { weekdays: [...form.weekdays].sort() }),
    ...(form.priceMode === 'single' && form.price.trim() !== '' ? { price: toNumber(form.price) } : {}),
    ...(form.priceMode === 'byKind' && Object.keys(prices).length > 0 ? { price: prices } : {}),
    ...(form.stock.trim() === '' ? {} : { stock: toNumber(form.stock) }),
    ...(form.open === 'keep' ? {} : { open: form.open === 'open' }),
  }
}

/** A checkChange error's field path mapped to where the form shows it ('ranges.1.to' stays, 'price.weekend' stays). */
export function errorAt(errors: readonly CalendarFieldError[], field: string): CalendarFieldError | undefined {
  return errors.find((error) => error.field === field)
}

export type PreviewRow = { date: string; before: CellView; after: CellView; diffs: CellDiff[]; belowBooked: boolean }
export type UnitPreview = { unitId: string; rows: PreviewRow[]; counts: { price: number; stock: number; open: number }; belowBooked: number }

/**
 * Every night the change would change, per unit, computed with the domain's applyChange on the
 * cells the portal holds (the server's plus the waiting writes): exactly what the server will
 * store. Nights whose values stay the same are not listed (the server does not record them).
 */
export function previewBatch(units: readonly UnitCells[], change: CalendarChange): UnitPreview[] {
  const chosen = units.filter((unit) => change.unitIds.includes(unit.unitId))
  const after = applyChange(chosen as UnitCells[], change)
  return chosen.map((unit, i) => {
    const next = after[i]!
    const rows: PreviewRow[] = []
    const counts = { price: 0, stock: 0, open: 0 }
    let belowBooked = 0
    unit.days.forEach((before, d) => {
      const changed = next.days[d]!
      if (changed === before) return
      const diffs = diffCells(before, changed)
      if (diffs.length === 0) return
      for (const diff of diffs) counts[diff.field] += 1
      const below = changed.stock < changed.booked
      if (below) belowBooked += 1
      rows.push({ date: before.date, before: before as CellView, after: changed as CellView, diffs, belowBooked: below })
    })
    return { unitId: unit.unitId, rows, counts, belowBooked }
  })
}

/** Nights of the ranges that the held cells do not cover (beyond the loaded window): not previewed. */
export function nightsOutside(change: CalendarChange, loadedTo: string): number {
  let count = 0
  for (const range of change.ranges) {
    if (range.to <= loadedTo) continue
    const start = range.from > loadedTo ? range.from : loadedTo
    const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000
    count += range.from > loadedTo ? days + 1 : days
  }
  return count
}

/** A typed number, or NaN for anything else (checkChange then says what is allowed). */
export function toNumber(text: string): number {
  const trimmed = text.trim()
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN
}

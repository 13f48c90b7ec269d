import { memo } from 'react'
import type { CellView } from '../../data/calendar-overlay'
import { cx } from '../../ui/cx'
import { stayMark } from './calendar-texts'

/** Texts every cell uses, made once per render of the grid (cells never call Lingui themselves). */
export type CellTexts = {
  closed: string
  busy: string
  pending: string
  overridden: string
  /** The night's values came from the host's PMS (direct connection). */
  thirdParty: string
  past: string
  /** What a unit's label button does (its title). */
  unitAction: string
  /** The short holiday mark of the date header. */
  holidayMark: string
  /** A promotion of `promo` percent off prices the night, when it does. */
  describe: (cell: CellView, price: string, promo?: number) => string
  promo: (percent: number) => string
  /** The night's stay restrictions in words (the mark's title). */
  stay: (cell: CellView) => string
  /** A night of a unit offline or off sale: kept, not bookable. */
  offSale: string
}

type GridCellProps = {
  id: string
  cell: CellView | undefined
  row: number
  col: number
  left: number
  width: number
  selected: boolean
  active: boolean
  formatPrice: (price: number) => string
  texts: CellTexts
  /** Percent off a promotion or joined activity gives this night. */
  promo?: number | undefined
  /** The unit is offline or off sale (decision 0084): the night keeps its price and stock, guests cannot book it. */
  offSale?: boolean | undefined
}

/**
 * One day of one unit: price, stock left / booked, open or closed, and marks for a waiting edit
 * and a value set by the host. No listeners: the grid handles pointer and keys by delegation
 * (data-row / data-col). Closed and imported-busy differ by text and pattern, not colour alone.
 */
export const GridCell = memo(function GridCell({ id, cell, row, col, left, width, selected, active, formatPrice, texts, promo, offSale }: GridCellProps) {
  const style = { left, width }
  if (!cell) {
    return (
      <div role="gridcell" aria-colindex={col + 2} aria-label={texts.past} data-row={row} data-col={col} id={id} style={style} className="absolute inset-y-0 border-r border-b border-gray-200 bg-gray-100" />
    )
  }
  const price = formatPrice(cell.price)
  const left_ = cell.stock - cell.booked
  const state = cell.blocked ? 'busy' : cell.open ? 'open' : 'closed'
  const patterned = state === 'open' ? style : { ...style, backgroundImage: PATTERNS[state], backgroundSize: state === 'busy' ? '6px 6px' : undefined }
  return (
    <div
      role="gridcell"
      id={id}
      aria-colindex={col + 2}
      aria-selected={selected}
      // the full description only on the active cell (the one aria-activedescendant names): a
      // label for every cell would be built for each cell scrolled into view
      aria-label={active ? `${texts.describe(cell, price, promo)}${offSale ? `, ${texts.offSale}` : ''}` : undefined}
      data-row={row}
      data-col={col}
      data-date={cell.date}
      data-state={state}
      data-sale={offSale ? 'off' : undefined}
      data-pending={cell.pending || undefined}
      data-third-party={cell.thirdParty || undefined}
      style={patterned}
      className={cx(
        'absolute inset-y-0 flex cursor-cell flex-col [contain:strict] justify-between overflow-hidden border-r border-b border-gray-200 px-1 py-0.5 text-[11px] leading-tight select-none',
        state === 'open' && (cell.dayKind === 'weekday' ? 'bg-white' : 'bg-amber-50/60'),
        state === 'closed' && 'bg-gray-100 text-gray-700',
        state === 'busy' && 'bg-violet-50 text-violet-900',
        offSale && 'text-gray-500',
        selected && 'bg-brand-50 ring-1 ring-brand-600 ring-inset',
        active && 'outline-2 -outline-offset-2 outline-brand-700',
      )}
    >
      <span className="flex items-start justify-between gap-0.5">
        <span className={cx('truncate text-xs font-semibold', state !== 'open' ? 'line-through decoration-1' : 'text-gray-900')}>{price}</span>
        <span className="flex shrink-0 gap-0.5" aria-hidden="true">
          {cell.thirdParty
            ? <span title={texts.thirdParty} data-testid="cell-third-party" className="font-semibold text-sky-800">⇄</span>
            : cell.overridden.length > 0 && <span title={texts.overridden}>✎</span>}
          {cell.pending && (
            <span title={texts.pending} data-testid="cell-pending">
              ⟳
            </span>
          )}
        </span>
      </span>
      <span className="flex items-end justify-between gap-0.5">
        <span className={cx('tabular-nums', left_ <= 0 ? 'font-semibold text-red-700' : 'text-gray-700')}>
          {left_}/{cell.booked}
        </span>
        {cell.stay && (
          <span title={texts.stay(cell)} aria-hidden="true" data-testid="cell-stay" className="truncate rounded bg-sky-100 px-0.5 font-semibold text-sky-900">
            {stayMark(cell.stay)}
          </span>
        )}
        {promo !== undefined && (
          <span title={texts.promo(promo)} aria-hidden="true" data-testid="cell-promo" className="rounded bg-rose-100 px-0.5 font-semibold text-rose-900">
            -{promo}%
          </span>
        )}
      </span>
      {state !== 'open' && <span className="truncate font-medium uppercase">{state === 'busy' ? `⇣ ${texts.busy}` : `✕ ${texts.closed}`}</span>}
      {state === 'open' && offSale && <span className="truncate font-medium" data-testid="cell-off-sale">⊘ {texts.offSale}</span>}
    </div>
  )
})

/** Closed: diagonal hatching; busy from an outside calendar: dots (shapes, not only colour). */
const PATTERNS = {
  closed: 'repeating-linear-gradient(135deg, transparent 0 5px, rgb(0 0 0 / 0.07) 5px 7px)',
  busy: 'radial-gradient(rgb(91 33 182 / 0.18) 1px, transparent 1.5px)',
} as const

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, PointerEvent, ReactNode } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { CellView } from '../../data/calendar-overlay'
import { cx } from '../../ui/cx'
import { GridCell } from './grid-cell'
import type { CellTexts } from './grid-cell'
import { extendTo, isSelected, isSelectionKey, moveSelection, selectCell } from './grid-selection'
import type { GridSelection } from './grid-selection'

export type GridRow = {
  unitId: string
  /** The unit's label column (title, currency, feed marks). */
  label: ReactNode
  cells: (CellView | undefined)[]
  formatPrice: (price: number) => string
  /** The label opens the unit's outside calendars (not for a hotel's room type). */
  outsideCalendars?: boolean
  /** Nights a promotion or joined activity prices: date -> percent off (decision 0058). */
  promos?: ReadonlyMap<string, number>
  /** The unit is offline or off sale (decision 0084): its nights keep their values but cannot be booked. */
  offSale?: boolean
}

export type GridColumn = {
  date: string
  day: number
  weekday: string
  /** The month's name on its first column (and on the grid's first column). */
  month?: string
  weekend: boolean
  holiday: boolean
}

export type GridScroll = { top: number; left: number }

type CalendarGridProps = {
  rows: GridRow[]
  columns: GridColumn[]
  texts: CellTexts
  label: string
  selection: GridSelection | null
  onSelectionChange: (selection: GridSelection) => void
  /** Enter, a double click or a tap on the selected cell. */
  onOpenEditor: () => void
  /** A click on a unit's label. */
  onUnit?: (unitId: string) => void
  /** Where to start (kept alive across visits) and where it goes. */
  initialScroll?: GridScroll
  onScroll?: (scroll: GridScroll) => void
  /** Scrolls to this column index when it changes (the month picker). */
  jumpTo?: { col: number; at: number } | undefined
  narrow: boolean
}

export const CELL_WIDTH = 76
export const ROW_HEIGHT = 60
export const HEAD_HEIGHT = 52

/**
 * The room-status grid: units as rows and days as columns, both virtualised, with a sticky unit
 * column and date header. One listener set on the grid (event delegation): a pointer press
 * selects a cell, a mouse drag extends the range within its row; arrows, shift+arrows and Enter
 * work from the keyboard (aria-activedescendant names the active cell).
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { rows, columns, texts, label, selection, onSelectionChange, onOpenEditor, onUnit, initialScroll, onScroll, jumpTo, narrow } = props
  const unitWidth = narrow ? 112 : 184
  const scrollRef = useRef<HTMLDivElement>(null)
  const drag = useRef<{ pointerId: number } | null>(null)
  const pointerType = useRef('mouse')
  const bounds = useMemo(() => ({ rows: rows.length, cols: columns.length }), [rows.length, columns.length])
  const rowV = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEAD_HEIGHT,
    overscan: 3,
    // let React batch the re-render a scroll causes instead of flushing it synchronously
    useFlushSync: false,
    initialOffset: initialScroll?.top ?? 0,
  })
  const colV = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CELL_WIDTH,
    paddingStart: unitWidth,
    overscan: 2,
    useFlushSync: false,
    initialOffset: initialScroll?.left ?? 0,
  })
  useLayoutEffect(() => {
    const el = scrollRef.current
    if (el && initialScroll) {
      el.scrollTop = initialScroll.top
      el.scrollLeft = initialScroll.left
    }
    // only on mount: later scrolls are the host's
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (jumpTo) colV.scrollToOffset(jumpTo.col * CELL_WIDTH, { align: 'start' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jumpTo?.at])

  const colAt = useCallback(
    (clientX: number) => {
      const el = scrollRef.current
      if (!el) return 0
      const x = clientX - el.getBoundingClientRect().left + el.scrollLeft - unitWidth
      return Math.floor(x / CELL_WIDTH)
    },
    [unitWidth],
  )

  const reveal = (next: GridSelection) => {
    rowV.scrollToIndex(next.row, { align: 'auto' })
    colV.scrollToIndex(next.focus, { align: 'auto' })
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointerType.current = event.pointerType
    // touch is handled on click: a touch that starts a scroll must not select anything
    if (event.pointerType === 'touch' || event.button !== 0) return
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-col]')
    if (!cell) return
    onSelectionChange(selectCell(Number(cell.dataset.row), Number(cell.dataset.col), bounds))
    drag.current = { pointerId: event.pointerId }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const unit = target.closest<HTMLElement>('[data-unit]')
    if (unit) {
      onUnit?.(unit.dataset.unit!)
      return
    }
    const cell = target.closest<HTMLElement>('[data-col]')
    if (!cell || pointerType.current !== 'touch') return
    const row = Number(cell.dataset.row)
    const col = Number(cell.dataset.col)
    // a night selected alone, then another night of the same row makes the range; the selected
    // night tapped again opens the editor
    const single = selection !== null && selection.row === row && selection.anchor === selection.focus
    if (single && selection.anchor === col) onOpenEditor()
    else if (single) onSelectionChange(extendTo(selection, col, bounds))
    else onSelectionChange(selectCell(row, col, bounds))
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !selection || drag.current.pointerId !== event.pointerId) return
    const col = colAt(event.clientX)
    if (col !== selection.focus) onSelectionChange(extendTo(selection, col, bounds))
  }
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || rows.length === 0 || columns.length === 0) return
    if (event.key === 'Enter' || event.key === ' ') {
      if (!selection) onSelectionChange(selectCell(0, 0, bounds))
      else onOpenEditor()
      event.preventDefault()
      return
    }
    if (!isSelectionKey(event.key)) return
    event.preventDefault()
    const next = selection ? moveSelection(selection, event.key, event.shiftKey, bounds) : selectCell(0, 0, bounds)
    onSelectionChange(next)
    reveal(next)
  }

  const [scrolled, setScrolled] = useState({ top: false, left: false })
  const handleScroll = () => {
    const el = scrollRef.current
    if (!el) return
    onScroll?.({ top: el.scrollTop, left: el.scrollLeft })
    const now = { top: el.scrollTop > 0, left: el.scrollLeft > 0 }
    if (now.top !== scrolled.top || now.left !== scrolled.left) setScrolled(now)
  }

  const vRows = rowV.getVirtualItems()
  const vCols = colV.getVirtualItems()
  const totalWidth = colV.getTotalSize()
  const activeId = selection ? cellId(selection.row, selection.focus) : undefined

  return (
    <div
      ref={scrollRef}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length + 1}
      aria-multiselectable="true"
      aria-activedescendant={activeId}
      tabIndex={0}
      data-testid="calendar-grid"
      onKeyDown={onKeyDown}
      onScroll={handleScroll}
      className="relative max-h-[70vh] overflow-auto overscroll-contain rounded-md border border-gray-300 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <div
        style={{ width: totalWidth, height: rowV.getTotalSize() }}
        className="relative"
        onPointerDown={onPointerDown}
        onClick={onClick}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDoubleClick={(event) => {
          if ((event.target as HTMLElement).closest('[data-col]')) onOpenEditor()
        }}
      >
        <div role="row" aria-rowindex={1} className={cx('sticky top-0 z-20 bg-white', scrolled.top && 'shadow-sm')} style={{ height: HEAD_HEIGHT, width: totalWidth }}>
          <div role="columnheader" aria-colindex={1} className="sticky left-0 z-30 flex h-full items-end border-r border-b border-gray-300 bg-white px-2 pb-1 text-xs text-gray-700" style={{ width: unitWidth }}>
            {label}
          </div>
          {vCols.map((col) => {
            const column = columns[col.index]!
            return (
              <div
                key={col.key}
                role="columnheader"
                aria-colindex={col.index + 2}
                data-date={column.date}
                className={cx(
                  'absolute top-0 flex h-full flex-col justify-end border-r border-b border-gray-300 px-1 pb-1 text-[11px] leading-tight',
                  column.weekend || column.holiday ? 'bg-amber-50 text-amber-900' : 'bg-white text-gray-700',
                )}
                style={{ left: col.start, width: CELL_WIDTH }}
              >
                {column.month && <span className="truncate font-semibold text-gray-900">{column.month}</span>}
                <span className="flex items-baseline justify-between gap-1">
                  <span className="text-sm font-medium text-gray-900 tabular-nums">{column.day}</span>
                  <span className={cx(column.weekend && 'font-semibold')}>{column.weekday}</span>
                </span>
                {column.holiday && (
                  <span className="absolute top-0.5 right-1 rounded-sm bg-red-700 px-0.5 text-[10px] font-bold text-white" aria-hidden="true">
                    {texts.holidayMark}
                  </span>
                )}
              </div>
            )
          })}
        </div>
        {vRows.map((vRow) => {
          const row = rows[vRow.index]!
          return (
            <div key={vRow.key} role="row" aria-rowindex={vRow.index + 2} className="absolute left-0" style={{ top: vRow.start, height: ROW_HEIGHT, width: totalWidth }}>
              <div
                role="rowheader"
                aria-colindex={1}
                className={cx('sticky left-0 z-10 h-full overflow-hidden border-r border-b border-gray-300 bg-white text-xs', scrolled.left && 'shadow-[2px_0_4px_rgb(0_0_0/0.06)]')}
                style={{ width: unitWidth }}
              >
                {row.outsideCalendars === false ? (
                  <div className="h-full w-full px-2 py-1">{row.label}</div>
                ) : (
                  <button type="button" data-unit={row.unitId} title={texts.unitAction} className="block h-full w-full px-2 py-1 text-left hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700">
                    {row.label}
                  </button>
                )}
              </div>
              {vCols.map((col) => (
                <GridCell
                  key={col.key}
                  id={cellId(vRow.index, col.index)}
                  cell={row.cells[col.index]}
                  row={vRow.index}
                  col={col.index}
                  left={col.start}
                  width={CELL_WIDTH}
                  selected={isSelected(selection, vRow.index, col.index)}
                  active={selection?.row === vRow.index && selection.focus === col.index}
                  formatPrice={row.formatPrice}
                  texts={texts}
                  promo={row.promos?.get(columns[col.index]?.date ?? '')}
                  offSale={row.offSale}
                />
              ))}
            </div>
          )
        })}
      </div>
    </div>
  )
}

function cellId(row: number, col: number): string {
  return `cal-cell-${row}-${col}`
}

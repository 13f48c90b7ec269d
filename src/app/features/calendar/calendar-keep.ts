import type { GridSelection } from './grid-selection'

/**
 * /house/roomManagement is kept alive (spec 2): its scroll position, selection and month
 * survive leaving and coming back within the tab. Module state, like the type choice of
 * /select-house-type; a reload starts afresh.
 */
export type KeptCalendar = {
  scroll: { top: number; left: number }
  selection: GridSelection | null
  /** The host asked for the months after the default six (up to the 365-day horizon). */
  extended: boolean
  /** A phone's month view: the listing (row) and the month ('yyyy-MM', '' for the first). */
  monthRow: number
  month: string
}

export const keptCalendar: KeptCalendar = { scroll: { top: 0, left: 0 }, selection: null, extended: false, monthRow: 0, month: '' }

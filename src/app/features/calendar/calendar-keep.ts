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
}

export const keptCalendar: KeptCalendar = { scroll: { top: 0, left: 0 }, selection: null, extended: false }

import type { ColumnType, Generated } from 'kysely'

/** A unit's night: overrides (null = the listing's default) and the booked count (issue 5). */
export interface CalendarDaysTable {
  /** `lu:{luId}` (later `rt:{roomTypeId}`) */
  unit_id: string
  /** yyyy-MM-dd, the unit's local date */
  date: string
  price: number | null
  stock: number | null
  /** 0/1; null = open (the default) */
  open: number | null
  booked: Generated<number>
  updated_at: number
  /** 'thirdParty' when a PMS wrote the night's values last (decision 0064), else null. */
  set_by: ColumnType<string | null, string | null | undefined, string | null>
}

/** A night's stay restrictions (decision 0079): absent row = none. */
export interface CalendarStayTable {
  unit_id: string
  date: string
  min_stay: number | null
  max_stay: number | null
  /** 0/1 */
  closed_to_arrival: number
  /** 0/1 */
  closed_to_departure: number
  updated_at: number
}
/** A product's own price for a night (a PMS rate plan's), in whole units; absent: the discount's price. */
export interface ProductNightsTable {
  product_id: string
  date: string
  price: number
  updated_at: number
}
/** A calendar operation (edit, undo, import, booking, order refusal) for the records. */
export interface CalendarOpsTable {
  id: string
  user_id: number
  /** JSON array of unit ids */
  unit_ids: string
  /** set | undo | import | booking | orderRefusal */
  kind: string
  /** system | merchantWeb | merchantMobile | thirdParty */
  role: string
  operator: string
  /** JSON of the request, for the record */
  summary: string
  created_at: number
  undone_by: string | null
  undoes: string | null
}

/**
 * Consecutive nights of one unit whose field an operation changed from the same old value to the
 * same new one (src/domain/calendar/op-ranges.ts): values as integers (open/blocked 1/0), null =
 * default / none.
 */
export interface CalendarOpRangesTable {
  op_id: string
  unit_id: string
  /** price | stock | open | booked | blocked */
  field: string
  date_from: string
  date_to: string
  old_value: number | null
  new_value: number | null
  nights: number
}

/** A night an outside calendar (feed) marks busy. */
export interface CalendarBlocksTable {
  unit_id: string
  date: string
  feed_id: string
}

/** Units booked from start_date to end_date (exclusive): orders and console bookings. */
export interface CalendarBookingsTable {
  id: string
  unit_id: string
  start_date: string
  end_date: string
  count: number
  /** order | console */
  source: string
  ref: string
  created_at: number
}

/** An outside calendar (.ics URL) a unit imports busy nights from (hourly and on demand). */
export interface CalendarFeedsTable {
  id: string
  unit_id: string
  user_id: number
  name: string
  url: string
  created_at: number
  last_attempt_at: number | null
  last_success_at: number | null
  /** message key of the last attempt's failure; null after a success */
  last_error: string | null
  /** its technical cause ('HTTP 404'), untranslated */
  last_error_detail: string | null
  last_error_at: number | null
  /** busy events of the last successful import */
  event_count: Generated<number>
}

/** A unit's export feed: its secret token (/ical/{token}.ics); a reset replaces it. */
export interface CalendarExportsTable {
  unit_id: string
  token: string
  created_at: number
}

/** The tables of calendar: nights, operations, blocks, bookings, feeds and exports. */
export interface CalendarTables {
  calendar_days: CalendarDaysTable
  calendar_ops: CalendarOpsTable
  calendar_op_ranges: CalendarOpRangesTable
  calendar_stay: CalendarStayTable
  product_nights: ProductNightsTable
  calendar_blocks: CalendarBlocksTable
  calendar_bookings: CalendarBookingsTable
  calendar_feeds: CalendarFeedsTable
  calendar_exports: CalendarExportsTable
}

import { z } from 'zod/mini'
import { pageFields } from '../paging'

/** Wire shapes of the calendar endpoints (CALENDAR-CONTRACT.md); the rules are in check.ts. */

const str = z.string()
const int = z.number()
const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export const DAY_KINDS = ['weekday', 'weekend', 'holiday'] as const
export type DayKind = (typeof DAY_KINDS)[number]

/**
 * A night's stay restrictions (decision 0079; the rules are in ./stay.ts): minimum and maximum
 * stay arriving that night (null: the listing's own), closed to arrival, closed to departure.
 */
export const stayRule = z.object({
  /** Nights a stay arriving this night needs at least; null: the listing's own minimum. */
  minStay: z.nullable(z.number()),
  /** Nights a stay arriving this night may have at most; null: the listing's own maximum. */
  maxStay: z.nullable(z.number()),
  closedToArrival: z.boolean(),
  closedToDeparture: z.boolean(),
})

/** Op records keep a stay field as an integer: nights, or 1/0 for closed/open; null for none. */
export const STAY_OP_FIELDS = ['minStay', 'maxStay', 'closedToArrival', 'closedToDeparture'] as const
export const CALENDAR_FIELDS = ['price', 'stock', 'open'] as const
export type CalendarField = (typeof CALENDAR_FIELDS)[number]

/** Fields an operation's cell may record (booked by bookings, blocked by imports). */
export const OP_FIELDS = ['price', 'stock', 'open', 'booked', 'blocked', ...STAY_OP_FIELDS] as const
export type OpField = (typeof OP_FIELDS)[number]

export const OPERATING_ROLES = ['system', 'merchantWeb', 'merchantMobile', 'thirdParty'] as const
export const OP_KINDS = ['set', 'undo', 'import', 'booking', 'orderRefusal'] as const
export type OpKind = (typeof OP_KINDS)[number]

/** One unit, one night (the unit's local date). */
export const calendarCell = z.object({
  date: str,
  /** Integer 1-99999 in the unit's currency. */
  price: int,
  /** Units for sale that night (0-999). */
  stock: int,
  /** Units booked that night. */
  booked: int,
  open: z.boolean(),
  /** An outside calendar marks the night busy. */
  blocked: z.boolean(),
  dayKind: z.enum(DAY_KINDS),
  /** Fields the host set for this night (the others are the listing's defaults). */
  overridden: z.array(z.enum(CALENDAR_FIELDS)),
  /** The night's values were last set by a PMS through direct connection (decision 0064); absent otherwise. */
  thirdParty: z.optional(z.boolean()),
  /** Stay restrictions of the night (decision 0079); absent when it has none. */
  stay: z.optional(stayRule),
})
export type CalendarCell = z.infer<typeof calendarCell>

export const dateRange = z.object({ from: date, to: date })
export type DateRange = z.infer<typeof dateRange>

export const priceByKind = z.object({ weekday: z.optional(int), weekend: z.optional(int), holiday: z.optional(int) })
export type PriceByKind = z.infer<typeof priceByKind>

/**
 * One edit: the same values on every night of the ranges (limited to `weekdays`, 0 = Sunday)
 * of every unit. A price object sets each day kind's nights to its price.
 */
export const calendarChange = z.object({
  unitIds: z.array(str),
  ranges: z.array(dateRange),
  weekdays: z.optional(z.array(int)),
  price: z.optional(z.union([int, priceByKind])),
  stock: z.optional(int),
  open: z.optional(z.boolean()),
})
export type CalendarChange = z.infer<typeof calendarChange>

export const basePrices = z.object({ weekday: int, weekend: int, holiday: int })
export type BasePrices = z.infer<typeof basePrices>

export const calendarUnit = z.object({
  unitId: str,
  luId: str,
  title: str,
  currency: str,
  /** Alpha-3 as the listing stores it ('CHN' mainland, 'HKG', 'MAC', 'TWN', else ISO). */
  country: str,
  status: z.enum(['online', 'offline']),
  basePrices,
  baseStock: int,
  /** False for a hotel's room type: it takes no outside calendar (decision 0048); absent on answers of before. */
  outsideCalendars: z.optional(z.boolean()),
  coverUrl: z.nullable(str),
  feeds: z.object({ count: int, stale: z.boolean(), failing: z.boolean() }),
})
export type CalendarUnit = z.infer<typeof calendarUnit>

export const calendarUnitsAnswer = z.object({ units: z.array(calendarUnit) })

export const calendarGetRequest = z.object({
  /** Comma-separated unit ids; all the host's units when left out. */
  unitIds: z.optional(str),
  from: z.optional(date),
  to: z.optional(date),
})
/** A unit's cells as the screens use them (expanded from UnitNights by src/domain/calendar/wire.ts). */
export const unitDays = z.object({ unitId: str, today: str, days: z.array(calendarCell) })
export type UnitDays = z.infer<typeof unitDays>

/**
 * A unit's nights on the wire (decision 0033): its defaults once, then only the nights that differ.
 * `stored`: [date, price | null, stock | null, open 1/0 | null, booked] for each night with an
 * override or a booking; `blocked`: the nights an outside calendar marks busy. Every other night
 * of from..to is the default of its day kind (holidays by the unit's country).
 */
export const unitNights = z.object({
  unitId: str,
  today: str,
  from: date,
  to: date,
  country: str,
  basePrices,
  baseStock: int,
  stored: z.array(z.tuple([date, z.nullable(int), z.nullable(int), z.nullable(z.union([z.literal(0), z.literal(1)])), int])),
  blocked: z.array(date),
  /** The stored nights a PMS set last (direct connection, decision 0064); absent when none. */
  thirdParty: z.optional(z.array(date)),
  /** Nights with stay restrictions (decision 0079): [date, minStay | null, maxStay | null, closed to arrival 1/0, closed to departure 1/0]; absent when none. */
  stay: z.optional(z.array(z.tuple([date, z.nullable(int), z.nullable(int), z.union([z.literal(0), z.literal(1)]), z.union([z.literal(0), z.literal(1)])]))),
})
export type UnitNights = z.infer<typeof unitNights>
export const calendarGetAnswer = z.object({ units: z.array(unitNights) })
export type CalendarGetAnswer = z.infer<typeof calendarGetAnswer>

export const calendarSetRequest = z.object({ changes: z.array(calendarChange).check(z.minLength(1), z.maxLength(20)) })
export const calendarSetAnswer = z.object({ opId: str, cells: int })

export const calendarUndoRequest = z.object({ opId: str })
export const calendarUndoAnswer = z.object({ opId: str })

export const calendarRecordsRequest = z.object({
  unitId: z.optional(str),
  ...pageFields,
})
/** A changed cell: values are numbers (open and blocked 1/0), null = the default / none. */
export const opChange = z.object({
  unitId: str, date: str, field: z.enum(OP_FIELDS), old: z.nullable(int), new: z.nullable(int),
})
export type OpChange = z.infer<typeof opChange>
export const calendarRecord = z.object({
  opId: str,
  time: int,
  role: z.enum(OPERATING_ROLES),
  operator: str,
  kind: z.enum(OP_KINDS),
  units: z.array(z.object({ unitId: str, title: str })),
  /** The first 50 changed cells. */
  changes: z.array(opChange),
  changeCount: int,
  undoable: z.boolean(),
  undoneBy: z.nullable(str),
  undoes: z.nullable(str),
})
export type CalendarRecord = z.infer<typeof calendarRecord>
export const calendarRecordsAnswer = z.object({ list: z.array(calendarRecord), total: int })

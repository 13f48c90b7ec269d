import { addDays, isDate } from '../calendar/dates'
import type { MessageKey } from '../messages'
import type { EntryState, PromotionState } from './states'

export * from './states'

/** Platform activity types (decision 0058). */
export const ACTIVITY_TYPES = ['seasonal', 'holiday', 'lastMinute', 'newListing'] as const
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

/** Who pays for an activity's discount: the platform (paid back to the host as a rebate), the host, or both by a share. */
export const COST_BEARERS = ['platform', 'host', 'shared'] as const
export type CostBearer = (typeof COST_BEARERS)[number]

/** Which listings an activity is for. */
export const ACTIVITY_LODGES = ['house', 'store', 'all'] as const
export type ActivityLodge = (typeof ACTIVITY_LODGES)[number]

/** Where an activity's listings are: mainland China (CHN), elsewhere, or anywhere. */
export const ACTIVITY_REGIONS = ['mainland', 'overseas', 'all'] as const
export type ActivityRegion = (typeof ACTIVITY_REGIONS)[number]

/** Business rules 5: a promotion discount is 5 %-90 % off. */
export const DISCOUNT_MIN_PERCENT = 5
export const DISCOUNT_MAX_PERCENT = 90

/** Self-service promotion kinds (the promotion enums, decision 0058). */
export const PROMOTION_KINDS = ['discount', 'lastMinute', 'longStay'] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]
/** lastMinute: nights booked at most this many days ahead. */
export const LAST_MINUTE_DAYS = { min: 1, max: 7 } as const
/** longStay: stays of at least this many nights. */
export const LONG_STAY_NIGHTS = { min: 2, max: 30 } as const
/** The portal's date window (spec 9: a date more than ~179 days ahead is not offered). */
export const PROMOTION_MAX_DAYS_AHEAD = 179
export const PROMOTION_NAME_MAX = 30
export const PROMOTION_MAX_UNITS = 50

/** Why a listing cannot join an activity (the forbid info). */
export const FORBID_REASONS = ['notOnline', 'wrongKind', 'outOfScope', 'overlapping'] as const
export type ForbidReason = (typeof FORBID_REASONS)[number]

export type ActivityTimes = {
  stayFrom: string
  stayTo: string
  enrollFrom: string
  enrollUntil: string
  /** When staff closed enrollment early (ms), or null. */
  closedAt: number | null
}

/** Whether an activity still takes sign-ups (and sign-outs) on `today`. */
export function enrollmentOpen(activity: ActivityTimes, today: string): boolean {
  return activity.closedAt === null && today >= activity.enrollFrom && today <= activity.enrollUntil && today <= activity.stayTo
}

/** The activity's phase for the list: open for sign-up, running or waiting after enrollment, or over. */
export function activityPhase(activity: ActivityTimes, today: string): 'open' | 'closed' | 'ended' {
  if (today > activity.stayTo) return 'ended'
  return enrollmentOpen(activity, today) ? 'open' : 'closed'
}

/**
 * A listing's state in an activity (business rules 4): expired once the stay period is over;
 * registered while joined; withdrawn once signed out (it may not join the same activity again:
 * the stricter reading, decision 0058); otherwise available while enrollment is open, and
 * enrollmentClosed after.
 */
export function entryState(activity: ActivityTimes, entry: 'registered' | 'withdrawn' | null, today: string): EntryState {
  if (today > activity.stayTo) return 'expired'
  if (entry === 'registered') return 'registered'
  if (entry === 'withdrawn') return 'withdrawn'
  return enrollmentOpen(activity, today) ? 'available' : 'enrollmentClosed'
}

/** The platform's share of an activity's discount, in percent (0 host, 100 platform). */
export function platformShare(bearer: CostBearer, sharedPercent: number): number {
  return bearer === 'platform' ? 100 : bearer === 'host' ? 0 : sharedPercent
}

export function isDiscountPercent(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= DISCOUNT_MIN_PERCENT && (value as number) <= DISCOUNT_MAX_PERCENT
}

// ---- self-service promotions ----

export type PromotionInput = {
  name: string
  kind: PromotionKind
  discountPercent: number
  stayFrom: string
  stayTo: string
  /** 0 Sunday .. 6 Saturday; empty: every day. */
  weekdays: number[]
  /** lastMinute only. */
  daysBefore: number | null
  /** longStay only. */
  minNights: number | null
  unitIds: string[]
}

export type PromotionFinding = { field: keyof PromotionInput; key: MessageKey; params?: Record<string, string | number> }

/** Every rule of a self-service promotion the form and the server check, in field order. */
export function checkPromotion(input: PromotionInput, today: string): PromotionFinding[] {
  const found: PromotionFinding[] = []
  const name = input.name.trim()
  if (name === '') found.push({ field: 'name', key: 'required' })
  else if (Array.from(name).length > PROMOTION_NAME_MAX) found.push({ field: 'name', key: 'tooLong', params: { max: PROMOTION_NAME_MAX } })
  if (!isDiscountPercent(input.discountPercent)) {
    found.push({ field: 'discountPercent', key: 'promotionDiscountRange', params: { min: DISCOUNT_MIN_PERCENT, max: DISCOUNT_MAX_PERCENT } })
  }
  const last = addDays(today, PROMOTION_MAX_DAYS_AHEAD)
  if (!isDate(input.stayFrom) || input.stayFrom < today || input.stayFrom > last) found.push({ field: 'stayFrom', key: 'promotionDateWindow', params: { days: PROMOTION_MAX_DAYS_AHEAD } })
  if (!isDate(input.stayTo) || input.stayTo > last) found.push({ field: 'stayTo', key: 'promotionDateWindow', params: { days: PROMOTION_MAX_DAYS_AHEAD } })
  else if (isDate(input.stayFrom) && input.stayTo < input.stayFrom) found.push({ field: 'stayTo', key: 'promotionDateOrder' })
  if (input.weekdays.some((d) => !Number.isInteger(d) || d < 0 || d > 6) || new Set(input.weekdays).size !== input.weekdays.length) {
    found.push({ field: 'weekdays', key: 'invalidValue' })
  }
  if (input.kind === 'lastMinute') {
    const d = input.daysBefore
    if (d === null || !Number.isInteger(d) || d < LAST_MINUTE_DAYS.min || d > LAST_MINUTE_DAYS.max) {
      found.push({ field: 'daysBefore', key: 'promotionDaysBeforeRange', params: LAST_MINUTE_DAYS })
    }
  }
  if (input.kind === 'longStay') {
    const n = input.minNights
    if (n === null || !Number.isInteger(n) || n < LONG_STAY_NIGHTS.min || n > LONG_STAY_NIGHTS.max) {
      found.push({ field: 'minNights', key: 'promotionMinNightsRange', params: LONG_STAY_NIGHTS })
    }
  }
  if (input.unitIds.length === 0) found.push({ field: 'unitIds', key: 'promotionUnitsRequired' })
  else if (input.unitIds.length > PROMOTION_MAX_UNITS) found.push({ field: 'unitIds', key: 'Maximum', params: { limit: PROMOTION_MAX_UNITS } })
  return found
}

export function promotionState(p: { stayFrom: string; stayTo: string; withdrawnAt: number | null }, today: string): PromotionState {
  if (p.withdrawnAt !== null) return 'withdrawn'
  if (today > p.stayTo) return 'ended'
  return today < p.stayFrom ? 'upcoming' : 'active'
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay()
}

/** Whether a self-service promotion prices this night of a stay booked on `bookedOn` (the unit's today) for `nights`. */
export function promotionApplies(
  p: Pick<PromotionInput, 'kind' | 'stayFrom' | 'stayTo' | 'weekdays' | 'daysBefore' | 'minNights'>,
  night: string, stay: { bookedOn: string; nights: number },
): boolean {
  if (night < p.stayFrom || night > p.stayTo) return false
  if (p.weekdays.length > 0 && !p.weekdays.includes(weekdayOf(night))) return false
  if (p.kind === 'lastMinute') {
    const ahead = Math.round((Date.parse(`${night}T00:00:00Z`) - Date.parse(`${stay.bookedOn}T00:00:00Z`)) / 86_400_000)
    return ahead <= (p.daysBefore ?? 0)
  }
  if (p.kind === 'longStay') return stay.nights >= (p.minNights ?? Infinity)
  return true
}

// ---- a night's price ----

/** One discount that could price a night: its percent off and who pays it (platform share in percent). */
export type NightOffer = { source: 'listing' | 'promotion' | 'activity'; id: string | null; percent: number; platformPercent: number }

/**
 * The discount a night gets: discounts do not add up, the guest gets the largest; on a tie the
 * one the platform pays more of (the host keeps more). Null: none.
 */
export function bestOffer(offers: readonly NightOffer[]): NightOffer | null {
  let best: NightOffer | null = null
  for (const offer of offers) {
    if (!best || offer.percent > best.percent || (offer.percent === best.percent && offer.platformPercent > best.platformPercent)) best = offer
  }
  return best
}

/**
 * A night's price split (minor units): what the guest's discount is, and which part of it the
 * host bears (merchant discount) and the platform bears (paid back as a rebate).
 */
export function splitDiscount(price: number, offer: NightOffer | null): { host: number; platform: number } {
  if (!offer) return { host: 0, platform: 0 }
  const discount = Math.round((price * offer.percent) / 100)
  const platform = Math.round((discount * offer.platformPercent) / 100)
  return { host: discount - platform, platform }
}

/** The listing's own discount ("8.5" = 15 % off) as a percent off. */
export function zheToPercent(zhe: number): number {
  return 100 - Math.round(zhe * 10)
}

export type { EntryState, PromotionState }

/** An offer as an order keeps it: which priced how many nights, and who paid how much (minor units). */
export type AppliedOffer = { source: NightOffer['source']; id: string | null; percent: number; nights: number; host: number; platform: number }

/**
 * The discounts of a stay, night by night (each night its best offer, `rooms` rooms): the host's
 * part, the platform's part, and the offers that priced nights.
 */
export function discountNights(
  nightly: ReadonlyArray<{ date: string; price: number }>, rooms: number, offersByNight: ReadonlyArray<readonly NightOffer[]>,
): { host: number; platform: number; applied: AppliedOffer[] } {
  let host = 0
  let platform = 0
  const applied = new Map<string, AppliedOffer>()
  nightly.forEach((night, i) => {
    const offer = bestOffer(offersByNight[i] ?? [])
    if (!offer) return
    const split = splitDiscount(night.price * rooms, offer)
    host += split.host
    platform += split.platform
    const key = `${offer.source}:${offer.id ?? ''}`
    const entry = applied.get(key) ?? { source: offer.source, id: offer.id, percent: offer.percent, nights: 0, host: 0, platform: 0 }
    entry.nights += 1
    entry.host += split.host
    entry.platform += split.platform
    applied.set(key, entry)
  })
  return { host, platform, applied: [...applied.values()] }
}

import type { z } from 'zod/mini'
import { STAY_OP_FIELDS, stayRule } from './schemas'
import type { MessageKey } from '../messages'

/**
 * Stay restrictions of a night (issue 38, decision 0079), as channel managers set them per room
 * and date: the shortest and longest stay arriving that night, and whether a stay may begin
 * (closed to arrival) or end (closed to departure) on it. A PMS sets them through the open API;
 * the calendar shows them; a booking is judged by them.
 */
export const STAY_RULE_LIMITS = { stay: { min: 1, max: 365 } } as const

export type StayRule = z.infer<typeof stayRule>
export { stayRule }

export const NO_STAY_RULE: StayRule = { minStay: null, maxStay: null, closedToArrival: false, closedToDeparture: false }

export function isNoStayRule(rule: StayRule): boolean {
  return rule.minStay === null && rule.maxStay === null && !rule.closedToArrival && !rule.closedToDeparture
}

/** The stay fields an update may set (absent: kept; null: cleared for minStay and maxStay). */
export type StayPatch = Partial<StayRule>

export type StayFieldError = { field: keyof StayRule; key: MessageKey; params?: Record<string, number> }

/** The rules of a stay patch: whole numbers of nights within the limits, a maximum not below the minimum. */
export function checkStayPatch(patch: StayPatch): StayFieldError[] {
  const errors: StayFieldError[] = []
  const { min, max } = STAY_RULE_LIMITS.stay
  for (const field of ['minStay', 'maxStay'] as const) {
    const n = patch[field]
    if (n === undefined || n === null) continue
    if (!Number.isInteger(n) || n < min || n > max) errors.push({ field, key: 'calendarStayRange', params: { min, max } })
  }
  if (errors.length === 0 && typeof patch.minStay === 'number' && typeof patch.maxStay === 'number' && patch.maxStay < patch.minStay) {
    errors.push({ field: 'maxStay', key: 'calendarStayOrder' })
  }
  return errors
}

export function applyStayPatch(rule: StayRule, patch: StayPatch): StayRule {
  return {
    minStay: patch.minStay === undefined ? rule.minStay : patch.minStay,
    maxStay: patch.maxStay === undefined ? rule.maxStay : patch.maxStay,
    closedToArrival: patch.closedToArrival ?? rule.closedToArrival,
    closedToDeparture: patch.closedToDeparture ?? rule.closedToDeparture,
  }
}

export function hasStayPatch(patch: StayPatch): boolean {
  return patch.minStay !== undefined || patch.maxStay !== undefined || patch.closedToArrival !== undefined || patch.closedToDeparture !== undefined
}

/** Why a stay of `nights` from `checkIn` to `checkOut` may not be booked, by the nights' stay rules; null when it may. */
export function stayRefusal(
  arrival: StayRule, departure: StayRule, stay: { checkIn: string; checkOut: string; nights: number },
): { key: MessageKey; params: Record<string, string | number> } | null {
  if (arrival.closedToArrival) return { key: 'orderClosedToArrival', params: { date: stay.checkIn } }
  if (departure.closedToDeparture) return { key: 'orderClosedToDeparture', params: { date: stay.checkOut } }
  if (arrival.minStay !== null && stay.nights < arrival.minStay) return { key: 'orderStayRuleMin', params: { date: stay.checkIn, min: arrival.minStay } }
  if (arrival.maxStay !== null && stay.nights > arrival.maxStay) return { key: 'orderStayRuleMax', params: { date: stay.checkIn, max: arrival.maxStay } }
  return null
}

export type StayOpField = (typeof STAY_OP_FIELDS)[number]
export { STAY_OP_FIELDS }

export function stayOpValue(rule: StayRule, field: StayOpField): number | null {
  const value = rule[field]
  if (typeof value === 'boolean') return value ? 1 : null
  return value
}

export function withStayOpValue(rule: StayRule, field: StayOpField, value: number | null): StayRule {
  if (field === 'closedToArrival' || field === 'closedToDeparture') return { ...rule, [field]: value === 1 }
  return { ...rule, [field]: value }
}

import type { MessageKey } from '../messages'

/** A rule failure on a field (dot path into the step's value, e.g. 'beds.1.width'), with its message params. */
export type ListingFieldError = { field: string; key: MessageKey; params?: Record<string, string | number> }

export function fieldError(field: string, key: MessageKey, params?: Record<string, string | number>): ListingFieldError {
  return params ? { field, key, params } : { field, key }
}

export function isInt(n: number): boolean {
  return Number.isInteger(n)
}

export function inRange(n: number, r: { min: number; max: number }): boolean {
  return n >= r.min && n <= r.max
}

/** At most one decimal (1.8, 2, 0.9 pass; 1.85 does not), robust to binary fractions. */
export function oneDecimal(n: number): boolean {
  return Math.abs(Math.round(n * 10) - n * 10) < 1e-9
}

/** 'HH:mm' -> minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':')
  return Number(h) * 60 + Number(m)
}

/** An integer in range, else `key` with {min, max}. */
export function intIn(field: string, n: number, r: { min: number; max: number }, key: MessageKey): ListingFieldError[] {
  return isInt(n) && inRange(n, r) ? [] : [fieldError(field, key, { min: r.min, max: r.max })]
}

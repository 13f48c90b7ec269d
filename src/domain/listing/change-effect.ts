import type { ListingStep } from './enums'
import type { StepValues } from './schemas'

/**
 * On an online listing (business-rules section 4): price, discounts, booking rules with the
 * cancellation rule, and the similar-unit count take effect at once; every other edit replaces
 * the live information only after review (the address has a review of its own).
 */
export const AT_ONCE_STEPS: readonly ListingStep[] = ['housePrice', 'houseDiscount', 'houseOrder']
export const AT_ONCE_FIELDS: { readonly [S in ListingStep]?: readonly (keyof StepValues[S])[] } = {
  houseInfo: ['similarUnits'],
}
export const REVIEWED_STEPS: readonly ListingStep[] = ['houseInfo', 'facility', 'houseDescribe', 'housePhotos']

export type ChangeEffect<S extends ListingStep> = {
  /** The new live value (null: live stays as it is). */
  live: StepValues[S] | null
  /** The value that waits for review (null: nothing to review). */
  forReview: StepValues[S] | null
  /** Which review: the address review or the modification review. */
  review: 'address' | 'change' | null
}

/** How a save of `next` over the live value of an ONLINE listing takes effect. */
export function changeEffect<S extends ListingStep>(step: S, live: StepValues[S] | null, next: StepValues[S]): ChangeEffect<S> {
  if (AT_ONCE_STEPS.includes(step)) return { live: next, forReview: null, review: null }
  if (live !== null && sameValue(live, next)) return { live: null, forReview: null, review: null }
  const review = step === 'address' ? 'address' : 'change'
  const fields = AT_ONCE_FIELDS[step] as readonly string[] | undefined
  if (!fields || live === null) return { live: null, forReview: next, review }
  const liveRecord = live as Record<string, unknown>
  const nextRecord = next as Record<string, unknown>
  const atOnce = { ...liveRecord }
  for (const field of fields) atOnce[field] = nextRecord[field]
  const liveChanged = !sameValue(atOnce, liveRecord)
  const restChanged = !sameValue(atOnce, nextRecord)
  return {
    live: liveChanged ? (atOnce as StepValues[S]) : null,
    forReview: restChanged ? next : null,
    review: restChanged ? review : null,
  }
}

/** Deep equality of JSON-like values (key order does not matter; undefined fields are absent). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]))
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined)
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined)
  return ka.length === kb.length && ka.every((k) => sameValue(ra[k], rb[k]))
}

import type { MessageKey } from '../messages'

export type FieldCheck<F extends string = string> = readonly [field: F, key: MessageKey | null]
export type FieldError<F extends string = string> = { field: F; key: MessageKey }

/**
 * The first failing check of a form, in the order given (the order fields appear on screen),
 * or null when all pass. The server answers it as errorMsg + errorField.
 */
export function firstError<F extends string>(checks: readonly FieldCheck<F>[]): FieldError<F> | null {
  for (const [field, key] of checks) if (key !== null) return { field, key }
  return null
}

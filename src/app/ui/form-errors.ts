import { useCallback, useState } from 'react'
import { isFailureKind, withFailureParam } from '../../domain/failure-kind'
import type { MessageParams } from '../shell/message-text'

/** A message key (or server text) with the values it interpolates. */
export type FormMessage = { key: string; params?: MessageParams }

export type FormErrors<F extends string> = {
  fields: Partial<Record<F, FormMessage>>
  /** An error that belongs to no field of the form: shown as the form's alert. */
  form: FormMessage | null
}

/** The error shape the call layer rejects with (src/client/errors.ts ApiError), read loosely. */
type ApiErrorLike = { status: number; key: string; field?: string; params?: MessageParams; failure?: unknown }

/**
 * Splits a failed call into field errors and a form-level error: a refusal whose errorField is
 * one of the form's fields lands next to that field as the server's reason alone, anything else
 * is the form's alert, led by what failed ("Save Failed: <reason>", decision 0080).
 * Slide (307) and session-expired (4203) answers are handled by the app shell (navigation), so
 * they give no error here.
 */
export function errorsFromFailure<F extends string>(error: unknown, fields: readonly F[]): FormErrors<F> {
  if (!isApiErrorLike(error)) return { fields: {}, form: { key: 'operationFailed' } }
  if (error.status === 307 || error.status === 4203) return { fields: {}, form: null }
  const field = fields.find((name) => name === error.field)
  if (field) {
    const message: FormMessage = error.params ? { key: error.key, params: error.params } : { key: error.key }
    return { fields: { [field]: message } as Partial<Record<F, FormMessage>>, form: null }
  }
  return { fields: {}, form: failureMessage(error) }
}

/**
 * A failed call as one message: the server's reason led by the write's failure kind ("Save
 * Failed: <reason>"), or alone when it is a field's (as the toast and the not-synced list show
 * it); "Operation failed" for what is no call's failure.
 */
export function failureMessage(error: unknown): FormMessage {
  if (!isApiErrorLike(error)) return { key: 'operationFailed' }
  const kind = !error.field && isFailureKind(error.failure) ? error.failure : undefined
  const params = withFailureParam(error.params, kind)
  return params ? { key: error.key, params } : { key: error.key }
}

/** Form error state: set from validators or a failed call; editing a field clears its error. */
export function useFormErrors<F extends string>() {
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {}, form: null })
  const clearField = useCallback((field: F) => {
    setErrors((current) => {
      if (!current.fields[field] && !current.form) return current
      const fields = { ...current.fields }
      delete fields[field]
      return { fields, form: null }
    })
  }, [])
  const reset = useCallback(() => setErrors({ fields: {}, form: null }), [])
  return { errors, setErrors, clearField, reset }
}

/**
 * Runs the checks in order and returns every failing field (so the host sees all problems at
 * once); an empty object means the form may be sent.
 */
export function collectFieldErrors<F extends string>(
  checks: ReadonlyArray<readonly [F, string | null | FormMessage]>,
): Partial<Record<F, FormMessage>> {
  const result: Partial<Record<F, FormMessage>> = {}
  for (const [field, outcome] of checks) {
    if (outcome === null || result[field]) continue
    result[field] = typeof outcome === 'string' ? { key: outcome } : outcome
  }
  return result
}

export function hasErrors(fields: Partial<Record<string, FormMessage>>): boolean {
  return Object.keys(fields).length > 0
}

function isApiErrorLike(error: unknown): error is ApiErrorLike {
  if (typeof error !== 'object' || error === null) return false
  const value = error as Record<string, unknown>
  return typeof value.status === 'number' && typeof value.key === 'string'
}

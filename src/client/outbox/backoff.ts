import { isApiError } from '../errors'
import { STATUS } from '../../domain/envelope'
import { withFailureParam } from '../../domain/failure-kind'

export const BACKOFF = { baseMs: 2_000, maxMs: 5 * 60_000 } as const

/**
 * Delay before the next try after `attempts` failed sends: exponential (base * 2^(n-1), capped),
 * with "equal jitter" in [half, full] so many clients do not retry in step. A server's
 * Retry-After (ms) is a floor.
 */
export function backoffDelay(attempts: number, random: number, retryAfterMs?: number): number {
  const exp = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1))
  const jittered = Math.round(exp / 2 + (exp / 2) * Math.min(1, Math.max(0, random)))
  return Math.max(jittered, retryAfterMs ?? 0)
}

/** What to do with a failed send. */
export type FailureAction =
  | { type: 'retry'; retryAfterMs?: number }
  | { type: 'pause' }
  | { type: 'refuse'; status: number; key: string; field?: string; params?: Record<string, string | number>; current?: unknown }

/**
 * Network errors, timeouts, 5xx, 429, slide and a 401 the call layer could not fix retry later;
 * 4203 pauses the queue; any other envelope refusal (400, 403, 404, 409, 422, ...) goes to the
 * host's not-synced list, keeping the refusal's content as `current` (what the server holds, shown
 * beside the host's value). Errors that are not ApiErrors are treated as transient.
 */
export function classifyFailure(error: unknown): FailureAction {
  if (!isApiError(error)) return { type: 'retry' }
  if (error.status === STATUS.sessionExpired) return { type: 'pause' }
  const retryAfterMs = retryAfterOf(error)
  const http = error.httpStatus ?? 0
  const transient =
    (error.status === 0 && error.key !== 'requestException') ||
    error.status >= 500 || http >= 500 ||
    error.status === STATUS.tooMany || http === 429 ||
    error.status === STATUS.slide || http === 401 || http === 408
  if (transient) return retryAfterMs === undefined ? { type: 'retry' } : { type: 'retry', retryAfterMs }
  return {
    type: 'refuse',
    status: error.status,
    key: error.key,
    ...(error.field ? { field: error.field } : {}),
    // a refusal no field holds is shown in the not-synced list led by what failed ("Save Failed: <reason>", decision 0080)
    ...withParams(withFailureParam(error.params, error.field ? undefined : error.failure)),
    // the server's value that made it refuse: a 409's {version, value}, or the content of any
    // other refusal that carries one (e.g. the calendar's current cells of a stock-below-booked)
    ...(error.content !== undefined ? { current: error.content } : {}),
  }
}

function withParams(params: Record<string, string | number> | undefined): { params?: Record<string, string | number> } {
  return params ? { params } : {}
}

/** Retry-After in ms: `retryAfterMs` on the error, or errorParams.retryAfter in seconds. */
function retryAfterOf(error: { params?: Record<string, string | number> }): number | undefined {
  const direct = (error as { retryAfterMs?: unknown }).retryAfterMs
  if (typeof direct === 'number' && Number.isFinite(direct) && direct >= 0) return direct
  const seconds = Number(error.params?.retryAfter)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}

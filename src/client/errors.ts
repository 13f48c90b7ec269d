import type { FailureKind } from '../domain/failure-kind'

/** Keys the call layer itself gives to failures that have no server answer (spec 8). */
export type ClientErrorKey = 'networkTimeout' | 'networkError' | 'requestException'

export type ApiErrorInit = {
  /** The envelope status, or the HTTP status when there is no envelope, or 0 without an answer. */
  status: number
  /** The server's errorMsg (a message key or a server text), or a ClientErrorKey. */
  key: string
  field?: string | undefined
  params?: Record<string, string | number> | undefined
  content?: unknown
  httpStatus?: number | undefined
  /** How long the server asked to wait before trying again (its Retry-After header), in ms. */
  retryAfterMs?: number | undefined
  /** What the failed write was doing (its endpoint's failure kind, decision 0080): the text shown before a reason that is no field's. */
  failure?: FailureKind | undefined
}

/** Every rejection of call() and download() is an ApiError (except a caller's own abort). */
export class ApiError extends Error {
  status: number
  key: string
  field?: string
  params?: Record<string, string | number>
  content?: unknown
  httpStatus?: number
  retryAfterMs?: number
  failure?: FailureKind

  constructor(init: ApiErrorInit, options?: { cause?: unknown }) {
    super(init.key, options)
    this.name = 'ApiError'
    this.status = init.status
    this.key = init.key
    if (init.field !== undefined) this.field = init.field
    if (init.params !== undefined) this.params = init.params
    if (init.content !== undefined) this.content = init.content
    if (init.httpStatus !== undefined) this.httpStatus = init.httpStatus
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs
    if (init.failure !== undefined) this.failure = init.failure
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

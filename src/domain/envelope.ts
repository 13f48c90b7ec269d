/** The response envelope of every merchant API call (spec 8). */
export type Envelope<T = unknown> = {
  status: number
  content?: T
  /** A message key from src/domain/messages.ts, or a server text when no key fits. */
  errorMsg?: string
  /** The request field the error is about, when there is one (forms show it next to the field). */
  errorField?: string
  /** Values the message interpolates, e.g. { max: 20 }. */
  errorParams?: Record<string, string | number>
}

export const STATUS = {
  ok: 200,
  /** Bad input: errorMsg is a validator's message key, errorField names the field. */
  invalid: 400,
  /** Authenticated, but the resource is not the caller's or the identity may not do this. */
  forbidden: 403,
  notFound: 404,
  /** A write that carried an outdated version; content holds the current value. */
  conflict: 409,
  /** A business refusal (rule of the spec) with its message key. */
  refused: 422,
  /** Too many attempts; errorMsg says when to retry. */
  tooMany: 429,
  serverError: 500,
  /** Slide verification required (also sent as HTTP 307 + x-bizguard-redirect). */
  slide: 307,
  /** Session expired or revoked: clear credentials and go to /login. */
  sessionExpired: 4203,
} as const

export function isSuccessStatus(status: unknown): boolean {
  return status === 200 || status === 0 || status === 1
}

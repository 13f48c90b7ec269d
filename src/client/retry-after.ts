/** Longest wait a Retry-After header may ask for (a wrong header must not park a write for days). */
export const MAX_RETRY_AFTER_MS = 60 * 60_000

/**
 * An HTTP Retry-After header in ms from now: delta-seconds ("120") or an HTTP date, capped at
 * MAX_RETRY_AFTER_MS; undefined when absent or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, nowMs: number): number | undefined {
  const value = header?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Math.min(MAX_RETRY_AFTER_MS, Number(value) * 1000)
  // an HTTP date names its weekday and month ("Wed, 21 Oct 2026 07:28:00 GMT")
  if (!/[a-z]/i.test(value)) return undefined
  const at = Date.parse(value)
  if (!Number.isFinite(at)) return undefined
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, at - nowMs))
}

/// <reference lib="webworker" />

/**
 * The worker's Cookie Store API (Chromium; undefined elsewhere, and the callers fall back: feature
 * detection, never the user agent): the language and session cookies the pages keep.
 */
type CookieStoreLike = {
  get: (name: string) => Promise<{ value: string } | null>
  getAll: () => Promise<Array<{ name: string; value: string }>>
}

export function workerCookies(): CookieStoreLike | undefined {
  return (self as unknown as { cookieStore?: CookieStoreLike }).cookieStore
}

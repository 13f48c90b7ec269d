type Badging = { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> }

/**
 * The installed portal's icon shows `count` (orders to answer and guests' unread messages, issue
 * 40), from a page or from the service worker, where the browser has the Badging API; else
 * nothing (feature detection). 0 clears it.
 */
export function setAppBadge(count: number): Promise<void> {
  const nav = globalThis.navigator as (Navigator & Badging) | undefined
  if (!nav?.setAppBadge || !Number.isFinite(count)) return Promise.resolve()
  const n = Math.max(0, Math.floor(count))
  return (n > 0 ? nav.setAppBadge(n) : (nav.clearAppBadge?.() ?? nav.setAppBadge(0))).catch(() => undefined)
}

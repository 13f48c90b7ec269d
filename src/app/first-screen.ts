import { lazy, useEffect } from 'react'
import { loadWhenOnline } from './lazy-when-online'
import type { ComponentType } from 'react'

/**
 * The first meaningful screen of a page load (issue 41): the sign-in form, the host home's figures
 * and to-dos, the calendar's first month, a list's first page. Everything the portal needs only
 * later — the header's and footer's code, the host's local database and outbox, the overlays, the
 * reminder, notices, chat — starts after it, so it never competes with it for the network or the
 * main thread. tests/bench/first-visit-js.ts counts the scripts requested before the mark
 * `portal-screen` as the route's critical path.
 *
 * A route whose screen shows data says so in its staticData (`firstScreen: 'data'`) and calls
 * useFirstScreen(settled) once its reads have settled (with data or an error); any other route's
 * first screen is its first commit (the layout marks it). A screen that never settles (a read
 * that hangs) does not hold the rest back: the mark is made after FIRST_SCREEN_MAX_WAIT_MS anyway.
 */
export const FIRST_SCREEN_MARK = 'portal-screen'
export const FIRST_SCREEN_MAX_WAIT_MS = 8_000

let marked = false
let resolveFirstScreen: () => void = () => undefined
const firstScreen = new Promise<void>((resolve) => {
  resolveFirstScreen = resolve
})

/** Resolves once the first meaningful screen has been committed. */
export function firstScreenReady(): Promise<void> {
  return firstScreen
}

/** Marks the first meaningful screen (once per page load). */
export function markFirstScreen(): void {
  if (marked) return
  marked = true
  performance.mark?.(FIRST_SCREEN_MARK)
  resolveFirstScreen()
}

/** Starts the fallback: the mark is made at the latest this long after the first render began. */
export function markFirstScreenAtLatest(ms: number = FIRST_SCREEN_MAX_WAIT_MS): void {
  if (!marked) setTimeout(markFirstScreen, ms)
}

/** A screen with data marks the first screen once its reads have settled (its staticData says `firstScreen: 'data'`). */
export function useFirstScreen(settled: boolean): void {
  useEffect(() => {
    if (settled) markFirstScreen()
  }, [settled])
}

/**
 * A component whose code loads after the first meaningful screen: in a prerendered page its server
 * HTML stays in place (React hydrates it when the code arrives); rendered on the client, its
 * Suspense fallback shows until then; code that cannot be fetched is tried again when the
 * connection is back (lazy-when-online.ts). The prerendering itself loads it at once.
 */
export function lazyAfterFirstScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // prerendered at build time (src/app/prerender.tsx), the chrome is part of the page's HTML
  return lazy(() => (import.meta.env.SSR ? load() : firstScreen.then(() => loadWhenOnline(load))).then((component) => ({ default: component })))
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** 'data': the route's screen calls useFirstScreen once its reads have settled. */
    firstScreen?: 'data'
  }
}

import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Button } from '../ui/button'

import { CHUNK_TIMEOUT_MS } from './first-load-timeout'

export { CHUNK_TIMEOUT_MS, startFirstLoadTimeout } from './first-load-timeout'

type NavigationEvents = {
  subscribe: (event: 'onBeforeLoad' | 'onResolved', fn: () => void) => () => void
}

/**
 * Watches every navigation: `onSlow(true)` when one has not finished loading (its code and data)
 * within `ms`, `onSlow(false)` when a navigation finishes. Each navigation starts its own clock;
 * the code a route needs is cached by the service worker, so a navigation that long is a chunk
 * that cannot arrive (data calls time out on their own after 20 s).
 */
export function watchSlowNavigation(router: NavigationEvents, onSlow: (slow: boolean) => void, ms = CHUNK_TIMEOUT_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const offStart = router.subscribe('onBeforeLoad', () => {
    stop()
    timer = setTimeout(() => onSlow(true), ms)
  })
  const offEnd = router.subscribe('onResolved', () => {
    stop()
    onSlow(false)
  })
  return () => {
    stop()
    offStart()
    offEnd()
  }
}

/** Says so when a page has been loading for over 120 s, with a reload (React keeps the old page meanwhile). */
export function NavigationTimeout() {
  const router = useRouter()
  const [slow, setSlow] = useState(false)
  useEffect(() => watchSlowNavigation(router, setSlow), [router])
  if (!slow) return null
  return (
    <div role="alert" data-testid="navigation-timeout" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
        <p>
          <Trans>The page is taking too long to load (over 2 minutes). Check your connection and try again.</Trans>
        </p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    </div>
  )
}

import { useEffect, useRef } from 'react'
import type { FetchStatus } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { isNetworkFailure, useOffline } from '../shell/pwa-network'
import { Button } from './button'
import { cx } from './cx'

type NeedsNetworkProps = {
  /** Loads again: called on the button and by itself when the connection returns. */
  onRetry: () => void
  /** 'page': the page's h1 (a route that could not load); 'block': a part of a screen or dialog. */
  layout?: 'page' | 'block'
  testId?: string
  className?: string
}

/**
 * What a read with no data shows when it needs the network and there is none: said plainly,
 * never a spinner; it loads by itself once the browser is back online.
 */
export function NeedsNetwork({ onRetry, layout = 'block', testId = 'needs-network', className }: NeedsNetworkProps) {
  const retry = useRef(onRetry)
  retry.current = onRetry
  // back online (the browser's online event) or the server answers again (another call got
  // through after it could not be reached): load again
  const offline = useOffline()
  const wasOffline = useRef(offline)
  useEffect(() => {
    if (wasOffline.current && !offline && navigator.onLine) retry.current()
    wasOffline.current = offline
  }, [offline])
  const isPage = layout === 'page'
  return (
    <div
      role="status"
      data-testid={testId}
      className={cx(
        'flex flex-col items-center gap-3 text-center',
        isPage ? 'mx-auto max-w-md px-4 py-16' : 'rounded-lg border border-dashed border-gray-300 px-4 py-6',
        className,
      )}
    >
      {isPage ? (
        <h1 className="text-xl font-semibold text-gray-900">
          <Trans>This needs a connection</Trans>
        </h1>
      ) : (
        <p className="font-medium text-gray-900">
          <Trans>This needs a connection</Trans>
        </p>
      )}
      <p className="text-sm text-gray-700">
        <Trans>There is no saved copy on this device. It will load by itself when you are back online.</Trans>
      </p>
      <Button size="sm" variant="secondary" onClick={() => onRetry()}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

/** The parts of a query result that tell whether it waits for the network. */
export type NetworkRead = { data: unknown; error: unknown; fetchStatus: FetchStatus }

/**
 * Whether a read has no data and cannot get it without the network: paused, failed with no
 * answer from the server, or still fetching while the portal knows it is offline.
 */
export function needsNetwork(read: NetworkRead, offline: boolean): boolean {
  if (read.data !== undefined) return false
  if (read.fetchStatus === 'paused') return true
  if (read.fetchStatus === 'fetching') return offline
  return isNetworkFailure(read.error)
}

/** needsNetwork for any of the reads, with the shell's offline state. */
export function useNeedsNetwork(...reads: NetworkRead[]): boolean {
  const offline = useOffline()
  return reads.some((read) => needsNetwork(read, offline))
}

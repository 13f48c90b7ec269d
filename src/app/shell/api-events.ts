import type { QueryClient } from '@tanstack/react-query'
import { onApiEvent } from '../../client/events'
import type { ApiEvent } from '../../client/events'
import { clearSession } from '../../client/session'
import { isAuthPath } from './paths'
import { networkState } from './pwa-network'

type MessageEvent = Extract<ApiEvent, { type: 'message' }>
type NavigatingRouter = {
  state: { location: { href: string; pathname: string } }
  navigate: (options: { href: string; replace?: boolean }) => Promise<void>
}

/**
 * Carries out what the call layer reports (spec 4 Session, 8), from start-up on, so that calls
 * made by route loaders before the first render are covered too:
 * - sessionExpired: clear the credentials, open /login (coming back here after sign-in), then
 *   drop the cached queries (after leaving, so a mounted host screen does not refetch);
 * - slide: leave for the slide verification page;
 * - message: hand it to the toast (queued until the shell has mounted); a network failure while
 *   the portal already knows it is offline is left to the offline banner (no toast per call).
 * Returns the unsubscribe function.
 */
export function installApiEventHandlers(router: NavigatingRouter, queryClient: QueryClient): () => void {
  return onApiEvent((event) => {
    switch (event.type) {
      case 'sessionExpired': {
        clearSession()
        const { href, pathname } = router.state.location
        // already on a sign-in page (another call of the same page expired too): stay, keeping
        // the way back the first expiry wrote into the address
        if (isAuthPath(pathname)) {
          queryClient.clear()
          return
        }
        void router.navigate({ href: `/login?redirect=${encodeURIComponent(href)}`, replace: true }).then(() => queryClient.clear())
        return
      }
      case 'slide':
        window.location.assign(event.url)
        return
      case 'message':
        if (knownOffline(event)) return
        if (messageSink) messageSink(event)
        else pendingMessages.push(event)
        return
    }
  })
}

/** Registers where messages go (the toast); messages that came before are delivered at once. */
export function setMessageSink(sink: ((event: MessageEvent) => void) | null): void {
  messageSink = sink
  if (!sink) return
  for (const event of pendingMessages.splice(0)) sink(event)
}

const NETWORK_KEYS: ReadonlySet<string> = new Set(['networkError', 'networkTimeout'])

function knownOffline(event: MessageEvent): boolean {
  if (!NETWORK_KEYS.has(event.key)) return false
  const { browserOnline, serverUnreachable } = networkState()
  return !browserOnline || serverUnreachable
}

let messageSink: ((event: MessageEvent) => void) | null = null
const pendingMessages: MessageEvent[] = []

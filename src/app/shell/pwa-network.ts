import type { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../../client/errors'
import { externalStore } from '../external-store'

export type NetworkState = {
  /** navigator.onLine and its online/offline events. */
  browserOnline: boolean
  /** The last call failed with no answer (network error or timeout) and none has succeeded since. */
  serverUnreachable: boolean
}

/** A failure with no server answer: the call layer's networkError/networkTimeout with status 0. */
export function isNetworkFailure(error: unknown): boolean {
  return isApiError(error) && error.status === 0 && (error.key === 'networkError' || error.key === 'networkTimeout')
}

const store = externalStore<NetworkState>(
  { browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine, serverUnreachable: false },
  (a, b) => a.browserOnline === b.browserOnline && a.serverUnreachable === b.serverUnreachable,
)

function set(next: Partial<NetworkState>): void {
  store.set({ ...store.get(), ...next })
}

/** Records a call's outcome: a network failure marks the server unreachable, any answer clears it. */
export function noteCallOutcome(error: unknown): void {
  if (error === undefined || error === null) set({ serverUnreachable: false })
  else if (isNetworkFailure(error)) set({ serverUnreachable: true })
  else if (isApiError(error)) set({ serverUnreachable: false })
}

export function networkState(): NetworkState {
  return store.get()
}

export function subscribeNetwork(listener: () => void): () => void {
  return store.subscribe(listener)
}

/**
 * Follows the browser's online/offline events and the outcome of every query and mutation of
 * the client (start-up, once). Returns the unsubscribe function.
 */
export function trackNetwork(queryClient: QueryClient, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  // back online: assume the server is reachable until a call says otherwise
  const online = () => set({ browserOnline: true, serverUnreachable: false })
  const offline = () => set({ browserOnline: false })
  target.addEventListener('online', online)
  target.addEventListener('offline', offline)
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    if (event.action.type === 'success') noteCallOutcome(undefined)
    else if (event.action.type === 'error') noteCallOutcome(event.action.error)
  })
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return
    if (event.action.type === 'success') noteCallOutcome(undefined)
    else if (event.action.type === 'error') noteCallOutcome(event.action.error)
  })
  return () => {
    target.removeEventListener('online', online)
    target.removeEventListener('offline', offline)
    stopQueries()
    stopMutations()
  }
}

/** True while the browser is offline or the server could not be reached. */
export function useOffline(): boolean {
  return store.use((state) => !state.browserOnline || state.serverUnreachable, false)
}

/** Resets the store (unit tests). */
export function resetNetworkState(next: NetworkState = { browserOnline: true, serverUnreachable: false }): void {
  store.set(next)
  store.changed()
}

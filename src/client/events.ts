/** What the call layer tells the shell: it never navigates or renders by itself. */
export type ApiEvent =
  | { type: 'sessionExpired' }
  | { type: 'slide'; url: string }
  /** The server refused this portal build as too old (HTTP 426): reload to the current one. */
  | { type: 'appOutdated' }
  /**
   * The server answers again after a call found it unreachable (no connection, a timeout, a 5xx):
   * writes waiting out a back-off need not wait for their timer (the outbox replays them).
   */
  | { type: 'serverBack' }
  | {
      type: 'message'
      /** A message key of src/domain/messages.ts ('operationFailed' when the server sent prose). */
      key: string
      params?: Record<string, string | number>
      /** The server's own text when its errorMsg is not a known message key. */
      text?: string
    }

export type ApiEventListener = (event: ApiEvent) => void

/** Subscribes to call-layer events; returns the unsubscribe function. */
export function onApiEvent(listener: ApiEventListener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event)
    } catch (error) {
      console.error('[api] event listener failed', error)
    }
  }
}

const listeners = new Set<ApiEventListener>()

/**
 * Calls `listener` at each sign that the connection is back: the browser's `online`, or a call
 * reaching the server again after one found it unreachable (`serverBack`, which a browser that
 * stayed "online" through a server restart needs). Returns the unsubscribe.
 */
export function onConnectionBack(listener: () => void): () => void {
  const offApi = onApiEvent((event) => {
    if (event.type === 'serverBack') listener()
  })
  globalThis.addEventListener?.('online', listener)
  return () => {
    offApi()
    globalThis.removeEventListener?.('online', listener)
  }
}

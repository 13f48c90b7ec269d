/** What the update flow needs of workbox-window's Workbox (a fake in unit tests). */
export type WorkboxLike = {
  addEventListener: (type: 'waiting' | 'controlling', listener: () => void) => void
  messageSkipWaiting: () => void
}

export type UpdateFlow = {
  /** True once a new service worker is installed and waiting for the host's click. */
  isWaiting: () => boolean
  subscribe: (listener: () => void) => () => void
  /** The host's click: the waiting SW takes over, then the page reloads once. */
  apply: () => void
}

/**
 * The "new version available" flow: a waiting SW (also one that was already waiting at load)
 * is announced; nothing changes until apply(), which sends SKIP_WAITING and reloads exactly once
 * when the new SW controls the page. A host is never reloaded without a click.
 */
export function createUpdateFlow(wb: WorkboxLike, reload: () => void): UpdateFlow {
  let waiting = false
  let applying = false
  let reloaded = false
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  wb.addEventListener('waiting', () => {
    waiting = true
    notify()
  })
  wb.addEventListener('controlling', () => {
    if (!applying || reloaded) return
    reloaded = true
    reload()
  })

  return {
    isWaiting: () => waiting,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    apply: () => {
      if (!waiting) return
      applying = true
      wb.messageSkipWaiting()
    },
  }
}

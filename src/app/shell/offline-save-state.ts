import { useSyncExternalStore } from 'react'

/**
 * How much of the portal the service worker has saved on this device for offline use (issue 34):
 * `{ saved, total }` files as it reports them, `done` once all are saved. null where no worker
 * reported (development, browsers without service workers, before the first report).
 */
export type OfflineSave = { saved: number; total: number; done: boolean }

let state: OfflineSave | null = null
const listeners = new Set<() => void>()

export function setOfflineSave(next: OfflineSave): void {
  if (state && state.saved === next.saved && state.total === next.total && state.done === next.done) return
  state = next
  listeners.forEach((listener) => listener())
}

export function useOfflineSave(): OfflineSave | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => null,
  )
}

/** The worker said the whole portal is saved. */
export function markOfflineSaveDone(): void {
  const total = state?.total ?? 0
  setOfflineSave({ saved: total, total, done: true })
}

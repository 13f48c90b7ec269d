import { externalStore } from '../external-store'

/**
 * How much of the portal the service worker has saved on this device for offline use (issue 34):
 * `{ saved, total }` files as it reports them, `done` once all are saved. null where no worker
 * reported (development, browsers without service workers, before the first report).
 */
export type OfflineSave = { saved: number; total: number; done: boolean }

const store = externalStore<OfflineSave | null>(null, (a, b) => a !== null && b !== null && a.saved === b.saved && a.total === b.total && a.done === b.done)

export function setOfflineSave(next: OfflineSave): void {
  store.set(next)
}

export function useOfflineSave(): OfflineSave | null {
  return store.use(undefined, null)
}

/** The worker said the whole portal is saved. */
export function markOfflineSaveDone(): void {
  const total = store.get()?.total ?? 0
  setOfflineSave({ saved: total, total, done: true })
}

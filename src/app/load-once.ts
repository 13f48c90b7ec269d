/**
 * A load that runs once and is shared by every caller; a failed load (no connection, the code not
 * cached yet) is forgotten, so the next call tries again. For the code that arrives after the first
 * screen: the overlays, the outbox, the phone metadata (docs/decisions/0035-first-visit-code.md).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
}

/**
 * The outbox for screens that only read it (a pending note, a conflict notice): its code and the
 * local database's (Dexie, about 30 KB gz) load on first use instead of with the screen, so a
 * first screen paints without them (docs/decisions/0035-first-visit-code.md). Writes go through
 * portal-outbox directly: a screen that writes has loaded it anyway.
 */
import { loadOnce } from '../load-once'

type PortalOutbox = typeof import('../../client/outbox/portal-outbox')

/** The outbox module, loaded once (a failed load is tried again on the next call). */
export const portalOutbox: () => Promise<PortalOutbox> = loadOnce(() => import('../../client/outbox/portal-outbox'))

/** onOutboxChange once the outbox has loaded; the returned function stops listening at any time. */
export function onOutboxChangeLater(listener: () => void): () => void {
  let live = true
  let off: (() => void) | undefined
  portalOutbox().then(
    (outbox) => {
      if (live) off = outbox.onOutboxChange(listener)
    },
    () => undefined,
  )
  return () => {
    live = false
    off?.()
  }
}

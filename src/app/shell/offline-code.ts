import { preloadOverlays } from '../ui/overlay-kit'

/**
 * A signed-in host works offline, so the overlays (dialogs, menus, selects) must open without a
 * connection, also a second after a first visit came up. A page that a service worker controls
 * came from that worker's precache, which holds their code: it loads on first use, from there.
 * Otherwise (a first visit: the worker is still installing, or none) the page fetches it right
 * after the first screen (decisions 0035 and 0043).
 */
export function keepOverlaysForOffline(): void {
  if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller) return
  preloadOverlays()
}

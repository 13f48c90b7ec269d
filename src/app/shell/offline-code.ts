import { preloadOverlays } from '../ui/overlay-kit'
import { precacheHeld } from './pwa-register'

/**
 * A signed-in host works offline, so the overlays (dialogs, menus, selects) must open without a
 * connection. The service worker's precache holds their code once it is installed; only where no
 * worker will hold it (no service worker, a failed install) does the page fetch it itself, right
 * after the first screen (decisions 0035 and 0043).
 */
export function keepOverlaysForOffline(): void {
  void precacheHeld().then((held) => {
    if (!held) preloadOverlays()
  })
}

import { preloadOverlays } from '../ui/overlay-kit'

/**
 * A signed-in host works offline, so the overlays (dialogs, menus, selects, popovers) must open
 * without a connection, at the first click: their code comes right after the first screen
 * (decision 0035). Leaving it to first use on a page the service worker controls (decision 0043)
 * made a deferred popover's first click race the code's arrival (the sync status did not open
 * after an offline reload in one run of six), so every host page loads it.
 */
export function keepOverlaysForOffline(): void {
  preloadOverlays()
}

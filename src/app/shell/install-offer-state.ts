import { STORAGE_KEYS } from '../../client/storage-keys'
import { localStore } from '../../client/web-storage'
import { externalStore } from '../external-store'

/**
 * The offer to install the portal (issue 40): made once per device, at a good moment (after the
 * host's first write the server took, never on a first screen), in the way the browser has:
 * its own install prompt (`beforeinstallprompt`, kept when the browser fires it), or, where the
 * browser has the home-screen mode but no prompt (`navigator.standalone`, iOS Safari), the steps.
 * Nothing in an installed portal or where neither exists: feature detection, never the user agent.
 */
export type InstallWay = 'prompt' | 'steps'
type PromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> }

let deferred: PromptEvent | null = null
let installed = false
/** Whether the offer is due now; what the browser allows is read at each look (installWay). */
const dueStore = externalStore(false)
const changed = dueStore.changed

/** Keeps the browser's install prompt for the moment the portal offers it (registered with the service worker). */
export function watchInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as PromptEvent
    changed()
  })
  window.addEventListener('appinstalled', () => {
    installed = true
    deferred = null
    changed()
  })
}

/** A write of the host reached the server: the moment to offer, if this device was never offered. */
export function noteWriteSaved(): void {
  if (dueStore.get() || localStore()?.getItem(STORAGE_KEYS.installOfferedAt)) return
  dueStore.set(true)
}

function standalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean }
  return nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches)
}

/** How the portal can be installed here now, or null. */
export function installWay(): InstallWay | null {
  if (installed || standalone()) return null
  if (deferred) return 'prompt'
  if ('standalone' in navigator) return 'steps'
  return null
}

/** The way to offer now, or null (not due, offered already, installed, or no way on this browser). */
export function useInstallOffer(): InstallWay | null {
  return dueStore.use((due) => (due ? installWay() : null), null)
}

/** The offer was shown: never again on this device. */
export function markOffered(): void {
  localStore()?.setItem(STORAGE_KEYS.installOfferedAt, String(Date.now()))
}

/** Closes the offer. */
export function closeOffer(): void {
  dueStore.set(false)
}

/** The browser's own install dialog; true when the host installed. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  deferred = null
  await event.prompt()
  const { outcome } = await event.userChoice
  closeOffer()
  return outcome === 'accepted'
}

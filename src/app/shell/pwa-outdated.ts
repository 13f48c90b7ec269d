import { useSyncExternalStore } from 'react'
import { onApiEvent } from '../../client/events'

let outdated = false
const listeners = new Set<() => void>()

/** True once the server refused this build as too old (426 appOutdated). */
export function isOutdated(): boolean {
  return outdated
}

export function subscribeOutdated(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Marks the portal outdated on the call layer's appOutdated event and runs onOutdated (the
 * service worker update check, so the new version's prompt follows). Returns the unsubscribe.
 */
export function watchOutdated(onOutdated: () => void = () => undefined): () => void {
  return onApiEvent((event) => {
    if (event.type !== 'appOutdated') return
    if (!outdated) {
      outdated = true
      listeners.forEach((listener) => listener())
    }
    onOutdated()
  })
}

export function useOutdated(): boolean {
  return useSyncExternalStore(subscribeOutdated, isOutdated, () => false)
}

/** Resets the flag (unit tests). */
export function resetOutdated(): void {
  outdated = false
  listeners.forEach((listener) => listener())
}

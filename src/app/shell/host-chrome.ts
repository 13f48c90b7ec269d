import { useSyncExternalStore } from 'react'
import type { ComponentType } from 'react'
import { loadWhenOnline } from '../lazy-when-online'
import { loadOnce } from '../load-once'

/**
 * The parts of the shell only a signed-in host has and must see with the first screen (the
 * new-order reminder box: it sits above the page and must not push it down when it comes). Their
 * code is not in the entry, which every visitor loads: the host layout route imports it with its
 * own chunk, which every host page loads before it renders, and registers it here (issue 41).
 */
export type HostChrome = { OrderReminder: ComponentType<{ pathname: string }> }

let chrome: HostChrome | undefined
const listeners = new Set<() => void>()

export function registerHostChrome(parts: HostChrome): void {
  if (chrome?.OrderReminder === parts.OrderReminder) return
  chrome = parts
  for (const listener of listeners) listener()
}

/** Loads and registers it where the host layout's chunk did not (a host's page outside it). */
export const loadHostChrome = loadOnce(() => loadWhenOnline(() => import('./order-reminder')).then(({ OrderReminder }) => registerHostChrome({ OrderReminder })))

/** The host's chrome once its route has registered it (undefined before, and on the server). */
export function useHostChrome(): HostChrome | undefined {
  return useSyncExternalStore(subscribe, current, () => undefined)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function current(): HostChrome | undefined {
  return chrome
}

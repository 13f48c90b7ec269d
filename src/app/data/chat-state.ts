import { useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { callLater } from './call-later'
import { NO_PERSIST } from './query-meta'
import { registerLocalStateCleaner } from '../../client/storage-keys'

/**
 * The chat connection's state as the shell shows it (the guest-message badge): kept apart from
 * the connection itself, whose code (the call layer's chat calls, Dexie, the outbox) loads only
 * for a host who chats (issue 19, decision 0063).
 */
export type ChatConnectionState = {
  joined: boolean
  /** Guests' unread messages (the badge). */
  unread: number
  /** The join failed ten times: the chat service is not available now (im.AgainLater). */
  failed: boolean
}

let state: ChatConnectionState = { joined: false, unread: 0, failed: false }
const listeners = new Set<() => void>()

export function setChatState(next: Partial<ChatConnectionState>): void {
  state = { ...state, ...next }
  listeners.forEach((listener) => listener())
}

export function chatConnectionState(): ChatConnectionState {
  return state
}

export function useChatConnection(): ChatConnectionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}

/** The chat on this device is removed at logout (spec 2), whether or not the chat's code has loaded. */
export function clearChatOnDevice(): Promise<void> {
  setChatState({ joined: false, unread: 0, failed: false })
  return import('./chat-connection').then((m) => m.stopAndForget())
}

registerLocalStateCleaner(clearChatOnDevice)

/** How often the badge asks for the unread count while the chat page is not open (as the order reminder). */
export const CHAT_BADGE_POLL_MS = 20_000

/**
 * The guest-message badge's count for a host who may chat: the chat page's connection keeps it
 * current while that page is open; elsewhere a light poll every 20 s (no long-poll holds a
 * connection on every page). The floating panel, the phone's tab bar and the home read the same
 * query, so one poll serves them all.
 */
export function useChatUnread(on: boolean): number | undefined {
  const live = useChatConnection()
  const polled = useQuery({
    queryKey: ['chatUnread'],
    queryFn: () => callLater('imUnread', {}, { hideMessage: true }),
    enabled: on && !live.joined,
    refetchInterval: CHAT_BADGE_POLL_MS,
    meta: NO_PERSIST,
  })
  if (!on) return 0
  // undefined until the first answer: the home shows its own count until then
  return live.joined ? live.unread : polled.data?.unread
}

/**
 * Whether the chime plays as the unread count goes from `before` to `unread`: only when it grows,
 * never for the first count known (what was already there when the page opened), and not when
 * the host turned the chime off (on until the settings say otherwise).
 */
export function chimeDue(before: number | null, unread: number, setting: boolean | undefined): boolean {
  return before !== null && unread > before && setting !== false
}

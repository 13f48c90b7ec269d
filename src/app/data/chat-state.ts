import { useEffect, useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { callLater } from './call-later'
import { setChatState, useChatConnection } from './chat-status'
import { firstScreenReady } from '../first-screen'
import { setGuestUnreadCount } from '../shell/use-document-title'
import { NO_PERSIST } from './query-meta'
import { registerLocalStateCleaner } from '../../client/storage-keys'

/** The chat on this device is removed at logout (spec 2), whether or not the chat's code has loaded. */
export function clearChatOnDevice(): Promise<void> {
  setChatState({ joined: false, unread: 0, failed: false })
  setGuestUnreadCount(0)
  return import('./chat-connection').then((m) => m.stopAndForget())
}

registerLocalStateCleaner(clearChatOnDevice)

/** How often the badge asks for the unread count while the connection is not joined (as the order reminder). */
export const CHAT_BADGE_POLL_MS = 20_000

/** Whether the page is shown (a hidden tab holds no connection: the push tells the host). */
function usePageVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener)
      return () => document.removeEventListener('visibilitychange', listener)
    },
    () => document.visibilityState === 'visible',
    () => true,
  )
}

/**
 * The guest-message badge's count for a host who may chat. While a page of the host's frame is
 * shown, the chat connection (join, long-poll) runs from after its first screen, so a guest's
 * message reaches the badge, the chime and the home in about a second (issue 34: 19.4 s with a
 * 20 s poll); the floating panel, the phone's tab bar, the home and the chat page share the one
 * connection. Until it has joined (or when it cannot), a light poll every 20 s; a hidden tab
 * holds nothing.
 */
export function useChatUnread(on: boolean): number | undefined {
  const live = useChatConnection()
  const visible = usePageVisible()
  const hold = on && visible
  useEffect(() => {
    if (!hold) return
    let release: (() => void) | null = null
    let cancelled = false
    // the connection's code (the chat calls, the device's copy) after the first screen
    void firstScreenReady()
      .then(() => (cancelled ? null : import('./chat-connection')))
      .then((m) => {
        if (m && !cancelled) release = m.holdChatConnection()
      }, () => undefined)
    return () => {
      cancelled = true
      release?.()
    }
  }, [hold])
  const polled = useQuery({
    queryKey: ['chatUnread'],
    queryFn: () => callLater('imUnread', {}, { hideMessage: true }),
    enabled: on && !live.joined,
    refetchInterval: CHAT_BADGE_POLL_MS,
    meta: NO_PERSIST,
  })
  // undefined until the first answer: the home shows its own count until then
  const unread = !on ? 0 : live.joined ? live.unread : polled.data?.unread
  // counted with the orders in the page's title and on the installed portal's icon (issue 40)
  useEffect(() => {
    if (unread !== undefined) setGuestUnreadCount(unread)
  }, [unread])
  return unread
}

/**
 * Whether the chime plays as the unread count goes from `before` to `unread`: only when it grows,
 * never for the first count known (what was already there when the page opened), and not when
 * the host turned the chime off (on until the settings say otherwise).
 */
export function chimeDue(before: number | null, unread: number, setting: boolean | undefined): boolean {
  return before !== null && unread > before && setting !== false
}

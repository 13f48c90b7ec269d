import { externalStore } from '../external-store'

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

const store = externalStore<ChatConnectionState>({ joined: false, unread: 0, failed: false })

export function setChatState(next: Partial<ChatConnectionState>): void {
  store.set({ ...store.get(), ...next })
}

export function useChatConnection(): ChatConnectionState {
  return store.use()
}

import { call } from '../../client/api'
import { isApiError } from '../../client/errors'
import type { ChatMessage } from '../../domain/chat/endpoints'
import { CHAT_LIMITS } from '../../domain/chat/rules'
import { useEffect } from 'react'
import { clearChat, saveMessages, refreshTalks, refreshTalksOf } from './chat-store'
import { setChatState } from './chat-status'

/**
 * The chat connection (portal spec 4 "Chat connection"; issue 19, decision 0063): join (time-out
 * 6 s, retried up to 10 times, the first after 6 s), then the long-poll from the joined version:
 * each answer's messages go to the device's copy, the unread count to the badge. Not joined
 * while it retries; a signed-out host or one the chat refuses stops it.
 */

const messageListeners = new Set<(messages: readonly ChatMessage[]) => void>()
let running: { stop: () => void } | null = null
const set = setChatState

/** Called with each batch of new messages once they are on the device. */
export function onChatMessages(listener: (messages: readonly ChatMessage[]) => void): () => void {
  messageListeners.add(listener)
  return () => messageListeners.delete(listener)
}

/** Sets the badge after a read receipt or a delete (their answers carry the count). */
export function setChatUnread(unread: number): void {
  set({ unread })
}

/** Starts the connection once (later calls share it); returns the stop function. */
export function startChatConnection(options: { sleep?: (ms: number) => Promise<void> } = {}): () => void {
  if (running) return running.stop
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let stopped = false
  const abort = new AbortController()
  const stop = () => {
    stopped = true
    abort.abort()
    running = null
    set({ joined: false })
  }
  running = { stop }

  void (async () => {
    let version: string | null = null
    let attempts = 0
    while (!stopped) {
      if (version === null) {
        try {
          const joined = await call('imJoin', {}, { hideMessage: true, timeoutMs: CHAT_LIMITS.joinTimeoutMs, signal: abort.signal })
          version = joined.imVersion
          attempts = 0
          set({ joined: true, unread: joined.unread, failed: false })
          // what arrived while this device was away: the conversations again
          await refreshTalks().catch(() => undefined)
          notify([])
        } catch (error) {
          if (stopped || refusedForGood(error)) return stop()
          attempts += 1
          set({ joined: false, failed: attempts >= CHAT_LIMITS.joinRetries })
          // spec 4: up to 10 retries, the first after 6 s; then every minute while the page is open
          await sleep(attempts >= CHAT_LIMITS.joinRetries ? 60_000 : CHAT_LIMITS.joinTimeoutMs)
          continue
        }
      }
      try {
        const answer = await call('imRefresh', { imVersion: version, waitMs: CHAT_LIMITS.refreshMs - 5_000 }, {
          hideMessage: true, timeoutMs: CHAT_LIMITS.refreshMs + 5_000, signal: abort.signal,
        })
        version = answer.imVersion
        set({ unread: answer.unread, joined: true })
        if (answer.messages.length > 0) {
          await saveMessages(answer.messages)
          // only the batch's conversations are read again (their latest message, unread, order)
          await refreshTalksOf(answer.messages.map((m) => m.talkId)).catch(() => undefined)
          notify(answer.messages)
        }
      } catch (error) {
        if (stopped || refusedForGood(error)) return stop()
        // a time-out or a lost connection: not joined until a join succeeds again
        version = null
        set({ joined: false })
        await sleep(CHAT_LIMITS.joinTimeoutMs)
      }
    }
  })()
  return stop
}

let holders = 0

/**
 * Holds the connection for one user of it (the chat page, the badges of the host's frame): it
 * starts with the first holder and stops when the last one lets go, so a page that closes does
 * not cut the connection another part still shows.
 */
export function holdChatConnection(): () => void {
  holders += 1
  startChatConnection()
  let held = true
  return () => {
    if (!held) return
    held = false
    holders -= 1
    if (holders === 0) running?.stop()
  }
}

/** Keeps the connection (join, long-poll) while the chat is shown. */
export function useChatConnectionFor(on: boolean): void {
  useEffect(() => {
    if (!on) return
    return holdChatConnection()
  }, [on])
}

/** Logout: the connection stops and the device forgets the chat. */
export async function stopAndForget(): Promise<void> {
  holders = 0
  running?.stop()
  await clearChat()
}

function notify(messages: readonly ChatMessage[]): void {
  messageListeners.forEach((listener) => listener(messages))
}

/** Signed out (4203) or not a chat host (403): no retry helps. */
function refusedForGood(error: unknown): boolean {
  return isApiError(error) && (error.status === 4203 || error.status === 403)
}

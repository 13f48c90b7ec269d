/// <reference lib="webworker" />
import { configureCookieSource, getSession } from '../src/client/session'
import { answersTold, configureOutbox, enqueue, listPending, outboxState, replayOutbox } from '../src/client/outbox/portal-outbox'
import { tellAnswer } from '../src/client/outbox/answer-notice'
import { refreshSavedQueries } from '../src/client/background-refresh'
import { call } from '../src/client/api'
import { setAppBadge } from '../src/client/app-badge'
import type { AnswerMeta } from '../src/client/outbox/answer-notice'
import { ORDER_ITEM_PREFIX } from '../src/client/outbox/outbox-types'
import { workerCookies } from './cookies'
import { workerCalls } from './endpoint-loaders'
import { OUTBOX_SYNC_TAG } from './sw-messages'

declare const self: ServiceWorkerGlobalScope

/**
 * The session's cookies as the page reads them, handed to the client layer (it reads
 * `document.cookie` on a page). False where the worker has no cookie API or no session: the
 * host answers on the order's screen instead (feature detection, never the user agent).
 */
async function useSessionCookies(): Promise<boolean> {
  const store = workerCookies()
  if (!store) return false
  const all = await store.getAll().catch(() => [])
  configureCookieSource({ cookie: all.map(({ name, value }) => `${name}=${value}`).join('; ') })
  return getSession() !== null
}

let configured = false
/** The portal's outbox, run by the worker: same queue, same lock, same signed and idempotent sends as a page's. */
function workerOutbox(): void {
  if (configured) return
  configured = true
  // the pages re-read the queue when the worker changed it (portal-outbox's channel); the worker
  // sends only the calls it knows (an order's answer): a page's other writes wait for a page
  const channel = new BroadcastChannel('outbox-change')
  configureOutbox({ notify: () => channel.postMessage('changed'), canSend: (entry) => workerCalls(entry.endpoint) })
}

/**
 * Accept tapped on a new order's notification (issue 40): the same write as the order screen's
 * Accept (orderConfirm through the outbox, under its idempotency key), sent now, or kept and
 * sent once when the connection is back. A notification then says how it went: accepted, or why
 * not (told by whoever sends it), or that it waits for the connection or a new sign-in. Returns
 * false when this worker cannot send it (no cookie API, signed out): the caller opens the order.
 */
export async function acceptFromNotification(order: { orderNo: string } & AnswerMeta): Promise<boolean> {
  if (!(await useSessionCookies())) return false
  workerOutbox()
  const id = await enqueue({
    endpoint: 'orderConfirm',
    item: `${ORDER_ITEM_PREFIX}${order.orderNo}`,
    params: { orderNo: order.orderNo },
    meta: { title: order.title, url: order.url, answer: order.answer },
  })
  await replayOutbox()
  await answersTold()
  const waiting = (await listPending(ORDER_ITEM_PREFIX)).find((entry) => entry.id === id)
  if (waiting) {
    await tellAnswer(waiting, { kind: outboxState().paused ? 'signIn' : 'queued' })
    // the browser wakes the worker when the connection is back, where it has Background Sync
    await (self.registration as ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined)
  }
  return true
}

/**
 * The outbox sent by the worker itself, with no page open to do it (a Background Sync after an
 * answer from a notification kept offline); the answers it settles are told.
 */
export async function replayInWorker(): Promise<void> {
  if (!(await useSessionCookies())) return
  workerOutbox()
  await replayOutbox({ eager: true })
  await answersTold()
}

/**
 * The browser's periodic Background Sync while the portal is closed (issue 40): the host's saved
 * orders and home figures are read anew (the queries that name their call), and the icon's count.
 */
export async function refreshInWorker(): Promise<void> {
  if (!(await useSessionCookies())) return
  const session = getSession()
  if (!session) return
  await refreshSavedQueries(session.userId, () => Date.now(), workerCalls)
  const now = await call('appBadge', {}, { hideMessage: true }).catch(() => null)
  if (now) await setAppBadge(now.badge)
}

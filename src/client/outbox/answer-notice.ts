import { answerNote } from '../../domain/alerts/answer-notification'
import type { AnswerOutcome } from '../../domain/alerts/answer-notification'
import type { PushAnswer } from '../../domain/alerts/schemas'
import type { OutboxEntry } from './outbox-types'

/** What an order's outbox entry carries when the host answered from a notification (its meta; never sent). */
export type AnswerMeta = { title: string; url: string; answer: PushAnswer }

export function answerMetaOf(entry: Pick<OutboxEntry, 'meta'>): AnswerMeta | null {
  const meta = entry.meta as Partial<AnswerMeta> | undefined
  return meta && typeof meta.title === 'string' && typeof meta.url === 'string' && meta.answer && typeof meta.answer.accepted === 'string'
    ? { title: meta.title, url: meta.url, answer: meta.answer }
    : null
}

/** The registration that shows notifications: the worker's own, or the page's. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const own = (globalThis as { registration?: ServiceWorkerRegistration }).registration
  if (own) return own
  return globalThis.navigator?.serviceWorker?.getRegistration().catch(() => undefined)
}

/**
 * Tells the host how an Accept tapped on a notification went, as a notification that replaces the
 * order's (issue 40): whoever sends the write says it, the service worker with no page open or a
 * page that replayed it. Entries not made from a notification are the screens' to show.
 */
export async function tellAnswer(entry: Pick<OutboxEntry, 'meta' | 'params'>, outcome: AnswerOutcome): Promise<void> {
  const meta = answerMetaOf(entry)
  if (!meta) return
  const reg = await registration()
  if (!reg?.showNotification) return
  const note = answerNote({ orderNo: String(entry.params.orderNo), listing: meta.title, url: meta.url }, meta.answer, outcome)
  await reg.showNotification(note.title, {
    body: note.body,
    tag: note.tag,
    icon: '/icons/icon-192.png',
    data: { url: note.url },
    // the accept's own notification opens the order; its button says so where the browser shows buttons
    ...({ actions: [{ action: 'open', title: meta.answer.open }] } as NotificationOptions),
  }).catch(() => undefined)
}

import { call, callBatch, type CallOptions } from '../api'
import { getDb } from '../db'
import { ApiError } from '../errors'
import { getSession } from '../session'
import { onConnectionBack } from '../events'
import { createOutbox, type EnqueueInput, type Outbox, type OutboxDeps, type SettledOutcome } from './outbox'
import { answerMetaOf, tellAnswer } from './answer-notice'
import { setAppBadge } from '../app-badge'
import type { EndpointKey, RequestOf } from '../../domain/endpoints'
import { isEndpointKey } from '../../domain/endpoint-areas'
import { CHAT_ITEM_PREFIX, ORDER_ITEM_PREFIX, type BatchSender, type LockFn, type NotSyncedEntry, type OutboxEntry, type OutboxState, type Sender } from './outbox-types'

/**
 * The portal's outbox: every write that must survive a bad connection goes through enqueue()
 * (docs/decisions/0009-outbox.md). startOutbox() wires the triggers once at start-up.
 */
export async function enqueue<K extends EndpointKey>(input: EnqueueInput<K>): Promise<string> {
  const id = await outbox().enqueue(input)
  requestSync?.()
  return id
}

/** Sends what is due; eager: also what waits out a back-off (a sign that the connection is back). */
export function replayOutbox(options: { eager?: boolean } = {}): Promise<void> {
  return outbox().replay(options)
}

/** Call after the host signed in again: a 4203 paused the queue. */
export function resumeOutbox(): Promise<void> {
  return outbox().resume()
}

export function retryNotSynced(id: string, params?: Record<string, unknown>): Promise<void> {
  return outbox().retryNotSynced(id, params)
}

/** Retry a refused entry with the host's edited params and meta (a conflict's entry takes the server's version). */
export function editNotSynced(id: string, params: Record<string, unknown>, meta?: Record<string, unknown>): Promise<void> {
  return outbox().editNotSynced(id, params, meta)
}

/**
 * "Keep mine" ('mine': re-sent over the server's current version) or "use current" ('current':
 * discarded) for a not-synced 409; resolves with the entry so the screen can refetch its item.
 */
export function resolveConflict(id: string, choice: 'mine' | 'current'): Promise<NotSyncedEntry | undefined> {
  return outbox().resolveConflict(id, choice)
}

export function discardNotSynced(id: string): Promise<void> {
  return outbox().discardNotSynced(id)
}

export function listNotSynced(): Promise<NotSyncedEntry[]> {
  return outbox().listNotSynced()
}

/**
 * Pending entries (of items starting with itemPrefix), for screens that show an offline write at
 * once on top of the server's data, marked as pending.
 */
export function listPending(itemPrefix?: string): Promise<OutboxEntry[]> {
  return outbox().listPending(itemPrefix)
}

/** Which of these entries (ids) were sent and answered with success (their results are kept 30 days). */
export function succeededOf(ids: readonly string[]): Promise<Set<string>> {
  return outbox().succeededOf(ids)
}

export function outboxState(): OutboxState {
  return outbox().state()
}

export function onOutboxChange(listener: (state: OutboxState) => void): () => void {
  return outbox().onChange(listener)
}

export type StartOptions = {
  /** Subscribes replay to the service worker's `sync` relay (app: onOutboxSyncRequest); returns the unsubscribe. */
  onSyncRequest?: (replay: () => void) => () => void
  /** Asks for a Background Sync after each enqueue where supported (app: requestOutboxSync). */
  requestSync?: () => void
}

/**
 * Replays at start-up, on `online`, when the tab becomes visible, when a call reaches the server
 * after it was unreachable, after each enqueue, on the back-off timer and on the service worker's
 * `sync` relay (wired by the app through options:
 * the client layer does not know the worker's messages). Returns stop.
 */
export function startOutbox(options: StartOptions = {}): () => void {
  const box = outbox()
  box.setAuto(true)
  // each of these hints that the connection may be back: entries waiting out a back-off go too
  const kick = () => void box.replay({ eager: true })
  const onVisible = () => {
    if (globalThis.document?.visibilityState === 'visible') kick()
  }
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANGE_CHANNEL) : undefined
  if (channel) channel.onmessage = () => void box.refresh()
  notifyOtherTabs = () => channel?.postMessage('changed')
  requestSync = options.requestSync
  const offSync = options.onSyncRequest?.(kick)
  // online, or any other call reaching the server after it was unreachable (a page's data, a poll)
  const offBack = onConnectionBack(kick)
  globalThis.document?.addEventListener('visibilitychange', onVisible)
  void box.refresh().then(kick)
  return () => {
    box.setAuto(false)
    notifyOtherTabs = undefined
    requestSync = undefined
    channel?.close()
    offSync?.()
    offBack()
    globalThis.document?.removeEventListener('visibilitychange', onVisible)
  }
}

/** Tests replace parts (or all) of the default dependencies. */
export function configureOutbox(overrides: Partial<OutboxDeps> = {}): Outbox {
  const { sendBatch, ...defaults } = defaultDeps()
  // a replaced sender is not bypassed by the default batch sender (which calls the server itself)
  instance = createOutbox({ ...defaults, ...(overrides.send ? {} : { sendBatch }), ...overrides })
  return instance
}

let instance: Outbox | undefined
/** Other tabs re-read the counts when one tab changed the queue. */
let notifyOtherTabs: (() => void) | undefined
/** The BroadcastChannel on which a tab that changed the queue tells the others. */
export const CHANGE_CHANNEL = 'outbox-change'
let requestSync: (() => void) | undefined

function outbox(): Outbox {
  instance ??= createOutbox(defaultDeps())
  return instance
}

function defaultDeps(): OutboxDeps {
  return {
    db: getDb(),
    send: sendWithCall,
    sendBatch: sendBatchWithCall,
    clock: {
      now: () => Date.now(),
      setTimer: (fn, ms) => {
        const handle = setTimeout(fn, ms)
        return () => clearTimeout(handle)
      },
    },
    random: Math.random,
    lock: webLock,
    uuid: () => globalThis.crypto.randomUUID(),
    currentUserId: () => getSession()?.userId ?? null,
    offline: () => globalThis.navigator?.onLine === false,
    notify: () => notifyOtherTabs?.(),
    // a chat's messages show their sending marks; an accepted order is announced as such (issue 34)
    quietItems: [CHAT_ITEM_PREFIX, ORDER_ITEM_PREFIX],
    onSettled: (entry, outcome) => {
      if (!answerMetaOf(entry)) return
      const told = answered(entry, outcome).finally(() => telling.delete(told))
      telling.add(told)
    },
  }
}

/** The answers being told (a service worker waits for them before it may stop). */
const telling = new Set<Promise<void>>()

/** Resolves once every answer of a settled entry has been told. */
export async function answersTold(): Promise<void> {
  while (telling.size) await Promise.all([...telling])
}

/**
 * An accept made from a notification (issue 40) left the queue: its own notification says how it
 * went, and the icon's count follows (one order fewer to answer).
 */
async function answered(entry: OutboxEntry, outcome: SettledOutcome): Promise<void> {
  await tellAnswer(entry, outcome.ok ? { kind: 'accepted' } : { kind: 'refused', key: outcome.refusal.key, ...(outcome.refusal.params ? { params: outcome.refusal.params } : {}) })
  const now = await call('appBadge', {}, { hideMessage: true }).catch(() => null)
  if (now) await setAppBadge(now.badge)
}

export { CHAT_ITEM_PREFIX }

/** call() with the entry's idempotency key; messages are the outbox's to show (not-synced list). */
const sendWithCall: Sender = async ({ endpoint, params, idemKey, blobs }) => {
  // an entry written by an older version for an endpoint this version no longer has
  if (!isEndpointKey(endpoint)) throw new ApiError({ status: 0, key: 'requestException' })
  const file = blobs.file ?? Object.values(blobs)[0]
  const opts: CallOptions & { idempotencyKey: string } = {
    hideMessage: true,
    idempotencyKey: idemKey,
    ...(file ? { file, fileName: file instanceof File ? file.name : 'blob' } : {}),
  }
  return call(endpoint, params as RequestOf<typeof endpoint>, opts)
}

/** Several entries in one outboxBatch call, each under its own idempotency key. */
const sendBatchWithCall: BatchSender = (ops) =>
  callBatch(ops.map((op) => ({ endpoint: op.endpoint, params: op.params, idempotencyKey: op.idemKey, ...(op.after === undefined ? {} : { after: op.after }) })), { hideMessage: true })

/** navigator.locks when present (tabs and the service worker share it); else one lock per page. */
const webLock: LockFn = (name, fn) => {
  const locks = globalThis.navigator?.locks
  if (locks) return locks.request(name, fn) as ReturnType<typeof fn>
  const run = pageLocks.get(name)?.then(fn, fn) ?? fn()
  pageLocks.set(name, run.catch(() => undefined))
  return run
}

const pageLocks = new Map<string, Promise<unknown>>()

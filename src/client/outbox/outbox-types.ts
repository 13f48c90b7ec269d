import type { EndpointKey } from '../../domain/endpoints'
import type { ParamPatchName } from './param-patches'

/** One write waiting to be sent: the unsigned operation, signed afresh at each send. */
export type OutboxEntry = {
  /** Auto-increment: the order of writes (kept per item). */
  seq?: number
  /** Made at enqueue time (crypto.randomUUID()); names the entry for dependsOn and the host. */
  id: string
  /** The idempotency key sent as idemKey: the id, renewed only when the host retries a refusal. */
  idemKey: string
  endpoint: EndpointKey
  params: Record<string, unknown>
  /** The resource written (e.g. `calendar:{unitId}:{date}`): order and merge scope. */
  item: string
  /** An earlier entry whose result this one needs; cleared once that result is patched in. */
  dependsOn?: string
  resolveParams?: ParamPatchName
  /** Blob names -> ids in outboxBlobs. */
  blobs?: Record<string, string>
  /** What screens show of the write (e.g. the chosen city's name); never sent. */
  meta?: Record<string, unknown>
  /** The user who wrote it: sent only under that user's session. */
  userId?: string
  createdAt: number
  /** Sends started (written before the send, so a possibly-applied entry is never merged into). */
  attempts: number
  /** Not sent again before this time (back-off). */
  nextAttemptAt: number
  /** The server's Retry-After: not sent before this time, not even by an eager replay. */
  notBefore?: number
  lastError?: string
}

export type OutboxBlob = { id: string; entryId: string; blob: Blob }

/** The answer of a sent entry, kept for dependants enqueued after it succeeded. */
export type OutboxResult = { id: string; result: unknown; doneAt: number }

/** Why the server refused an entry: its message key and params (409: its current value). */
export type Refusal = {
  status: number
  key: string
  field?: string
  params?: Record<string, string | number>
  current?: unknown
}

/** The content of a 409 versionConflict (src/server/errors.ts conflict()). */
export type ConflictCurrent<V = unknown> = { version: number; value: V }

/** A refused entry, kept until the host edits and retries it or discards it. */
export type NotSyncedEntry = OutboxEntry & { refusal: Refusal; refusedAt: number }

export type OutboxState = {
  pending: number
  replaying: boolean
  /** Progress of the current replay run. */
  progress: { done: number; total: number }
  notSynced: number
  /**
   * Of the pending entries, those of quiet items (OutboxDeps.quietItems): their screens show
   * their own progress, so the shell's "saved on the server" word leaves them out.
   */
  quiet: number
  /** A 4203 paused the queue until the host signs in again. */
  paused: boolean
}

/** Sends one entry (the default uses call() with the idempotency key); rejects like call(). */
export type Sender = (op: {
  endpoint: EndpointKey
  params: Record<string, unknown>
  idemKey: string
  blobs: Record<string, Blob>
}) => Promise<unknown>

/** A write's outcome in a batch: its result, its rejection as call() gives it, or not run. */
export type SendOutcome = { ok: true; value: unknown } | { ok: false; error: unknown } | { skipped: true }

/**
 * Sends several entries in one call; `after` names the index of an earlier entry of the same
 * call that must succeed first (else this one is skipped). Resolves with an outcome per entry,
 * never rejects (a failed call is every entry's error).
 */
export type BatchSender = (ops: Array<{
  endpoint: EndpointKey
  params: Record<string, unknown>
  idemKey: string
  after?: number
}>) => Promise<SendOutcome[]>

export type Clock = {
  now: () => number
  /** Calls fn after ms; returns a cancel function. */
  setTimer: (fn: () => void, ms: number) => () => void
}

/** Runs fn while holding the named exclusive lock (navigator.locks.request in the browser). */
export type LockFn = <T>(name: string, fn: () => Promise<T>) => Promise<T>

/** A conversation's outbox item is this and its talk id: its messages show their own sending marks (issue 19). */
export const CHAT_ITEM_PREFIX = 'chat:'

/** An order's outbox item is this and its order number: the order screens say "order accepted" themselves (issue 34). */
export const ORDER_ITEM_PREFIX = 'order:'

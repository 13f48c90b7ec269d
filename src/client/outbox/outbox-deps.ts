import type { Transaction } from 'dexie'
import type { EndpointKey, RequestOf } from '../../domain/endpoints'
import type { PortalDb } from '../db'
import type { ParamPatchName } from './param-patches'
import type { BatchSender, Clock, LockFn, OutboxEntry, Refusal, Sender } from './outbox-types'

export type OutboxDeps = {
  db: PortalDb
  send: Sender
  /**
   * Sends several entries in one call (outboxBatch) with an outcome per entry; without it every
   * entry is sent alone. Entries with files and endpoints that are not batchable go alone anyway.
   */
  sendBatch?: BatchSender
  clock: Clock
  random: () => number
  lock: LockFn
  uuid: () => string
  /** The signed-in user's id, or null without a session. */
  currentUserId: () => string | null
  /**
   * Entries sent per batch (one lock hold, one storage write before and after); default 8 sent
   * alone, or BATCH_LIMITS.maxOps with sendBatch.
   */
  batchSize?: number
  /** Called after this outbox changed the queue (the portal tells its other tabs). */
  notify?: () => void
  /** Item prefixes whose entries the state counts as quiet (a chat's messages show their own marks). */
  quietItems?: readonly string[]
  /**
   * Told once per entry that left the queue, after its outcome is stored: taken (with the server's
   * answer) or refused. Whoever sent it says so (an accept from a notification answers with a
   * notification, issue 40).
   */
  onSettled?: (entry: OutboxEntry, outcome: SettledOutcome) => void
  /**
   * The entries this outbox can send (default all). The service worker knows only the calls it
   * makes (issue 40): the others wait, untouched, for a page, and the rest of their item with them.
   */
  canSend?: (entry: OutboxEntry) => boolean
  /**
   * True while the device says it has no network at all (navigator.onLine false, which unlike
   * true is reliable): the back-off timer then sends nothing, since the call could only fail; the
   * connection's return (`online`) replays eagerly anyway. Default: never offline.
   */
  offline?: () => boolean
}

/** How an entry left the queue. */
export type SettledOutcome = { ok: true; result: unknown } | { ok: false; refusal: Refusal }

export type EnqueueInput<K extends EndpointKey = EndpointKey> = {
  endpoint: K
  params: RequestOf<K>
  /** The resource written: writes of one item are sent in order, other items do not wait. */
  item: string
  /** Replace the item's last entry for the same endpoint if it was never sent. */
  merge?: boolean
  /** An earlier entry (its id) whose result fills this one's params through resolveParams. */
  dependsOn?: string
  resolveParams?: ParamPatchName
  blobs?: Record<string, Blob>
  /** What screens show of the write (e.g. the chosen city's name); stored, never sent. */
  meta?: Record<string, unknown>
  /** The local change, written in the same transaction as the entry. */
  apply?: (tx: Transaction) => Promise<void>
  /** The entry's id when the caller made it already (a write held in memory until the outbox's code came). */
  id?: string
}


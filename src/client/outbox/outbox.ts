import type { Transaction } from 'dexie'
import type { EndpointKey, RequestOf } from '../../domain/endpoints'
import { allTables, rethrowStorageError, type PortalDb } from '../db'
import { backoffDelay, classifyFailure } from './backoff'
import { applyParamPatch, ITEM_PATCHES, localRefsIn, type ParamPatchName } from './param-patches'
import { STATUS } from '../../domain/envelope'
import type {
  Clock, ConflictCurrent, LockFn, NotSyncedEntry, OutboxEntry, OutboxState, Refusal, Sender,
} from './outbox-types'

export type OutboxDeps = {
  db: PortalDb
  send: Sender
  clock: Clock
  random: () => number
  lock: LockFn
  uuid: () => string
  /** The signed-in user's id, or null without a session. */
  currentUserId: () => string | null
  /** Entries sent per batch (one lock hold, one storage write before and after). */
  batchSize?: number
  /** Called after this outbox changed the queue (the portal tells its other tabs). */
  notify?: () => void
}

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
}

export type Outbox = ReturnType<typeof createOutbox>

export const REPLAY_LOCK = 'outbox-replay'
/** How long a sent entry's result stays readable for dependants enqueued after it. */
export const RESULT_KEEP_MS = 30 * 24 * 60 * 60 * 1000

/**
 * The outbox over one database (docs/decisions/0009-outbox.md). Everything it needs from the
 * outside (sender, clock, random, lock, ids, session) is injected so tests can drive it.
 */
export function createOutbox(deps: OutboxDeps) {
  const { db, clock } = deps
  const batchSize = deps.batchSize ?? 8
  const listeners = new Set<(state: OutboxState) => void>()
  let state: OutboxState = { pending: 0, replaying: false, progress: { done: 0, total: 0 }, notSynced: 0, paused: false }
  let running: Promise<void> | null = null
  let again = false
  let eagerNext = false
  let auto = false
  let cancelTimer: (() => void) | undefined

  /** Writes the local change and the entry in one transaction; resolves with the entry's id. */
  async function enqueue<K extends EndpointKey>(input: EnqueueInput<K>): Promise<string> {
    const now = clock.now()
    let id = ''
    try {
      await db.transaction('rw', allTables(db), async (tx) => {
        if (input.apply) await input.apply(tx)
        let params = { ...(input.params as Record<string, unknown>) }
        let dependsOn = input.dependsOn
        if (dependsOn) {
          const waiting = (await db.outbox.where('id').equals(dependsOn).count()) + (await db.notSynced.where('id').equals(dependsOn).count())
          if (!waiting) {
            const done = await db.outboxResults.get(dependsOn)
            if (!done) throw new Error(`[outbox] unknown dependency ${dependsOn}`)
            params = applyParamPatch(input.resolveParams, params, done.result, dependsOn)
            dependsOn = undefined
          }
        }
        if (input.resolveParams && ITEM_PATCHES.has(input.resolveParams)) {
          // refs to entries that already succeeded are resolved now: no later success will patch them
          for (const ref of localRefsIn(params)) {
            const done = await db.outboxResults.get(ref)
            if (done) params = applyParamPatch(input.resolveParams, params, done.result, ref)
          }
        }
        const userId = deps.currentUserId()
        const merged = input.merge ? await mergeTarget(input.item, input.endpoint, dependsOn, userId) : undefined
        id = merged?.id ?? deps.uuid()
        const blobIds = await storeBlobs(id, input.blobs, merged)
        const entry: OutboxEntry = {
          ...(merged ? { seq: merged.seq } : {}),
          id,
          idemKey: merged?.idemKey ?? id,
          endpoint: input.endpoint,
          params,
          item: input.item,
          createdAt: merged?.createdAt ?? now,
          attempts: 0,
          nextAttemptAt: 0,
          ...(userId ? { userId } : {}),
          ...(dependsOn ? { dependsOn } : {}),
          ...(input.resolveParams ? { resolveParams: input.resolveParams } : {}),
          ...(blobIds ? { blobs: blobIds } : {}),
          ...(input.meta ? { meta: input.meta } : {}),
        }
        await db.outbox.put(entry)
      })
    } catch (error) {
      rethrowStorageError(error)
    }
    if (state.replaying) setState({ progress: { ...state.progress, total: state.progress.total + 1 } })
    await changed()
    if (auto) void replay()
    return id
  }

  /** The item's last entry if it is for this endpoint, by this user, and was never sent. */
  async function mergeTarget(item: string, endpoint: EndpointKey, dependsOn: string | undefined, userId: string | null) {
    const last = await db.outbox.where('item').equals(item).last()
    if (!last || last.endpoint !== endpoint || last.attempts > 0 || last.dependsOn !== dependsOn) return undefined
    return (last.userId ?? null) === userId ? last : undefined
  }

  async function storeBlobs(id: string, blobs: Record<string, Blob> | undefined, merged: OutboxEntry | undefined) {
    if (merged?.blobs) await db.outboxBlobs.where('entryId').equals(id).delete()
    if (!blobs || !Object.keys(blobs).length) return undefined
    const ids: Record<string, string> = {}
    for (const [name, blob] of Object.entries(blobs)) {
      ids[name] = `${id}:${name}`
      await db.outboxBlobs.put({ id: ids[name], entryId: id, blob })
    }
    return ids
  }

  /**
   * Sends ready entries batch by batch until none is ready; concurrent calls share one run. Never
   * rejects: a failure is logged and the entries wait for the next trigger. `eager` (a sign that
   * the connection may be back: start-up, online, visible, sync) also sends entries waiting out
   * their back-off, once per run, but never before a server's Retry-After (notBefore).
   */
  function replay(options: { eager?: boolean } = {}): Promise<void> {
    if (options.eager) eagerNext = true
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          const eager = eagerNext
          eagerNext = false
          await runOnce(eager)
        } while (again)
      } catch (error) {
        // e.g. the database failed: nothing is lost (entries stay queued); the next trigger retries
        console.error('[outbox] replay failed', error)
      } finally {
        running = null
        setState({ replaying: false })
        await refresh()
        await schedule()
      }
    })()
    return running
  }

  async function runOnce(eager: boolean): Promise<void> {
    if (state.paused) {
      if (!deps.currentUserId()) return
      setState({ paused: false })
    }
    setState({ replaying: true, progress: { done: 0, total: await db.outbox.count() } })
    await db.outboxResults.where('doneAt').below(clock.now() - RESULT_KEEP_MS).delete()
    // an eager run tries each entry in back-off once (a failure sets its back-off again)
    const tried = eager ? new Set<string>() : undefined
    for (;;) {
      const handled = await deps.lock(REPLAY_LOCK, () => runBatch(tried))
      if (!handled || state.paused) return
    }
  }

  /** One batch under the lock: pick and mark, send, then write every outcome at once. */
  async function runBatch(tried?: Set<string>): Promise<number> {
    const now = clock.now()
    const userId = deps.currentUserId()
    const batch = await db.transaction('rw', db.outbox, db.notSynced, async () => {
      const blocked = new Set((await db.notSynced.orderBy('item').uniqueKeys()).map(String))
      const picked: OutboxEntry[] = []
      // in seq order, stopping once the batch is full: each item's head only
      await db.outbox.toCollection().until(() => picked.length >= batchSize).each((entry) => {
        if (blocked.has(entry.item)) return
        blocked.add(entry.item)
        const early = tried !== undefined && !tried.has(entry.id) && (entry.notBefore ?? 0) <= now
        if (entry.dependsOn || (entry.nextAttemptAt > now && !early) || (entry.userId && entry.userId !== userId)) return
        picked.push(entry)
      })
      for (const entry of picked) tried?.add(entry.id)
      for (const entry of picked) await db.outbox.update(entry.seq!, { attempts: entry.attempts + 1 })
      return picked
    })
    if (!batch.length) return 0

    const blobRows = await db.outboxBlobs.where('entryId').anyOf(batch.map((e) => e.id)).toArray()
    const outcomes = await Promise.allSettled(batch.map((entry) => deps.send({
      endpoint: entry.endpoint,
      params: entry.params,
      idemKey: entry.idemKey,
      blobs: Object.fromEntries(Object.entries(entry.blobs ?? {}).map(([name, blobId]) => [
        name, blobRows.find((row) => row.id === blobId)?.blob as Blob,
      ])),
    })))

    const sentAt = clock.now()
    let pause = false
    await db.transaction('rw', [db.outbox, db.outboxBlobs, db.outboxResults, db.notSynced], async () => {
      for (const [i, entry] of batch.entries()) {
        const outcome = outcomes[i]!
        const current = await db.outbox.get(entry.seq!)
        if (!current || current.idemKey !== entry.idemKey) continue
        if (outcome.status === 'fulfilled') {
          await succeed(current, outcome.value, sentAt)
          continue
        }
        const action = classifyFailure(outcome.reason)
        const lastError = errorKey(outcome.reason)
        if (action.type === 'pause') {
          pause = true
          await db.outbox.update(current.seq!, { lastError })
        } else if (action.type === 'retry') {
          const delay = backoffDelay(current.attempts, deps.random(), action.retryAfterMs)
          const notBefore = action.retryAfterMs === undefined ? {} : { notBefore: sentAt + action.retryAfterMs }
          await db.outbox.update(current.seq!, { nextAttemptAt: sentAt + delay, lastError, ...notBefore })
        } else {
          const { type: _type, ...refusal } = action
          await refuse(current, refusal, sentAt)
        }
      }
    })
    const done = state.progress.done + batch.length
    setState({ progress: { done, total: Math.max(done, state.progress.total) }, ...(pause ? { paused: true } : {}) })
    await changed()
    return batch.length
  }

  async function succeed(entry: OutboxEntry, result: unknown, at: number) {
    await db.outbox.delete(entry.seq!)
    await db.outboxBlobs.where('entryId').equals(entry.id).delete()
    await db.outboxResults.put({ id: entry.id, result: result ?? null, doneAt: at })
    const dependants = await db.outbox.where('dependsOn').equals(entry.id).toArray()
    for (const dependant of dependants) {
      const { dependsOn: _d, ...rest } = dependant
      await db.outbox.put({ ...rest, params: applyParamPatch(dependant.resolveParams, dependant.params, result, entry.id) })
    }
    await patchItem(entry, result)
    await chainVersion(entry, result)
  }

  /**
   * Item-wide patches (ITEM_PATCHES, e.g. localRefs): later entries of the item that use one get
   * this entry's result, so one photo list can name several uploads that were still queued.
   */
  async function patchItem(entry: OutboxEntry, result: unknown) {
    for (const later of await db.outbox.where('item').equals(entry.item).toArray()) {
      if (!later.resolveParams || !ITEM_PATCHES.has(later.resolveParams) || later.dependsOn === entry.id) continue
      const params = applyParamPatch(later.resolveParams, later.params, result, entry.id)
      if (params !== later.params) await db.outbox.update(later.seq!, { params })
    }
  }

  /**
   * The host's own write moved the item's version from v to w: later pending entries of the item
   * that carried v now carry w (that is not a conflict). Runs inside the outcome transaction.
   */
  async function chainVersion(entry: OutboxEntry, result: unknown) {
    const from = entry.params.version
    const to = (result as { version?: unknown } | null)?.version
    if (from === undefined || from === null || typeof to !== 'number') return
    await moveVersion(entry.item, from, to, entry.seq!)
  }

  /** Later pending entries of `item` (after seq `after`) carrying version `from` get `to`. */
  async function moveVersion(item: string, from: unknown, to: number, after: number) {
    for (const later of await db.outbox.where('item').equals(item).toArray()) {
      if (later.seq! <= after || !sameVersion(later.params.version, from)) continue
      const version = typeof later.params.version === 'string' ? String(to) : to
      await db.outbox.update(later.seq!, { params: { ...later.params, version } })
    }
  }

  async function refuse(entry: OutboxEntry, refusal: Refusal, at: number) {
    await db.outbox.delete(entry.seq!)
    await db.notSynced.put({ ...entry, refusal, refusedAt: at })
  }

  /** Arms the back-off timer for the earliest waiting entry (only once started). */
  async function schedule() {
    cancelTimer?.()
    cancelTimer = undefined
    if (!auto || state.paused) return
    const now = clock.now()
    const next = await db.outbox.where('nextAttemptAt').above(now).first()
    if (!next) return
    cancelTimer = clock.setTimer(() => {
      cancelTimer = undefined
      void replay()
    }, next.nextAttemptAt - now)
  }

  /** Puts a refused entry back in the queue (in its old place), with edited params if given. */
  function retryNotSynced(id: string, params?: Record<string, unknown>): Promise<void> {
    return requeue(id, params)
  }

  async function requeue(
    id: string,
    params?: Record<string, unknown>,
    alsoInTx?: () => Promise<void>,
    meta?: Record<string, unknown>,
  ): Promise<void> {
    await db.transaction('rw', db.outbox, db.notSynced, async () => {
      const entry = await db.notSynced.get(id)
      if (!entry) return
      const { refusal: _r, refusedAt: _t, lastError: _e, ...rest } = entry
      await db.notSynced.delete(id)
      // a new idempotency key: the server may keep the refusal under the old one
      await db.outbox.put({
        ...rest, params: params ?? entry.params, idemKey: deps.uuid(), attempts: 0, nextAttemptAt: 0, ...(meta ? { meta } : {}),
      })
      await alsoInTx?.()
    }).catch(rethrowStorageError)
    await changed()
    if (auto) void replay()
  }

  /**
   * The host's choice on a not-synced 409 versionConflict. 'mine': the entry goes back in line with
   * `version` = the server's current version and a new idempotency key (later pending entries of
   * the item that carried the refused version move too); 'current': the entry is discarded and
   * the screen shows the server's value. Resolves with the entry (undefined if it was gone) so
   * the portal can refresh the item's data.
   */
  async function resolveConflict(id: string, choice: 'mine' | 'current'): Promise<NotSyncedEntry | undefined> {
    const entry = await db.notSynced.get(id)
    if (!entry) return undefined
    if (choice === 'current') {
      await discardNotSynced(id)
      return entry
    }
    const current = conflictOf(entry)
    if (!current) throw new Error(`[outbox] ${id} is not a version conflict`)
    const from = entry.params.version
    await requeue(id, { ...entry.params, version: versionLike(from, current.version) }, async () => {
      if (from !== undefined) await moveVersion(entry.item, from, current.version, entry.seq!)
    })
    return entry
  }

  /**
   * The host edited a refused entry: it goes back in line with the new params and a new key. For a
   * version conflict the edit was made seeing the server's value, so it carries its version.
   */
  async function editNotSynced(id: string, params: Record<string, unknown>, meta?: Record<string, unknown>): Promise<void> {
    const entry = await db.notSynced.get(id)
    if (!entry) return
    const current = conflictOf(entry)
    const edited = current ? { ...params, version: versionLike(params.version ?? entry.params.version, current.version) } : params
    await requeue(id, edited, undefined, meta)
  }

  /** The host's discard: the entry is dropped; entries that needed its result become not synced. */
  async function discardNotSynced(id: string): Promise<void> {
    const at = clock.now()
    await db.transaction('rw', db.outbox, db.outboxBlobs, db.notSynced, async () => {
      if (!(await db.notSynced.get(id))) return
      await db.notSynced.delete(id)
      await db.outboxBlobs.where('entryId').equals(id).delete()
      for (const dependant of await db.outbox.where('dependsOn').equals(id).toArray()) {
        await refuse(dependant, { status: 0, key: 'outboxDependencyDiscarded' }, at)
      }
    })
    await changed()
    if (auto) void replay()
  }

  function listNotSynced(): Promise<NotSyncedEntry[]> {
    return db.notSynced.orderBy('seq').toArray()
  }

  /** Pending entries in order, all or those whose item starts with a prefix (e.g. `calendar:u1:`). */
  function listPending(itemPrefix?: string): Promise<OutboxEntry[]> {
    if (itemPrefix === undefined) return db.outbox.toArray()
    return db.outbox.where('item').startsWith(itemPrefix).sortBy('seq')
  }

  /** The host signed in again after a 4203: unpause and replay. */
  function resume(): Promise<void> {
    setState({ paused: false })
    return replay()
  }

  /** Turns on the automatic triggers that need no browser event: after enqueue, the back-off timer. */
  function setAuto(on: boolean) {
    auto = on
    if (!on) {
      cancelTimer?.()
      cancelTimer = undefined
    }
  }

  function onChange(listener: (state: OutboxState) => void): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  async function changed() {
    await refresh()
    deps.notify?.()
  }

  /** Re-reads the counts (also when another tab changed the queue). */
  async function refresh() {
    const [pending, notSynced] = await Promise.all([db.outbox.count(), db.notSynced.count()])
    setState({ pending, notSynced })
  }

  function setState(patch: Partial<OutboxState>) {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) {
      try {
        listener(state)
      } catch (error) {
        console.error('[outbox] listener failed', error)
      }
    }
  }

  return {
    enqueue, replay, retryNotSynced, editNotSynced, resolveConflict, discardNotSynced, listNotSynced, listPending, resume, setAuto,
    onChange, refresh, state: () => state,
  }
}

/** The server's current {version, value} of a not-synced 409, if it is one. */
export function conflictOf(entry: Pick<NotSyncedEntry, 'refusal'>): ConflictCurrent | undefined {
  const current = entry.refusal.current as { version?: unknown } | undefined
  if (entry.refusal.status !== STATUS.conflict || typeof current?.version !== 'number') return undefined
  return current as ConflictCurrent
}

function sameVersion(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && String(a) === String(b)
}

/** A version in the form the entry used (form endpoints send strings). */
function versionLike(like: unknown, version: number): number | string {
  return typeof like === 'string' ? String(version) : version
}

function errorKey(error: unknown): string {
  const key = (error as { key?: unknown } | null)?.key
  if (typeof key === 'string') return key
  return error instanceof Error ? error.message : String(error)
}

import type { Transaction } from 'dexie'
import type { EndpointKey, RequestOf } from '../../domain/endpoints'
import { allTables, rethrowStorageError, type PortalDb } from '../db'
import { backoffDelay, classifyFailure } from './backoff'
import { applyParamPatch, ITEM_PATCHES, itemPatchUses, localRefsIn, type ParamPatchName } from './param-patches'
import { BATCHABLE_KEYS } from '../../domain/endpoint-areas'
import { conflictOf } from './conflict'
import { BATCH_LIMITS } from '../../domain/outbox-batch'
import type {
  BatchSender, Clock, LockFn, NotSyncedEntry, OutboxEntry, OutboxState, Refusal, SendOutcome, Sender,
} from './outbox-types'

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

export type Outbox = ReturnType<typeof createOutbox>

export const REPLAY_LOCK = 'outbox-replay'
/** Entries read at once while picking a batch. */
const PICK_CHUNK = 256
/** How long a sent entry's result stays readable for dependants enqueued after it. */
export const RESULT_KEEP_MS = 30 * 24 * 60 * 60 * 1000

/**
 * The outbox over one database (docs/decisions/0009-outbox.md). Everything it needs from the
 * outside (sender, clock, random, lock, ids, session) is injected so tests can drive it.
 */
export function createOutbox(deps: OutboxDeps) {
  const { db, clock } = deps
  const batchSize = deps.batchSize ?? (deps.sendBatch ? BATCH_LIMITS.maxOps : 8)
  /**
   * Entries per batch now: halved after a batch that timed out (a slow link may not carry a
   * large batch within the timeout), doubled back after each batch that got through.
   */
  let budget = batchSize
  const listeners = new Set<(state: OutboxState) => void>()
  let state: OutboxState = { pending: 0, replaying: false, progress: { done: 0, total: 0 }, notSynced: 0, quiet: 0, paused: false }
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
        id = merged?.id ?? input.id ?? deps.uuid()
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
    const scan: RunScan = { after: 0, waiting: new Set(), earliest: Number.POSITIVE_INFINITY }
    for (;;) {
      const handled = await deps.lock(REPLAY_LOCK, () => runBatch(scan, tried))
      if (!handled || state.paused) break
    }
    // a back-off that ran out during this run: its item was passed over, so go round once more
    if (scan.earliest <= clock.now() && !state.paused) again = true
  }

  /**
   * What one run knows across its batches, so each batch does not walk again over the entries
   * at the front that wait anyway (issue 22: a replay after failures grew quadratic). `waiting`:
   * items that wait for the rest of the run (their head is in back-off, failed in this run, or was
   * refused); `after`: the seq up to which every entry is of such an item; `earliest`: the first
   * back-off of a passed-over head to end.
   */
  type RunScan = { after: number; waiting: Set<string>; earliest: number }

  /**
   * One batch under the lock: pick and mark, send, then write every outcome at once. Each item
   * gives its head; with sendBatch, also the entries right behind it that the server can run in
   * the same call after it (no version to chain, no result to wait for): the server runs them in
   * order and skips those whose predecessor failed.
   */
  async function runBatch(scan: RunScan, tried?: Set<string>): Promise<number> {
    const now = clock.now()
    const userId = deps.currentUserId()
    const batch = await db.transaction('rw', db.outbox, db.notSynced, async () => {
      const blocked = new Set([...(await db.notSynced.orderBy('item').uniqueKeys()).map(String), ...scan.waiting])
      let front = true
      /** Items whose last picked entry went into the batched call: the next may follow it. */
      const open = new Set<string>()
      const picked: OutboxEntry[] = []
      let bytes = 0
      const limit = Math.min(batchSize, budget)
      const visit = (entry: OutboxEntry): void => {
        const follows = open.has(entry.item)
        if (blocked.has(entry.item) && !follows) {
          if (front && scan.waiting.has(entry.item)) scan.after = entry.seq!
          else front = false
          return
        }
        blocked.add(entry.item)
        open.delete(entry.item)
        const early = tried !== undefined && !tried.has(entry.id) && (entry.notBefore ?? 0) <= now
        if (entry.nextAttemptAt > now && !early && !entry.dependsOn) {
          // in back-off: the item waits for the rest of this run
          scan.waiting.add(entry.item)
          scan.earliest = Math.min(scan.earliest, entry.nextAttemptAt)
          if (front) scan.after = entry.seq!
          return
        }
        front = false
        if (entry.dependsOn || (entry.nextAttemptAt > now && !early) || (entry.userId && entry.userId !== userId)) return
        if (deps.canSend && !deps.canSend(entry)) return
        if (follows && !canFollow(entry)) return
        picked.push(entry)
        if (inBatchCall(entry)) {
          open.add(entry.item)
          bytes += JSON.stringify(entry.params).length
        }
      }
      // in seq order, a chunk at a time (one getAll each, not a cursor step per entry), until full
      let last = scan.after
      for (let more = true; more && picked.length < limit && bytes < BATCH_LIMITS.maxBytes;) {
        const chunk = await db.outbox.where(':id').above(last).limit(PICK_CHUNK).toArray()
        more = chunk.length === PICK_CHUNK
        for (const entry of chunk) {
          if (picked.length >= limit || bytes >= BATCH_LIMITS.maxBytes) break
          last = entry.seq!
          visit(entry)
        }
      }
      for (const entry of picked) tried?.add(entry.id)
      await db.outbox.bulkPut(picked.map((entry) => ({ ...entry, attempts: entry.attempts + 1 })))
      return picked
    })
    if (!batch.length) return 0

    const outcomes = await sendAll(batch)
    budget = timedOut(outcomes) ? Math.max(1, Math.floor(Math.min(budget, batch.length) / 2)) : Math.min(batchSize, budget * 2)
    const sentAt = clock.now()
    let pause = false
    let sent = 0
    let settled = 0
    let refused = 0
    const told: Array<[OutboxEntry, SettledOutcome]> = []
    await db.transaction('rw', [db.outbox, db.outboxBlobs, db.outboxResults, db.notSynced], async () => {
      const currents = await db.outbox.bulkGet(batch.map((entry) => entry.seq!))
      const succeeded: Array<{ entry: OutboxEntry; result: unknown }> = []
      /** Entries that stay queued, as they are to be stored (written in one go). */
      const kept: OutboxEntry[] = []
      for (const [i, entry] of batch.entries()) {
        const outcome = outcomes[i]!
        const current = currents[i]
        if (!current || current.idemKey !== entry.idemKey) continue
        if ('skipped' in outcome) {
          // never run (an earlier write of its item failed): as if it had not been picked
          kept.push({ ...current, attempts: entry.attempts })
          continue
        }
        sent++
        if (outcome.ok) {
          succeeded.push({ entry: current, result: outcome.value })
          continue
        }
        const action = classifyFailure(outcome.error)
        const lastError = errorKey(outcome.error)
        if (action.type === 'pause') {
          pause = true
          kept.push({ ...current, lastError })
        } else if (action.type === 'retry') {
          const delay = backoffDelay(current.attempts, deps.random(), action.retryAfterMs)
          const notBefore = action.retryAfterMs === undefined ? {} : { notBefore: sentAt + action.retryAfterMs }
          kept.push({ ...current, nextAttemptAt: sentAt + delay, lastError, ...notBefore })
          scan.waiting.add(current.item)
          scan.earliest = Math.min(scan.earliest, sentAt + delay)
        } else {
          const { type: _type, ...refusal } = action
          await refuse(current, refusal, sentAt)
          told.push([current, { ok: false, refusal }])
          scan.waiting.add(current.item)
          refused++
        }
      }
      await db.outbox.bulkPut(kept)
      await succeed(succeeded, sentAt)
      settled = succeeded.length
      for (const { entry, result } of succeeded) told.push([entry, { ok: true, result }])
    })
    const done = state.progress.done + sent
    // the counts move by what this batch settled (re-read from the database when the run ends)
    setState({
      progress: { done, total: Math.max(done, state.progress.total) },
      pending: Math.max(0, state.pending - settled - refused),
      quiet: Math.min(state.quiet, Math.max(0, state.pending - settled - refused)),
      notSynced: state.notSynced + refused,
      ...(pause ? { paused: true } : {}),
    })
    deps.notify?.()
    // after the commit: a transaction that failed told nothing
    for (const [entry, outcome] of told) deps.onSettled?.(entry, outcome)
    return batch.length
  }

  /** Whether an entry goes in the batched call (deps.sendBatch) rather than alone. */
  function inBatchCall(entry: OutboxEntry): boolean {
    return !!deps.sendBatch && !entry.blobs && BATCHABLE_KEYS.has(entry.endpoint)
  }

  /** An entry may ride in the same call right behind its item's previous one. */
  function canFollow(entry: OutboxEntry): boolean {
    const version = entry.params.version
    return inBatchCall(entry) && !entry.resolveParams && (version === undefined || version === null)
  }

  /** Batchable entries in one call (each after its item's previous one), the rest alone, at once. */
  async function sendAll(batch: readonly OutboxEntry[]): Promise<SendOutcome[]> {
    const together = batch.filter(inBatchCall)
    const alone = batch.filter((entry) => !inBatchCall(entry))
    const lastOfItem = new Map<string, number>()
    const calls = together.map((entry, i) => {
      const after = lastOfItem.get(entry.item)
      lastOfItem.set(entry.item, i)
      return { endpoint: entry.endpoint, params: entry.params, idemKey: entry.idemKey, ...(after === undefined ? {} : { after }) }
    })
    const blobRows = alone.some((entry) => entry.blobs)
      ? await db.outboxBlobs.where('entryId').anyOf(alone.map((e) => e.id)).toArray()
      : []
    const [batched, single] = await Promise.all([
      together.length ? deps.sendBatch!(calls) : Promise.resolve([]),
      Promise.allSettled(alone.map((entry) => deps.send({
        endpoint: entry.endpoint,
        params: entry.params,
        idemKey: entry.idemKey,
        blobs: Object.fromEntries(Object.entries(entry.blobs ?? {}).map(([name, blobId]) => [
          name, blobRows.find((row) => row.id === blobId)?.blob as Blob,
        ])),
      }))),
    ])
    const byId = new Map<string, SendOutcome>()
    together.forEach((entry, i) => byId.set(entry.id, batched[i] ?? { skipped: true }))
    alone.forEach((entry, i) => {
      const settled = single[i]!
      byId.set(entry.id, settled.status === 'fulfilled' ? { ok: true, value: settled.value } : { ok: false, error: settled.reason })
    })
    return batch.map((entry) => byId.get(entry.id)!)
  }

  /**
   * The sent entries leave the queue in one go (their results kept for dependants enqueued later);
   * entries waiting for one of them get its result, then item patches and version chains run in
   * the order the entries were sent.
   */
  async function succeed(done: ReadonlyArray<{ entry: OutboxEntry; result: unknown }>, at: number) {
    if (!done.length) return
    await db.outbox.bulkDelete(done.map(({ entry }) => entry.seq!))
    const withBlobs = done.filter(({ entry }) => entry.blobs).map(({ entry }) => entry.id)
    if (withBlobs.length) await db.outboxBlobs.where('entryId').anyOf(withBlobs).delete()
    await db.outboxResults.bulkPut(done.map(({ entry, result }) => ({ id: entry.id, result: result ?? null, doneAt: at })))
    const resultOf = new Map(done.map(({ entry, result }) => [entry.id, result]))
    const dependants = await db.outbox.where('dependsOn').anyOf([...resultOf.keys()]).toArray()
    for (const dependant of dependants) {
      const { dependsOn, ...rest } = dependant
      await db.outbox.put({ ...rest, params: applyParamPatch(dependant.resolveParams, dependant.params, resultOf.get(dependsOn!), dependsOn!) })
    }
    for (const { entry, result } of done) {
      await patchItem(entry, result)
      await chainVersion(entry, result)
    }
  }

  /**
   * Item-wide patches (ITEM_PATCHES, e.g. localRefs): later entries of the item that use one get
   * this entry's result, so one photo list can name several uploads that were still queued.
   */
  async function patchItem(entry: OutboxEntry, result: unknown) {
    // most results carry nothing a later entry names (a calendar write's): no need to read the item
    if (!itemPatchUses(result)) return
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
      // no network at all: the `online` kick sends them (a call now would only fail and back off again)
      if (deps.offline?.()) return
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

  /** The ids among these whose entry succeeded (its result is kept RESULT_KEEP_MS). */
  async function succeededOf(ids: readonly string[]): Promise<Set<string>> {
    const rows = await db.outboxResults.bulkGet([...ids])
    return new Set(rows.flatMap((row) => (row ? [row.id] : [])))
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
    const [pending, notSynced, ...quiet] = await Promise.all([
      db.outbox.count(), db.notSynced.count(),
      ...(deps.quietItems ?? []).map((prefix) => db.outbox.where('item').startsWith(prefix).count()),
    ])
    setState({ pending, notSynced, quiet: quiet.reduce((sum, n) => sum + n, 0) })
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
    enqueue, replay, retryNotSynced, editNotSynced, resolveConflict, discardNotSynced, listNotSynced, listPending, succeededOf, resume, setAuto,
    onChange, refresh, state: () => state,
  }
}

/**
 * Every send of the batch timed out: the link carried no answer in time, a sign it is slow (a
 * device that is offline fails at once with networkError, which says nothing about size).
 */
function timedOut(outcomes: readonly SendOutcome[]): boolean {
  return outcomes.length > 0 && outcomes.every((outcome) => {
    if (!('ok' in outcome) || outcome.ok) return false
    const error = outcome.error as { status?: unknown; key?: unknown } | null
    return error?.status === 0 && error.key === 'networkTimeout'
  })
}

export { conflictOf } from './conflict'

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

import { BATCHABLE_KEYS } from '../../domain/endpoint-areas'
import { BATCH_LIMITS } from '../../domain/outbox-batch'
import { backoffDelay, classifyFailure } from './backoff'
import type { OutboxContext } from './outbox-context'
import type { SettledOutcome } from './outbox-deps'
import type { OutboxEntry, SendOutcome } from './outbox-types'
import { refuse, succeed } from './outcomes'

/** Entries read at once while picking a batch. */
const PICK_CHUNK = 256

/**
 * What one run knows across its batches, so each batch does not walk again over the entries
 * at the front that wait anyway (issue 22: a replay after failures grew quadratic). `waiting`:
 * items that wait for the rest of the run (their head is in back-off, failed in this run, or was
 * refused); `after`: the seq up to which every entry is of such an item; `earliest`: the first
 * back-off of a passed-over head to end.
 */
export type RunScan = { after: number; waiting: Set<string>; earliest: number }

/** One batch of a run: the picking of its entries, their sending, and the writing of their outcomes. */
export function createBatchRunner(ctx: OutboxContext) {
  const { deps, db, clock, batchSize } = ctx
  const { state, setState } = ctx.state

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
      const limit = Math.min(batchSize, ctx.budget)
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
    ctx.budget = timedOut(outcomes) ? Math.max(1, Math.floor(Math.min(ctx.budget, batch.length) / 2)) : Math.min(batchSize, ctx.budget * 2)
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
          await refuse(db, current, refusal, sentAt)
          told.push([current, { ok: false, refusal }])
          scan.waiting.add(current.item)
          refused++
        }
      }
      await db.outbox.bulkPut(kept)
      await succeed(db, succeeded, sentAt)
      settled = succeeded.length
      for (const { entry, result } of succeeded) told.push([entry, { ok: true, result }])
    })
    const done = state().progress.done + sent
    // the counts move by what this batch settled (re-read from the database when the run ends)
    setState({
      progress: { done, total: Math.max(done, state().progress.total) },
      pending: Math.max(0, state().pending - settled - refused),
      quiet: Math.min(state().quiet, Math.max(0, state().pending - settled - refused)),
      notSynced: state().notSynced + refused,
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

  return { runBatch }
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

function errorKey(error: unknown): string {
  const key = (error as { key?: unknown } | null)?.key
  if (typeof key === 'string') return key
  return error instanceof Error ? error.message : String(error)
}

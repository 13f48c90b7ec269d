import { createEnqueue } from './enqueue'
import { createNotSynced } from './not-synced'
import { createOutboxContext } from './outbox-context'
import type { OutboxDeps } from './outbox-deps'
import type { OutboxEntry } from './outbox-types'
import { createReplay } from './replay'
import { createBatchRunner } from './replay-batch'

// the public types live in outbox-deps.ts so that the parts can name them without an import circle
export type { EnqueueInput, OutboxDeps, SettledOutcome } from './outbox-deps'
export { REPLAY_LOCK, RESULT_KEEP_MS } from './replay'

export type Outbox = ReturnType<typeof createOutbox>

/**
 * The outbox over one database (docs/decisions/0009-outbox.md). Everything it needs from the
 * outside (sender, clock, random, lock, ids, session) is injected so tests can drive it.
 */
export function createOutbox(deps: OutboxDeps) {
  const ctx = createOutboxContext(deps)
  const { db } = ctx
  const { state, onChange, refresh } = ctx.state
  const { runBatch } = createBatchRunner(ctx)
  const { replay, resume, setAuto } = createReplay(ctx, runBatch)
  const { enqueue } = createEnqueue(ctx, replay)
  const { retryNotSynced, editNotSynced, resolveConflict, discardNotSynced, listNotSynced } = createNotSynced(ctx, replay)

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

  return {
    enqueue, replay, retryNotSynced, editNotSynced, resolveConflict, discardNotSynced, listNotSynced, listPending, succeededOf, resume, setAuto,
    onChange, refresh, state,
  }
}

export { conflictOf } from './conflict'

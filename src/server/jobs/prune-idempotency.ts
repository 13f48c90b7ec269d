import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { IDEMPOTENCY_RETENTION_MS } from '../middleware/idempotency'

export const PRUNE_IDEMPOTENCY_EVERY_MS = 60 * 60 * 1000

/** Deletes idempotency keys older than 30 days; resolves with how many went. */
export async function pruneIdempotencyKeys(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now - IDEMPOTENCY_RETENTION_MS)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Prunes at once and then every hour (the timer never keeps the process alive).
 * Returns a function that stops it.
 */
export function schedulePruneIdempotency(
  db: Kysely<Database>,
  now: () => number,
  everyMs: number = PRUNE_IDEMPOTENCY_EVERY_MS,
): () => void {
  const run = () => {
    pruneIdempotencyKeys(db, now()).catch((error: unknown) => console.error('[jobs] pruning idempotency keys failed:', error))
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

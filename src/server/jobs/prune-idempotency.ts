import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { IDEMPOTENCY_RETENTION_MS } from '../middleware/idempotency'
import type { Job } from '../job'

/** Deletes idempotency keys older than 30 days; resolves with how many went. */
export async function pruneIdempotencyKeys(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now - IDEMPOTENCY_RETENTION_MS)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export const pruneIdempotencyJob: Job = {
  name: 'prune idempotency keys',
  everyMs: 60 * 60 * 1000,
  run: pruneIdempotencyKeys,
}

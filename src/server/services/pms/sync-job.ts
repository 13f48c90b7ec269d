import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { z } from 'zod/mini'
import { ariUpdate } from '../../../domain/pms/open-api'
import { PMS_LIMITS } from '../../../domain/pms/rules'
import type { ServerConfig } from '../../config'
import type { Database } from '../../db/schema'
import type { Job } from '../../job'
import { canonicalJson, runIdempotent } from '../../middleware/idempotency'
import { fetchFeed, type FetchLimits } from '../calendar/feeds-fetch'
import { fetchLimitsOf } from '../calendar/feeds-import'
import { applyAvailability } from './open-operations'

type Db = Kysely<Database>

/** What a PMS's sync address answers: the updates /availability takes. */
const syncAnswer = z.object({ updates: z.array(ariUpdate).check(z.maxLength(PMS_LIMITS.updates)) })

export type SyncRun = { connections: number; applied: number; unchanged: number; failed: number }

/**
 * The platform's hourly pull of what a PMS does not push (business rules 9: channel sync hourly;
 * decision 0064): each connected connection with a sync address is downloaded outside any
 * transaction (public addresses only, size and time bounded, as outside calendars), read as
 * `{ updates }` and applied as a push would be, as the third party. The same content is applied
 * once (its hash is the idempotency key): an unchanged answer does not overwrite a night the host
 * changed since (the later write wins). A failure is kept on the connection for the host to see.
 */
export async function syncAllConnections(db: Db, now: number, limits: FetchLimits): Promise<SyncRun> {
  const connections = await db.selectFrom('pms_connections').selectAll().where('state', '=', 'connected').where('sync_url', 'is not', null).execute()
  const run: SyncRun = { connections: connections.length, applied: 0, unchanged: 0, failed: 0 }
  for (const connection of connections) {
    const fail = async (error: string) => {
      run.failed++
      await db.updateTable('pms_connections').set({ last_sync_at: now, last_sync_error: error }).where('id', '=', connection.id).execute()
    }
    const fetched = await fetchFeed(connection.sync_url!, limits)
    if (!fetched.ok) {
      await fail(fetched.error)
      continue
    }
    let parsed
    try {
      parsed = syncAnswer.safeParse(JSON.parse(fetched.text))
    } catch {
      parsed = null
    }
    if (!parsed?.success) {
      await fail('pmsSyncUnreadable')
      continue
    }
    const updates = parsed.data.updates
    const hash = createHash('sha256').update(canonicalJson(updates)).digest('hex')
    const outcome = await runIdempotent(db, { userId: connection.user_id, key: `pms:${connection.id}:sync:${hash}`, hash, now },
      async (trx) => ({ httpStatus: 200, body: updates.length === 0 ? { nights: 0 } : await applyAvailability(trx, connection, updates, now) }))
    const body = outcome.kind === 'conflict' ? null : (outcome.answer.body as { errorMsg?: string })
    if (body && typeof body.errorMsg === 'string') {
      await fail(body.errorMsg)
      continue
    }
    if (outcome.kind === 'fresh') run.applied++
    else run.unchanged++
    await db.updateTable('pms_connections').set({ last_sync_at: now, last_sync_error: null }).where('id', '=', connection.id).execute()
  }
  return run
}

export function pmsSyncJob(config: Pick<ServerConfig, 'feedsAllowPrivate' | 'feedsTimeoutMs'>): Job {
  return {
    name: 'pms-sync',
    everyMs: PMS_LIMITS.syncEveryMs,
    run: (db, now) => syncAllConnections(db, now, fetchLimitsOf(config)),
  }
}

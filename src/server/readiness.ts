import { sql, type Kysely } from 'kysely'
import type { Database } from './db/schema'
import { portalMigrator } from './db/migrate'
import type { Lifecycle } from './lifecycle'

/** How long the database may take to answer `select 1` before the instance counts as not ready. */
const DATABASE_TIMEOUT_MS = 2_000

export type Readiness = { ready: boolean; database: 'ok' | 'unreachable'; migrations: 'done' | 'pending' | 'unknown'; draining: boolean }

/**
 * Readiness (GET /api/ready, issue 37): the database answers, every migration of this build has
 * run, and the instance is not draining. Liveness (/api/health) asks only that the process serves.
 */
export function readinessCheck(db: Kysely<Database>, lifecycle: Lifecycle): () => Promise<Readiness> {
  // once done, migrations stay done for this process's life: asked until then only
  let migrated = false
  return async () => {
    const database = await answers(db)
    if (database && !migrated) migrated = await allMigrated(db).catch(() => false)
    const migrations = migrated ? 'done' : database ? 'pending' : 'unknown'
    return { ready: database && migrated && !lifecycle.draining, database: database ? 'ok' : 'unreachable', migrations, draining: lifecycle.draining }
  }
}

async function answers(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS) })
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true, () => false), timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function allMigrated(db: Kysely<Database>): Promise<boolean> {
  return (await portalMigrator(db).getMigrations()).every((m) => m.executedAt !== undefined)
}

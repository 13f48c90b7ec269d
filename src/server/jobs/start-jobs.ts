import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { Database } from '../db/schema'
import { recordJobRun } from './job-runs'
import { scheduleJobs } from './schedule'
import type { Job } from '../job'

export type RunningJobs = {
  engine: 'in-process' | 'pg-boss'
  runSoon(name: string): Promise<void>
  stop(): Promise<void>
}

/**
 * Starts the server's jobs (decision 0065): through the PostgreSQL job queue when DATABASE_URL is
 * set (several instances may share the database: each run happens once), else on timers in this
 * process (SQLite: one process).
 */
export async function startJobs(db: Kysely<Database>, config: Pick<ServerConfig, 'databaseUrl'>, now: () => number, jobs: readonly Job[]): Promise<RunningJobs> {
  if (config.databaseUrl) {
    // pg-boss is loaded only where it runs (SQLite servers and the console never need it)
    const { startJobQueue } = await import('./pg-queue')
    const queue = await startJobQueue(db, config.databaseUrl, now, jobs)
    return { engine: 'pg-boss', runSoon: queue.runSoon, stop: queue.stop }
  }
  const scheduled = scheduleJobs(db, now, jobs, { record: (event) => recordJobRun(db, event) })
  return {
    engine: 'in-process',
    async runSoon(name) {
      scheduled.kick(name)
    },
    async stop() {
      scheduled.stop()
    },
  }
}

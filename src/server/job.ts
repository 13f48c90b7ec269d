import type { Kysely } from 'kysely'
import type { Database } from './db/schema'

/**
 * A server job as the service that owns it defines it: run at start and then every `everyMs`.
 * The runner (jobs/) reads the list the server composes (jobs/server-jobs.ts); a service knows
 * nothing of the runner.
 */
export type Job = {
  name: string
  everyMs: number
  run: (db: Kysely<Database>, now: number) => Promise<unknown>
}

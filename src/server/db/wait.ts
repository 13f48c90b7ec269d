import { sql, type Kysely } from 'kysely'
import type { Database } from './schema'
import { databaseAnswered, databaseFailed } from './outage-log'
import { log } from '../log'

/**
 * At start, waits for the database to answer (a container started before PostgreSQL, a
 * database restarting), trying again after 0.5, 1, 2, 4, 5, 5 ... s; throws the last error once
 * `waitMs` would pass, so the process exits and its supervisor decides.
 */
export async function waitForDatabase(db: Kysely<Database>, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs
  for (let delay = 500; ; delay = Math.min(delay * 2, 5_000)) {
    try {
      await sql`select 1`.execute(db)
      databaseAnswered()
      return
    } catch (error) {
      if (Date.now() + delay > deadline) throw error
      if (!databaseFailed('start', error)) log().warn({ err: error }, 'the database does not answer yet')
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { INSTANCE_ID } from '../instance-id'
import { log } from '../log'
import { databaseFailed } from '../db/outage-log'
import { countJobRun } from '../metrics'


/** What one run of a job did: started, then finished with or without an error. */
export type JobRunEvent =
  | { kind: 'started'; name: string; at: number }
  | { kind: 'finished'; name: string; at: number; error?: unknown }

const MAX_ERROR = 500

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR - 1)}…` : text
}

/**
 * Keeps a job's run in job_runs (one row per job, upserted): a start counts a run, a failure
 * counts and keeps its error. Never throws: the bookkeeping must not stop the job itself.
 */
export async function recordJobRun(db: Kysely<Database>, event: JobRunEvent, instance = INSTANCE_ID): Promise<void> {
  if (event.kind === 'finished') countJobRun(event.name, event.error === undefined)
  try {
    if (event.kind === 'started') {
      await db.insertInto('job_runs')
        .values({ name: event.name, runs: 1, failures: 0, last_started_at: event.at, last_finished_at: null, last_ok_at: null, last_error: null, last_error_at: null, last_instance: instance })
        .onConflict((oc) => oc.column('name').doUpdateSet({ runs: sql`job_runs.runs + 1`, last_started_at: event.at, last_instance: instance }))
        .execute()
    } else if (event.error === undefined) {
      await db.updateTable('job_runs').set({ last_finished_at: event.at, last_ok_at: event.at }).where('name', '=', event.name).execute()
    } else {
      await db.updateTable('job_runs')
        .set({ last_finished_at: event.at, failures: sql`failures + 1`, last_error: errorText(event.error), last_error_at: event.at })
        .where('name', '=', event.name).execute()
    }
  } catch (error) {
    if (!databaseFailed('jobs', error)) log().warn({ err: error, job: event.name }, 'could not record a job run')
  }
}

/** How the job runners log an error (a failed run, a queue's error): once per database outage. */
export function logJobError(message: string, error: unknown): void {
  if (!databaseFailed('jobs', error)) log().error({ err: error }, message)
}

/** Every job's row, by name (console `jobs list`). */
export function listJobRuns(db: Kysely<Database>) {
  return db.selectFrom('job_runs').selectAll().orderBy('name').execute()
}

/** Seconds since each job last finished without an error, on any instance (metrics: portal_job_lag_seconds); jobs that never did are left out. */
export async function jobLags(db: Kysely<Database>, now: number): Promise<Array<{ job: string; lagSeconds: number }>> {
  const rows = await db.selectFrom('job_runs').select(['name', 'last_ok_at']).where('last_ok_at', 'is not', null).orderBy('name').execute()
  return rows.map((row) => ({ job: row.name, lagSeconds: Math.max(0, (now - Number(row.last_ok_at)) / 1000) }))
}

import { sql } from 'kysely'
import { ConsoleError, type ConsoleDeps } from './console-error'
import { listJobRuns } from '../jobs/job-runs'
import { JOB_QUEUE_SCHEMA, queueNameOf } from '../jobs/queue-names'

export const JOBS_HELP = [
  '  jobs list                                    the server\'s jobs: runs, failures with their last error, last instance;',
  '                                               on PostgreSQL also the queue\'s jobs by state (retrying, failed)',
]

const iso = (ms: number | null) => (ms === null ? '-' : new Date(Number(ms)).toISOString().replace('.000Z', 'Z'))

/** `jobs list` (issue 21, decision 0065). */
export async function jobsCommand(deps: ConsoleDeps, sub: string | undefined): Promise<string[]> {
  if (sub !== 'list') throw new ConsoleError(`jobs needs list, got: ${sub ?? 'nothing'}`)
  const rows = await listJobRuns(deps.db)
  const queue = deps.config.databaseUrl ? await queueStates(deps) : null
  if (rows.length === 0) return ['no job has run yet (the server runs them once it starts)']
  const lines = [`jobs run by ${queue === null ? 'the server process (in-process scheduler)' : 'the PostgreSQL job queue (pg-boss)'}:`]
  for (const row of rows) {
    const failing = row.last_error !== null && (row.last_ok_at === null || Number(row.last_error_at) > Number(row.last_ok_at))
    lines.push(`${row.name}: ${row.runs} runs, ${row.failures} failed; last started ${iso(row.last_started_at)} on ${row.last_instance ?? '-'}, last ok ${iso(row.last_ok_at)}${failing ? ' - FAILING' : ''}`)
    if (row.last_error !== null) lines.push(`  last error ${iso(row.last_error_at)}: ${row.last_error}`)
    const states = queue?.get(queueNameOf(row))
    if (states) lines.push(`  queue ${queueNameOf(row)}: ${[...states].map(([state, n]) => `${state} ${n}`).join(', ')}`)
  }
  return lines
}

/** pg-boss's jobs by queue and state; null where its schema is not there (no server started on this database yet). */
async function queueStates(deps: ConsoleDeps): Promise<Map<string, Map<string, number>> | null> {
  const exists = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_schema = ${JOB_QUEUE_SCHEMA} and table_name = 'job'`.execute(deps.db)
  if (Number(exists.rows[0]?.n ?? 0) === 0) return null
  const rows = await sql<{ name: string; state: string; n: number }>`select name, state::text as state, count(*) as n from ${sql.table(`${JOB_QUEUE_SCHEMA}.job`)} group by name, state order by name, state`.execute(deps.db)
  const map = new Map<string, Map<string, number>>()
  for (const row of rows.rows) {
    if (!map.has(row.name)) map.set(row.name, new Map())
    map.get(row.name)!.set(row.state, Number(row.n))
  }
  return map
}

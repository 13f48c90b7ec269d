import { PgBoss } from 'pg-boss'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { recordJobRun } from './job-runs'
import { JOB_QUEUE_SCHEMA, queueNameOf } from './queue-names'
import { JOB_RETRY } from './schedule'
import type { Job } from '../job'
import { logJobError } from './job-runs'
import { withLog } from '../log'


/** pg-boss's heartbeat (at least 10 s) and how often its monitor looks for runs that missed theirs. */
export const HEARTBEAT = { seconds: 10, superviseSeconds: 5 } as const

export type JobQueue = {
  /** Asks for a run now (one per second across every instance), besides the job's schedule. */
  runSoon(name: string): Promise<void>
  stop(): Promise<void>
}

/**
 * The jobs of several server instances on one PostgreSQL database (decision 0065), through
 * pg-boss. Every instance asks for each job's run of the current period (`singletonSeconds` =
 * the job's period: one row per period, whichever instance asks first); every instance works the
 * queues, and a `singleton` queue lets one run be active at a time, so each period's run happens
 * once, on one instance. A failed run is retried with back-off (pg-boss's retryBackoff: 2 s,
 * 4 s, 8 s, up to 60 s) and kept with its error; each run is also recorded in job_runs.
 *
 * A run whose instance died (kill -9, a lost machine) stops sending its heartbeat (every
 * HEARTBEAT.seconds / 2 while it runs); the queue's monitor, which every instance runs every
 * HEARTBEAT.superviseSeconds, fails it after HEARTBEAT.seconds and its retry runs on a live
 * instance: taken over within about 20 s (issue 37), where the expiry alone held every instance
 * back for 15 minutes.
 */
export async function startJobQueue(db: Kysely<Database>, databaseUrl: string, now: () => number, jobs: readonly Job[],
  options: { log?: (message: string, error: unknown) => void; retry?: typeof JOB_RETRY; instance?: string } = {}): Promise<JobQueue> {
  const log = options.log ?? logJobError
  const retry = options.retry ?? JOB_RETRY
  const boss = new PgBoss({
    connectionString: databaseUrl, schema: JOB_QUEUE_SCHEMA, max: 4, application_name: 'portal-jobs', schedule: false,
    superviseIntervalSeconds: HEARTBEAT.superviseSeconds, monitorIntervalSeconds: HEARTBEAT.superviseSeconds,
  })
  boss.on('error', (error) => log('[jobs] queue error:', error))
  await boss.start()
  const byName = new Map(jobs.map((job) => [job.name, job]))
  const timers: Array<ReturnType<typeof setInterval>> = []
  let stopped = false

  const ask = async (job: Job, options: { singletonSeconds: number; singletonKey?: string }) => {
    if (stopped) return
    try {
      await boss.send(queueNameOf(job), null, options)
    } catch (error) {
      if (!stopped) log(`[jobs] could not queue ${job.name}:`, error)
    }
  }
  const periodOf = (job: Job) => Math.max(1, Math.round(job.everyMs / 1000))

  for (const job of jobs) {
    const name = queueNameOf(job)
    const settings = {
      retryLimit: retry.limit, retryBackoff: true, retryDelay: retry.firstDelayMs / 1000, retryDelayMax: retry.maxDelayMs / 1000,
      // the upper bound of a run that is alive but stuck; a dead one is caught by its heartbeat
      expireInSeconds: Math.max(15 * 60, 2 * periodOf(job)), deleteAfterSeconds: 24 * 60 * 60,
      heartbeatSeconds: HEARTBEAT.seconds,
    }
    await boss.createQueue(name, { policy: 'singleton', notify: true, ...settings })
    // a queue made by an earlier version keeps its options unless told
    await boss.updateQueue(name, settings)
    await boss.work(name, { pollingIntervalSeconds: 1, localConcurrency: 1 }, async () => {
      const at = now()
      await recordJobRun(db, { kind: 'started', name: job.name, at }, options.instance)
      try {
        await withLog({ job: job.name }, () => job.run(db, at))
        await recordJobRun(db, { kind: 'finished', name: job.name, at: now() }, options.instance)
      } catch (error) {
        log(`[jobs] ${job.name} failed:`, error)
        await recordJobRun(db, { kind: 'finished', name: job.name, at: now(), error }, options.instance)
        throw error
      }
    })
    await ask(job, { singletonSeconds: periodOf(job) })
    const timer = setInterval(() => void ask(job, { singletonSeconds: periodOf(job) }), job.everyMs)
    timer.unref?.()
    timers.push(timer)
  }

  return {
    async runSoon(jobName) {
      const job = byName.get(jobName)
      if (job) await ask(job, { singletonSeconds: 1, singletonKey: 'soon' })
    },
    async stop() {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      await boss.stop({ graceful: true, timeout: 10_000 })
    },
  }
}

import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Job } from '../job'
import type { JobRunEvent } from './job-runs'
import { logJobError } from './job-runs'
import { withLog } from '../log'

/** A failed run is tried again after 2 s, 4 s, 8 s (never past the job's next regular run). */
export const JOB_RETRY = { limit: 3, firstDelayMs: 2_000, maxDelayMs: 60_000 }

export type ScheduledJobs = { stop: () => void; kick: (name: string) => void }

export type ScheduleOptions = {
  log?: (message: string, error: unknown) => void
  /** Keeps each start and finish (job_runs; tests leave it out). */
  record?: (event: JobRunEvent) => Promise<void>
  retry?: typeof JOB_RETRY
}

/**
 * The in-process scheduler (SQLite: one server process; decision 0065). Each job runs at once and
 * then on its own timer; a run never overlaps the previous run of the same job; a failing run is
 * logged, recorded and tried again with back-off (2, 4, 8 s) while its next regular run is further
 * away, and the job keeps its schedule. The timers never keep the process alive. Returns
 * `stop` (stops them all) and `kick` (a run now, unless one is going).
 */
export function scheduleJobs(db: Kysely<Database>, now: () => number, jobs: readonly Job[], options: ScheduleOptions = {}): ScheduledJobs {
  const log = options.log ?? logJobError
  const retry = options.retry ?? JOB_RETRY
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const kicks = new Map<string, () => void>()
  let stopped = false
  const intervals = jobs.map((job) => {
    let running = false
    let nextRegular = 0
    const tick = (attempt: number) => {
      if (running || stopped) return
      running = true
      const at = now()
      void (async () => {
        await options.record?.({ kind: 'started', name: job.name, at })
        try {
          await withLog({ job: job.name }, () => job.run(db, at))
          await options.record?.({ kind: 'finished', name: job.name, at: now() })
        } catch (error) {
          log(`[jobs] ${job.name} failed:`, error)
          await options.record?.({ kind: 'finished', name: job.name, at: now(), error })
          const delay = Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** attempt)
          if (attempt < retry.limit && !stopped && Date.now() + delay < nextRegular) {
            const timer = setTimeout(() => {
              timers.delete(timer)
              tick(attempt + 1)
            }, delay)
            timer.unref?.()
            timers.add(timer)
          }
        } finally {
          running = false
        }
      })()
    }
    const regular = () => {
      nextRegular = Date.now() + job.everyMs
      tick(0)
    }
    kicks.set(job.name, () => tick(0))
    regular()
    const interval = setInterval(regular, job.everyMs)
    interval.unref?.()
    return interval
  })
  return {
    stop() {
      stopped = true
      for (const interval of intervals) clearInterval(interval)
      for (const timer of timers) clearTimeout(timer)
    },
    kick: (name) => kicks.get(name)?.(),
  }
}

import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** A server job: run at start and then every `everyMs` (later areas add theirs to SERVER_JOBS). */
export type Job = {
  name: string
  everyMs: number
  run: (db: Kysely<Database>, now: number) => Promise<unknown>
}

/**
 * Starts the jobs: each runs at once and then on its own timer; a run never overlaps the previous
 * run of the same job, a failing run is logged and the job keeps its schedule, and the timers
 * never keep the process alive. Returns a function that stops them all.
 */
export function scheduleJobs(
  db: Kysely<Database>,
  now: () => number,
  jobs: readonly Job[],
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): () => void {
  const timers = jobs.map((job) => {
    let running = false
    const tick = () => {
      if (running) return
      running = true
      job
        .run(db, now())
        .catch((error: unknown) => log(`[jobs] ${job.name} failed:`, error))
        .finally(() => {
          running = false
        })
    }
    tick()
    const timer = setInterval(tick, job.everyMs)
    timer.unref()
    return timer
  })
  return () => {
    for (const timer of timers) clearInterval(timer)
  }
}

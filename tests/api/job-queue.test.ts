import os from 'node:os'
import path from 'node:path'
import fs from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { runConsole } from '../../src/server/console/run'
import { startJobQueue } from '../../src/server/jobs/pg-queue'
import type { JobQueue } from '../../src/server/jobs/pg-queue'
import type { Job } from '../../src/server/job'
import { openTestDb } from './support/test-db'
import type { TestDb } from './support/test-db'

// The PostgreSQL job queue (issue 21, decision 0065): two server instances on one database run
// each period's run of a job once, never two runs of a job at a time; a failed run is retried
// with back-off and kept with its error. Needs PostgreSQL (the suite's second run).
const pgOnly = describe.skipIf(!process.env.TEST_DATABASE_URL)

let test: TestDb
const queues: JobQueue[] = []

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-jobs-'))
  test = await openTestDb({ dbFile: path.join(dir, 'portal.sqlite') })
})
afterAll(async () => {
  await Promise.all(queues.map((q) => q.stop()))
  await test?.drop()
})

const FAST_RETRY = { limit: 3, firstDelayMs: 1_000, maxDelayMs: 4_000 }

async function queueJobs(jobs: Job[], instance: string): Promise<JobQueue> {
  const q = await startJobQueue(test.db, test.databaseUrl!, () => Date.now(), jobs, { log: () => {}, retry: FAST_RETRY, instance })
  queues.push(q)
  return q
}

pgOnly('the PostgreSQL job queue', () => {
  it('two instances: one run a period, on one of them, never two at once', { timeout: 60_000 }, async () => {
    let active = 0
    let most = 0
    const runs: string[] = []
    const job = (instance: string): Job => ({
      name: 'tick twice', everyMs: 1_000,
      run: async () => {
        active += 1
        most = Math.max(most, active)
        runs.push(instance)
        await new Promise((resolve) => setTimeout(resolve, 300))
        active -= 1
      },
    })
    const a = await queueJobs([job('A')], 'A')
    const b = await queueJobs([job('B')], 'B')
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(4), { timeout: 30_000, interval: 200 })
    await Promise.all([a.stop(), b.stop()])
    queues.length = 0

    expect(most).toBe(1)
    const rows = await sql<{ singleton_on: Date; state: string }>`select singleton_on, state::text as state from pgboss.job where name = 'portal.tick-twice'`.execute(test.db)
    // one row per period, whichever instance asked first
    expect(new Set(rows.rows.map((r) => r.singleton_on.toISOString())).size).toBe(rows.rows.length)
    const completed = rows.rows.filter((r) => r.state === 'completed').length
    expect(completed).toBe(runs.length)
    const record = await test.db.selectFrom('job_runs').selectAll().where('name', '=', 'tick twice').executeTakeFirstOrThrow()
    expect(record).toMatchObject({ runs: runs.length, failures: 0, last_error: null })
    expect(['A', 'B']).toContain(record.last_instance)
  })

  it('a failed run is retried with back-off until it succeeds, and the console shows its failures and error', { timeout: 60_000 }, async () => {
    const at: number[] = []
    const job: Job = {
      name: 'flaky sync', everyMs: 3_600_000,
      run: async () => {
        at.push(Date.now())
        if (at.length <= 2) throw new Error(`partner down (${at.length})`)
      },
    }
    await queueJobs([job], 'A')
    await vi.waitFor(() => expect(at.length).toBe(3), { timeout: 40_000, interval: 200 })
    // retried after about 1 s and then about 2 s (jitter aside), not at once
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(900)
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(900)
    await vi.waitFor(async () => {
      const row = await test.db.selectFrom('job_runs').selectAll().where('name', '=', 'flaky sync').executeTakeFirstOrThrow()
      expect(row).toMatchObject({ runs: 3, failures: 2, last_error: 'Error: partner down (2)' })
      expect(row.last_ok_at).not.toBeNull()
    })
    const job_ = await sql<{ state: string; retry_count: number }>`select state::text as state, retry_count from pgboss.job where name = 'portal.flaky-sync'`.execute(test.db)
    expect(job_.rows).toEqual([{ state: 'completed', retry_count: 2 }])

    const config = { ...loadConfig({ DATA_DIR: os.tmpdir() }), databaseUrl: test.databaseUrl! }
    const listed = await runConsole(['jobs', 'list'], { db: test.db, config, now: () => Date.now() })
    expect(listed.code).toBe(0)
    const text = listed.out.join('\n')
    expect(text).toContain('PostgreSQL job queue (pg-boss)')
    expect(text).toMatch(/flaky sync: 3 runs, 2 failed; last started .* on A, last ok \d{4}-/)
    expect(text).toContain('last error')
    expect(text).toContain('Error: partner down (2)')
    expect(text).toMatch(/queue portal\.flaky-sync: completed 1/)
  })
})

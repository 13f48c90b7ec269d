import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Kysely } from 'kysely'
import type { Database } from '../../../../src/server/db/schema'
import { scheduleJobs } from '../../../../src/server/jobs/schedule'

const db = {} as Kysely<Database>

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('scheduleJobs', () => {
  it('runs each job at once and then on its own timer with the clock of that moment', async () => {
    const times: number[] = []
    let clock = 1_000
    const stop = scheduleJobs(db, () => clock, [{ name: 'a', everyMs: 100, run: async (_db, now) => times.push(now) }])
    await vi.advanceTimersByTimeAsync(0)
    clock = 2_000
    await vi.advanceTimersByTimeAsync(100)
    clock = 3_000
    await vi.advanceTimersByTimeAsync(100)
    stop()
    await vi.advanceTimersByTimeAsync(500)
    expect(times).toEqual([1_000, 2_000, 3_000])
  })

  it('logs a failing run and keeps the schedule', async () => {
    const log = vi.fn()
    let runs = 0
    const stop = scheduleJobs(db, () => 0, [{ name: 'flaky', everyMs: 10, run: async () => {
      runs += 1
      if (runs === 1) throw new Error('disk busy')
    } }], log)
    await vi.advanceTimersByTimeAsync(25)
    stop()
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).toContain('flaky')
    expect(runs).toBe(3)
  })

  it('never starts a run while the previous run of the same job is still going', async () => {
    let active = 0
    let most = 0
    const stop = scheduleJobs(db, () => 0, [{ name: 'slow', everyMs: 10, run: async () => {
      active += 1
      most = Math.max(most, active)
      await new Promise((resolve) => setTimeout(resolve, 35))
      active -= 1
    } }])
    await vi.advanceTimersByTimeAsync(200)
    stop()
    expect(most).toBe(1)
  })
})

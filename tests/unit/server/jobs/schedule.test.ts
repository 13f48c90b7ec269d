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
    const { stop } = scheduleJobs(db, () => clock, [{ name: 'a', everyMs: 100, run: async (_db, now) => times.push(now) }])
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
    const { stop } = scheduleJobs(db, () => 0, [{ name: 'flaky', everyMs: 10, run: async () => {
      runs += 1
      if (runs === 1) throw new Error('disk busy')
    } }], { log })
    await vi.advanceTimersByTimeAsync(25)
    stop()
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).toContain('flaky')
    expect(runs).toBe(3)
  })

  it('never starts a run while the previous run of the same job is still going', async () => {
    let active = 0
    let most = 0
    const { stop } = scheduleJobs(db, () => 0, [{ name: 'slow', everyMs: 10, run: async () => {
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

describe('scheduleJobs: retries and the record', () => {
  it('tries a failed run again after 2 s and 4 s, records every start and finish with the error, and keeps the schedule', async () => {
    const events: string[] = []
    let runs = 0
    const at: number[] = []
    const started = Date.now()
    const { stop } = scheduleJobs(db, () => Date.now() - started, [{ name: 'sync', everyMs: 60_000, run: async (_db, now) => {
      runs += 1
      at.push(now)
      if (runs <= 2) throw new Error(`down ${runs}`)
    } }], {
      log: () => {},
      record: async (event) => { events.push(event.kind === 'started' ? 'started' : `finished${'error' in event && event.error !== undefined ? `: ${(event.error as Error).message}` : ''}`) },
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(at).toEqual([0, 2_000, 6_000])
    expect(events).toEqual(['started', 'finished: down 1', 'started', 'finished: down 2', 'started', 'finished'])
    await vi.advanceTimersByTimeAsync(50_000)
    expect(runs).toBe(4)
    stop()
  })

  it('retries no further than the next regular run, and kick runs a job at once unless it is running', async () => {
    let runs = 0
    const { stop, kick } = scheduleJobs(db, () => 0, [{ name: 'often', everyMs: 3_000, run: async () => {
      runs += 1
      throw new Error('always')
    } }], { log: () => {} })
    await vi.advanceTimersByTimeAsync(2_500)
    expect(runs).toBe(2) // at 0 and the retry at 2 s; the next retry (4 s later) would pass the run at 3 s
    await vi.advanceTimersByTimeAsync(600)
    expect(runs).toBe(3)
    kick('often')
    await vi.advanceTimersByTimeAsync(0)
    expect(runs).toBe(4)
    kick('unknown')
    stop()
  })
})

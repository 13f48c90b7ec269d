import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import pLimit from 'p-limit'
import { FEED_LIMITS } from '../../../domain/calendar/feed-schemas'
import type { IcsParseResult } from '../../../domain/calendar/ics-parse'
import type { IcsJob } from './ics-worker'

/**
 * Reads an outside calendar off the main thread: a worker thread with a capped heap, ended when
 * the reading takes longer than the budget (an RRULE ical.js never finishes expanding, a huge
 * file). The main thread never runs ical.js on untrusted text, so health reads and requests go on.
 */
export type ReadLimits = { budgetMs: number; heapMb: number }
export const READ_LIMITS: ReadLimits = { budgetMs: FEED_LIMITS.parseBudgetMs, heapMb: FEED_LIMITS.parseHeapMb }

export type ReadOutcome =
  | IcsParseResult
  /** over the time or memory budget: the file itself is the problem */
  | { ok: false; reason: 'budget' | 'memory'; detail: string }
  /** the reader could not run (not the file's fault): try again later */
  | { ok: false; reason: 'reader'; detail: string }

/** Readings at once (each may use a core and its heap); more wait their turn. */
const AT_ONCE = 2
/** Loading the reader (tsx compiles it on a cold start) may take this long, outside the budget. */
const START_MS = 30_000

const READINGS = pLimit(AT_ONCE)

export function readIcsOffThread(job: IcsJob, limits: ReadLimits = READ_LIMITS): Promise<ReadOutcome> {
  return READINGS(() => readOnce(job, limits))
}

function readOnce(job: IcsJob, limits: ReadLimits): Promise<ReadOutcome> {
  return new Promise((resolve) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./ics-worker.ts', import.meta.url), {
        execArgv: workerExecArgv(),
        resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
        stdout: false,
        stderr: false,
      })
    } catch (e) {
      resolve({ ok: false, reason: 'reader', detail: `the reader did not start (${String(e)})` })
      return
    }
    let settled = false
    let timer = setTimeout(() => finish({ ok: false, reason: 'reader', detail: 'the reader did not start in time' }), START_MS)
    const finish = (outcome: ReadOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(outcome)
    }
    worker.on('message', (message: unknown) => {
      if (message === 'ready') {
        clearTimeout(timer)
        timer = setTimeout(() => finish({ ok: false, reason: 'budget', detail: `took longer than ${seconds(limits.budgetMs)} to read` }), limits.budgetMs)
        worker.postMessage(job)
        return
      }
      finish(message as IcsParseResult)
    })
    worker.on('error', (e: Error & { code?: string }) => {
      finish(e.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? { ok: false, reason: 'memory', detail: `needed more than ${limits.heapMb} MB to read` }
        : { ok: false, reason: 'reader', detail: `the reader failed (${e.message})` })
    })
    worker.on('exit', (code) => finish({ ok: false, reason: 'reader', detail: `the reader stopped (exit ${code})` }))
  })
}

function seconds(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${(ms / 1000).toFixed(1)} s`
}

/**
 * The worker runs the TypeScript entry: under tsx (the server) process.execArgv already loads
 * it; elsewhere (vitest, which transforms in-process) tsx is added, resolved from here so the
 * working directory does not matter.
 */
function workerExecArgv(): string[] {
  const own = process.execArgv.filter((a) => !a.startsWith('--cpu-prof') && !a.startsWith('--inspect'))
  if (own.some((a) => a.includes('tsx'))) return own
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  return [...own, '--import', tsx]
}

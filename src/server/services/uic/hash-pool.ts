import { availableParallelism } from 'node:os'
import { Piscina } from 'piscina'
import { Busy } from '../../errors'
import type { HashTask } from './hash-worker'

/**
 * Password hashing off the event loop and off libuv's threads (which serve files and DNS): a
 * piscina pool with its own threads, a bounded queue refused at once when full, and a cap on
 * hashing in flight per client address, so a burst of sign-ins cannot starve anything else
 * (issue 36; figures in tests/bench/login-burst.ts).
 */
export const HASHING = {
  /** Half the cores, at least one: the rest serve requests, files and the database. */
  threads: Math.max(1, Math.floor(availableParallelism() / 2)),
  /** Waiting hashes per thread beyond the running one (~80 ms each): at most ~1.3 s of wait. */
  queuePerThread: 16,
  /** Hashes of one client address queued or running at once; more are refused before hashing. */
  perAddress: 4,
} as const

let pool: Piscina<HashTask, Uint8Array> | undefined
const inFlight = new Map<string, number>()

function hashingPool(): Piscina<HashTask, Uint8Array> {
  // made on first use: servers that never hash (most tests, the console) start no threads
  pool ??= new Piscina<HashTask, Uint8Array>({
    filename: new URL('./hash-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: HASHING.threads,
    maxQueue: HASHING.threads * HASHING.queuePerThread,
    idleTimeout: 30_000,
  })
  return pool
}

/**
 * Runs one derivation on the pool; refuses with Busy, before any hashing, when the queue is full
 * or `address` already has HASHING.perAddress hashes in flight. No address (the console): no cap.
 */
export async function deriveOnPool(task: HashTask, address?: string): Promise<Uint8Array> {
  const runner = hashingPool()
  if (runner.queueSize >= runner.options.maxQueue) throw new Busy()
  const mine = address === undefined ? 0 : (inFlight.get(address) ?? 0)
  if (address !== undefined && mine >= HASHING.perAddress) throw new Busy()
  if (address !== undefined) inFlight.set(address, mine + 1)
  try {
    return await runner.run(task)
  } catch (error) {
    if (error instanceof Error && error.message === 'Task queue is at limit') throw new Busy()
    throw error
  } finally {
    if (address !== undefined) {
      const left = (inFlight.get(address) ?? 1) - 1
      if (left === 0) inFlight.delete(address)
      else inFlight.set(address, left)
    }
  }
}

/** Derivations the pool has finished since the process started (tests count the guesses judged). */
export function hashesDone(): number {
  return pool?.completed ?? 0
}

import { ApiError } from '../../../../src/client/errors'
import { openDb, type PortalDb } from '../../../../src/client/db'
import { createOutbox, type OutboxDeps } from '../../../../src/client/outbox/outbox'
import type { BatchSender, Clock, LockFn, SendOutcome, Sender } from '../../../../src/client/outbox/outbox-types'

let dbCounter = 0

/** A fresh database name per test (fake-indexeddb keeps them for the process). */
export function freshDbName(): string {
  dbCounter++
  return `outbox-test-${dbCounter}-${Math.random().toString(36).slice(2)}`
}

export type FakeClock = Clock & { advance: (ms: number) => void; set: (ms: number) => void; timers: { at: number; fn: () => void }[] }

export function fakeClock(start = 1_000_000): FakeClock {
  let now = start
  const timers: { at: number; fn: () => void }[] = []
  return {
    timers,
    now: () => now,
    setTimer: (fn, ms) => {
      const timer = { at: now + ms, fn }
      timers.push(timer)
      return () => {
        const i = timers.indexOf(timer)
        if (i >= 0) timers.splice(i, 1)
      }
    },
    advance: (ms) => {
      now += ms
    },
    set: (ms) => {
      now = ms
    },
  }
}

/** One exclusive lock per name, shared by every outbox given it (like navigator.locks). */
export function fakeLocks(): LockFn & { held: Set<string> } {
  const tails = new Map<string, Promise<unknown>>()
  const held = new Set<string>()
  const lock = (<T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const run = (tails.get(name) ?? Promise.resolve()).then(async () => {
      if (held.has(name)) throw new Error('lock held twice')
      held.add(name)
      try {
        return await fn()
      } finally {
        held.delete(name)
      }
    })
    tails.set(name, run.catch(() => undefined))
    return run
  }) as LockFn & { held: Set<string> }
  lock.held = held
  return lock
}

export type Fault = 'ok' | 'network' | 'timeout' | '5xx' | '429' | 'dropAfterApply' | '4203' | 'refuse' | 'conflict'

export type Applied = { idemKey: string; endpoint: string; params: Record<string, unknown>; item: string }

/**
 * A server that applies each write once per idempotency key (a repeated key returns the first
 * answer) and answers with a fault chosen per send.
 */
export function fakeServer(pickFault: (op: Parameters<Sender>[0], n: number) => Fault = () => 'ok') {
  const applied: Applied[] = []
  const answers = new Map<string, unknown>()
  const sends: Parameters<Sender>[0][] = []
  const batches: Array<Parameters<BatchSender>[0]> = []
  let n = 0
  const send: Sender = async (op) => answer(op, pickFault(op, n++))
  const answer = async (op: Parameters<Sender>[0], fault: Fault): Promise<unknown> => {
    sends.push(op)
    await Promise.resolve()
    if (fault === 'network') throw new ApiError({ status: 0, key: 'networkError' })
    if (fault === 'timeout') throw new ApiError({ status: 0, key: 'networkTimeout' })
    if (fault === '5xx') throw new ApiError({ status: 500, key: 'serverError', httpStatus: 500 })
    if (fault === '429') throw new ApiError({ status: 429, key: 'tooManyRequests', params: { retryAfter: 600 }, httpStatus: 200 })
    if (fault === '4203') throw new ApiError({ status: 4203, key: 'sessionExpired', httpStatus: 200 })
    // a key the server already applied returns its first answer, whatever else would happen
    if (answers.has(op.idemKey) && (fault === 'refuse' || fault === 'conflict')) return answers.get(op.idemKey)
    if (fault === 'refuse') throw new ApiError({ status: 422, key: 'stockBelowBooked', params: { booked: 2 }, httpStatus: 200 })
    if (fault === 'conflict') throw new ApiError({ status: 409, key: 'versionConflict', content: { price: 99 }, httpStatus: 200 })
    if (!answers.has(op.idemKey)) {
      const result = { url: `https://img/${applied.length}.jpg`, applied: applied.length }
      applied.push({ idemKey: op.idemKey, endpoint: op.endpoint, params: op.params, item: String(op.params.item ?? '') })
      answers.set(op.idemKey, result)
    }
    if (fault === 'dropAfterApply') throw new ApiError({ status: 0, key: 'networkError' })
    return answers.get(op.idemKey)
  }
  /**
   * outboxBatch as the server runs it: one fault for the call (the network, a 5xx, 429 or 4203
   * fail every op; dropAfterApply applies them and loses the answer), else a fault per op
   * (refuse, conflict), in order; an op whose `after` did not succeed is skipped.
   */
  const sendBatch: BatchSender = async (ops) => {
    batches.push(ops)
    const first = ops[0]!
    const callFault = pickFault({ ...first, blobs: {} }, n++)
    const callLevel: readonly Fault[] = ['network', 'timeout', '5xx', '429', '4203']
    if (callLevel.includes(callFault)) {
      const error = await answer({ ...first, blobs: {} }, callFault).then(() => undefined, (e: unknown) => e)
      sends.pop()
      return ops.map(() => ({ ok: false, error }))
    }
    const outcomes: SendOutcome[] = []
    const succeeded: boolean[] = []
    for (const [i, op] of ops.entries()) {
      succeeded.push(false)
      if (op.after !== undefined && !(op.after < i && succeeded[op.after])) {
        outcomes.push({ skipped: true })
        continue
      }
      const own = i === 0 ? callFault : pickFault({ ...op, blobs: {} }, n++)
      const fault = own === 'refuse' || own === 'conflict' ? own : 'ok'
      try {
        outcomes.push({ ok: true, value: await answer({ ...op, blobs: {} }, fault) })
        succeeded[i] = true
      } catch (error) {
        outcomes.push({ ok: false, error })
      }
    }
    if (callFault !== 'dropAfterApply') return outcomes
    const lost = new ApiError({ status: 0, key: 'networkError' })
    return ops.map(() => ({ ok: false, error: lost }))
  }
  return { send, sendBatch, applied, sends, batches }
}

let uuidCounter = 0

export function makeOutbox(db: PortalDb, overrides: Partial<OutboxDeps> = {}) {
  const deps: OutboxDeps = {
    db,
    send: fakeServer().send,
    clock: fakeClock(),
    random: () => 0.5,
    lock: fakeLocks(),
    uuid: () => `uuid-${++uuidCounter}`,
    currentUserId: () => 'u1',
    ...overrides,
  }
  return createOutbox(deps)
}

export { openDb }

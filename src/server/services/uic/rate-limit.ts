import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { Refusal } from '../../errors'
import { STATUS } from '../../../domain/envelope'
import { addRateEvent, clearRateEvents, pruneRateEvents, rateEventTimes } from './repo'
import { consumeSlideToken } from './slide'
import type { Job } from '../../job'

/**
 * Sliding-window limits kept in rate_events, so every server instance sees the same counts.
 * The numbers are explained in docs/decisions/0003-rate-limits.md.
 */
export const SEND_LIMITS = {
  /** One code per target per minute. */
  minIntervalMs: 60_000,
  /** More than 3 sends in 10 minutes need a slide verification. */
  slideWindowMs: 10 * 60_000,
  slideAfter: 3,
  /** More than 10 sends in 24 hours are refused until the window has room (try tomorrow). */
  dayWindowMs: 24 * 60 * 60_000,
  dayMax: 10,
} as const

export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  /**
   * Per (number, client address) and per client address: from the 5th failure in the window on,
   * every attempt needs a slide verification; from the 6th on, each failure also makes that
   * (number, address) or address wait 2, 4, 8 minutes ... (at most maxDelayMs) after it.
   */
  slideAfter: 5,
  delayAfter: 5,
  firstDelayMs: 2 * 60_000,
  maxDelayMs: 15 * 60_000,
  /**
   * Per number across all addresses: from the 10th failure in the window on, every attempt
   * needs a slide verification (never a lock, so the owner who passes the slide gets in).
   */
  numberSlideAfter: 10,
} as const

/** Rate events older than the longest window count for nothing. */
const KEEP_MS = Math.max(SEND_LIMITS.dayWindowMs, LOGIN_LIMITS.windowMs)

/** Deletes rate events no window reads any more (sends also prune on their way). */
export const pruneRateEventsJob: Job = {
  name: 'prune rate events',
  everyMs: 60 * 60 * 1000,
  run: (db, now) => pruneRateEvents(db, now - KEEP_MS),
}

export function slideRequired(): Refusal {
  return new Refusal(STATUS.slide, 'slideFailed')
}

export function tooMany(key: 'doNotClickTooFrequently' | 'tooManySends' | 'tooManyRequests'): Refusal {
  return new Refusal(STATUS.tooMany, key)
}

export function sendKey(target: string): string {
  return `send:${target}`
}

/**
 * Checks that a code may be sent to `target` now and records the send. Refuses with
 * tooManySends (daily cap), doNotClickTooFrequently (one a minute) or asks for a slide
 * verification (more than 3 in 10 minutes) unless a valid slide token is given, which is used up.
 * Run inside a transaction so that two requests cannot both take the last free slot.
 */
export async function takeSendSlot(
  db: Kysely<Database>,
  target: string,
  now: number,
  slideToken: string | undefined,
): Promise<void> {
  await pruneRateEvents(db, now - KEEP_MS)
  const key = sendKey(target)
  const times = await rateEventTimes(db, key, now - SEND_LIMITS.dayWindowMs + 1)
  if (times.length >= SEND_LIMITS.dayMax) throw tooMany('tooManySends')
  const newest = times[0]
  if (newest !== undefined && now - newest < SEND_LIMITS.minIntervalMs) throw tooMany('doNotClickTooFrequently')
  const recent = times.filter((t) => t > now - SEND_LIMITS.slideWindowMs).length
  if (recent >= SEND_LIMITS.slideAfter && !(await consumeSlideToken(db, slideToken, now))) throw slideRequired()
  await addRateEvent(db, key, now)
}

export type LoginFailureKeys = {
  /** Failures of this number from this address: slide, then growing delays. */
  pair: string
  /** Failures from this address over all numbers: slide, then growing delays. */
  address: string
  /** Failures of this number from every address: a slide, never a lock. */
  number: string
  all: readonly string[]
}

export function loginFailureKeys(mobileTarget: string, ip: string): LoginFailureKeys {
  const pair = `loginfail:pair:${ip}|${mobileTarget}`
  const address = `loginfail:ip:${ip}`
  const number = `loginfail:mobile:${mobileTarget}`
  return { pair, address, number, all: [pair, address, number] }
}

/** How long a key with these failure times (newest first) must wait after its newest; 0: none. */
export function loginDelayMs(times: readonly number[]): number {
  const over = times.length - LOGIN_LIMITS.delayAfter
  if (over <= 0) return 0
  return Math.min(LOGIN_LIMITS.maxDelayMs, LOGIN_LIMITS.firstDelayMs * 2 ** Math.min(over - 1, 20))
}

/**
 * Before a login attempt: refuses with tooManyRequests while the (number, address) pair or the
 * address waits out its delay, and asks for a slide verification from the 5th failure of the
 * pair or address, or the 10th of the number from anywhere, unless a valid slide token is given
 * (it is used up). The number alone never locks: an attacker elsewhere cannot lock its owner out.
 */
export async function checkLoginGate(
  db: Kysely<Database>,
  keys: LoginFailureKeys,
  now: number,
  slideToken: string | undefined,
): Promise<void> {
  const since = now - LOGIN_LIMITS.windowMs + 1
  let needsSlide = false
  for (const key of [keys.pair, keys.address]) {
    const times = await rateEventTimes(db, key, since)
    const newest = times[0]
    if (newest !== undefined && now - newest < loginDelayMs(times)) throw tooMany('tooManyRequests')
    if (times.length >= LOGIN_LIMITS.slideAfter) needsSlide = true
  }
  if ((await rateEventTimes(db, keys.number, since)).length >= LOGIN_LIMITS.numberSlideAfter) needsSlide = true
  if (needsSlide && !(await consumeSlideToken(db, slideToken, now))) throw slideRequired()
}

/** Records a failed login; true when this failure makes the pair or the address wait. */
export async function recordLoginFailure(db: Kysely<Database>, keys: LoginFailureKeys, now: number): Promise<boolean> {
  let delayed = false
  for (const key of keys.all) await addRateEvent(db, key, now)
  for (const key of [keys.pair, keys.address]) {
    if (loginDelayMs(await rateEventTimes(db, key, now - LOGIN_LIMITS.windowMs + 1)) > 0) delayed = true
  }
  return delayed
}

/**
 * A successful login forgets the failures of its (number, address) pair; the address and the
 * number keep theirs (an attacker's own account must not wipe its address's count, and the
 * owner's success does not end an attack from elsewhere).
 */
export async function clearLoginFailures(db: Kysely<Database>, keys: LoginFailureKeys): Promise<void> {
  await clearRateEvents(db, keys.pair)
}

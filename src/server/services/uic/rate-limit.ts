import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { Refusal } from '../../errors'
import { STATUS } from '../../../domain/envelope'
import { addRateEvent, clearRateEvents, pruneRateEvents, rateEventTimes } from './repo'
import { consumeSlideToken } from './slide'
import type { Job } from '../../jobs/schedule'

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
  /** From the 5th failure in the window on, every attempt needs a slide verification. */
  slideAfter: 5,
  /** The 10th failure in the window locks the mobile (or address) for two minutes. */
  lockAfter: 10,
  lockMs: 2 * 60_000,
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

export function loginFailureKeys(mobileTarget: string, ip: string): { mobile: string; all: readonly string[] } {
  const mobile = `loginfail:mobile:${mobileTarget}`
  return { mobile, all: [mobile, `loginfail:ip:${ip}`] }
}

/**
 * Before a login attempt: refuses with tooManyRequests while a lock holds (10 failures in 15
 * minutes, for two minutes after the last one) and asks for a slide verification from the 5th
 * failure on, unless a valid slide token is given (it is used up).
 */
export async function checkLoginGate(
  db: Kysely<Database>,
  keys: readonly string[],
  now: number,
  slideToken: string | undefined,
): Promise<void> {
  let needsSlide = false
  for (const key of keys) {
    const times = await rateEventTimes(db, key, now - LOGIN_LIMITS.windowMs + 1)
    const newest = times[0]
    if (times.length >= LOGIN_LIMITS.lockAfter && newest !== undefined && now - newest < LOGIN_LIMITS.lockMs) {
      throw tooMany('tooManyRequests')
    }
    if (times.length >= LOGIN_LIMITS.slideAfter) needsSlide = true
  }
  if (needsSlide && !(await consumeSlideToken(db, slideToken, now))) throw slideRequired()
}

/** Records a failed login; true when this failure locks the mobile or the address. */
export async function recordLoginFailure(db: Kysely<Database>, keys: readonly string[], now: number): Promise<boolean> {
  let locked = false
  for (const key of keys) {
    await addRateEvent(db, key, now)
    const times = await rateEventTimes(db, key, now - LOGIN_LIMITS.windowMs + 1)
    if (times.length >= LOGIN_LIMITS.lockAfter) locked = true
  }
  return locked
}

/** A successful login forgets the mobile's failures (the address keeps its own count). */
export async function clearLoginFailures(db: Kysely<Database>, mobileKey: string): Promise<void> {
  await clearRateEvents(db, mobileKey)
}

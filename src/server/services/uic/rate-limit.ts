import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { Busy, Refusal } from '../../errors'
import { STATUS } from '../../../domain/envelope'
import { addRateEvent, addRateEventReturningId, clearRateEvents, deleteRateEvents, pruneRateEvents, rateEventTimes } from './repo'
import { lockKeys } from '../../db/locks'
import { consumeSlideToken, giveBackSlideToken, takeSlideToken } from './slide'
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
 * Run inside a transaction: the target is locked, so two requests cannot both take the last free slot.
 */
export async function takeSendSlot(
  db: Kysely<Database>,
  target: string,
  now: number,
  slideToken: string | undefined,
): Promise<void> {
  const key = sendKey(target)
  await lockKeys(db, [key])
  await pruneRateEvents(db, now - KEEP_MS)
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

/** Events a claim added (one per key), until the work they guard says whether it counts. */
export type RateClaim = {
  /** Takes the claim's events back: the guarded work did not count (a right guess, or it never ran). */
  release: () => Promise<void>
  /** The work never ran (refused as Busy): everything the claim took goes back, a slide token it used too. Default: release. */
  unrun?: () => Promise<void>
}

/**
 * Counts and claims in one step, before the work a limit guards: in one transaction with `keys`
 * locked (on every instance), `judge` reads the windows and throws to refuse; unless it does, an
 * event is added now under each key, as if the work had already failed. So a burst of concurrent
 * requests is judged as the same requests one by one would be. Needs `db` outside a transaction.
 */
export async function claimRateEvents<T>(
  db: Kysely<Database>,
  keys: readonly string[],
  now: number,
  judge: (trx: Kysely<Database>) => Promise<T>,
): Promise<RateClaim & { judged: T }> {
  const { judged, ids } = await db.transaction().execute(async (trx) => {
    await lockKeys(trx, keys)
    const judged = await judge(trx)
    const ids: number[] = []
    for (const key of keys) ids.push((await addRateEventReturningId(trx, key, now)))
    return { judged, ids }
  })
  return { judged, release: () => deleteRateEvents(db, ids) }
}

/**
 * Runs the work a claim guards: the claim stays when `counts` says the result is a failure or the
 * work throws (a wrong code, a crash: the stricter reading), and goes when the work succeeds or
 * was refused as Busy before it ran (nothing was judged).
 */
export async function runClaimed<R>(claim: RateClaim, work: () => Promise<R>, counts: (result: R) => boolean): Promise<R> {
  let result: R
  try {
    result = await work()
  } catch (error) {
    if (error instanceof Busy) await (claim.unrun ?? claim.release)()
    throw error
  }
  if (!counts(result)) await claim.release()
  return result
}

/** A login attempt that passed the gate, counted as a failure until the work says otherwise. */
export type LoginAttempt = RateClaim & {
  /** When this attempt fails, the pair or the address has to wait: it answers tooManyRequests. */
  delaysIfWrong: boolean
}

/**
 * Before a login attempt, in one step: refuses with tooManyRequests while the (number, address)
 * pair or the address waits out its delay, and asks for a slide verification from the 5th failure
 * of the pair or address, or the 10th of the number from anywhere, unless a valid slide token is
 * given (it is used up); then counts the attempt as a failure of the pair, the address and the
 * number. The number alone never locks: an attacker elsewhere cannot lock its owner out.
 */
export async function claimLoginAttempt(
  db: Kysely<Database>,
  keys: LoginFailureKeys,
  now: number,
  slideToken: string | undefined,
): Promise<LoginAttempt> {
  const since = now - LOGIN_LIMITS.windowMs + 1
  const claim = await claimRateEvents(db, keys.all, now, async (trx) => {
    let needsSlide = false
    let delaysIfWrong = false
    for (const key of [keys.pair, keys.address]) {
      const times = await rateEventTimes(trx, key, since)
      const newest = times[0]
      if (newest !== undefined && now - newest < loginDelayMs(times)) throw tooMany('tooManyRequests')
      if (times.length >= LOGIN_LIMITS.slideAfter) needsSlide = true
      if (loginDelayMs([now, ...times]) > 0) delaysIfWrong = true
    }
    if ((await rateEventTimes(trx, keys.number, since)).length >= LOGIN_LIMITS.numberSlideAfter) needsSlide = true
    const slide = needsSlide ? await takeSlideToken(trx, slideToken, now) : null
    if (needsSlide && !slide) throw slideRequired()
    return { delaysIfWrong, slide }
  })
  const { delaysIfWrong, slide } = claim.judged
  return {
    release: claim.release,
    // a host who passed the slide and was refused as Busy tries again with the same token
    unrun: async () => {
      await claim.release()
      if (slide) await giveBackSlideToken(db, slide)
    },
    delaysIfWrong,
  }
}

/**
 * A successful login forgets the failures of its (number, address) pair; the address and the
 * number keep theirs (an attacker's own account must not wipe its address's count, and the
 * owner's success does not end an attack from elsewhere).
 */
export async function clearLoginFailures(db: Kysely<Database>, keys: LoginFailureKeys): Promise<void> {
  await clearRateEvents(db, keys.pair)
}

import { randomUUID } from 'node:crypto'
import type { PenaltyReason } from '../../../domain/order/enums'
import { DAY_MS, PENALTY_DAYS } from '../../../domain/order/constants'
import type { OrderRanking } from '../../../domain/order/schemas'
import type { Db } from './repo'

/**
 * Demotion days by offence (refusals and confirmation timeouts counted together): the first is 7
 * days (business rules 9), later ones climb the spec's demotion durations (decision 0025).
 */
const DEMOTION_LADDER = [7, 10, 14, 15, 30] as const

/** How many refusals and timeouts the host has had before. */
export async function priorOffences(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('ranking_penalties').select((eb) => eb.fn.count<number>('id').as('n'))
    .where('user_id', '=', userId).where('kind', '=', 'demotion').executeTakeFirst()
  return Number(row?.n ?? 0)
}

export function demotionDays(prior: number): number {
  return DEMOTION_LADDER[Math.min(prior, DEMOTION_LADDER.length - 1)]!
}

/**
 * A refusal puts all the host's listings at the bottom for 7 days; a refusal or a confirmation
 * timeout also demotes them (7 days the first time, longer after). Runs in the caller's transaction.
 */
export async function applyRankingPenalties(db: Db, userId: number, orderNo: string, reason: PenaltyReason, now: number): Promise<void> {
  const days = demotionDays(await priorOffences(db, userId))
  const rows = [{ kind: 'demotion', days }]
  if (reason === 'rejection') rows.push({ kind: 'bottom', days: PENALTY_DAYS })
  await db.insertInto('ranking_penalties').values(rows.map((r) => ({
    id: randomUUID(), user_id: userId, kind: r.kind, days: r.days, reason, order_no: orderNo, starts_at: now, ends_at: now + r.days * DAY_MS,
  }))).execute()
}

/** The penalties in force now, and until when the listings are at the bottom or demoted. */
export async function rankingState(db: Db, userId: number, now: number): Promise<OrderRanking> {
  const rows = await db.selectFrom('ranking_penalties').selectAll().where('user_id', '=', userId).where('ends_at', '>', now)
    .orderBy('ends_at', 'desc').execute()
  const until = (kind: string) => {
    const ends = rows.filter((r) => r.kind === kind).map((r) => Number(r.ends_at))
    return ends.length > 0 ? Math.max(...ends) : null
  }
  return {
    bottomUntil: until('bottom'),
    demotedUntil: until('demotion'),
    penalties: rows.map((r) => ({
      kind: r.kind as 'bottom' | 'demotion', days: Number(r.days), reason: r.reason as PenaltyReason, orderNo: r.order_no,
      startsAt: Number(r.starts_at), endsAt: Number(r.ends_at),
    })),
  }
}

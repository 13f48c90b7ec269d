import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { ViolationRecord } from '../../../domain/penalty/endpoints'
import {
  APPEAL_ANSWER_WORKING_DAYS, checkAppeal, durationProblem, PENALTY_STATES, penaltyState, SUSPENDING,
  type AppealState, type PenaltyMethod, type PenaltyState, type ViolationType,
} from '../../../domain/penalty/rules'
import { addWorkingDays } from '../../../domain/calendar/working-days'
import { unitToday } from '../../../domain/calendar/zones'
import { forbidden, invalid, notFound, refused } from '../../errors'
import { filesBase, firstForeignUpload } from '../general/image-upload'
import { DAY_MS } from '../../../domain/order/constants'
import type { Database } from '../../db/schema'
import type { Handlers } from '../../handler'
import { callerOf } from '../house/service'

type Db = Kysely<Database>
type RecordRow = Selectable<Database['violation_records']>

export class PenaltyRefusal extends Error {}

export type PenaltyInput = {
  userId: number
  luId: string | null
  type: ViolationType
  method: PenaltyMethod
  days: number | null
  permanent: boolean
  note: string
}

/**
 * Staff punish a violation (business rules 9; the console): the record, and its effect. Demotion
 * and bottom placement rank the host's listings down as a refused order does (the same ranking
 * rows, reason "violation"); blacklist and offline stop bookings while in force (suspensionOf).
 * Every penalty ends by itself at its end; permanent offline only when lifted.
 */
export async function issuePenalty(db: Db, input: PenaltyInput, now: number): Promise<RecordRow> {
  const problem = durationProblem(input.method, input.days, input.permanent)
  if (problem) throw new PenaltyRefusal(problem)
  let title: string | null = null
  if (input.luId) {
    const listing = await db.selectFrom('listings').select(['user_id', 'title']).where('lu_id', '=', input.luId).executeTakeFirst()
    if (!listing || listing.user_id !== input.userId) throw new PenaltyRefusal(`no listing ${input.luId} of this landlord`)
    title = listing.title
  }
  const row: RecordRow = {
    id: `V${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`, user_id: input.userId, lu_id: input.luId, target_title: title,
    violation_type: input.type, method: input.method, days: input.days, permanent: input.permanent ? 1 : 0, starts_at: now,
    ends_at: input.days === null ? null : now + input.days * DAY_MS, lifted_at: null, note: input.note,
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('violation_records').values(row).execute()
    if (input.method === 'demotion' || input.method === 'bottom') {
      await trx.insertInto('ranking_penalties').values({
        id: randomUUID(), user_id: input.userId, kind: input.method, days: input.days!, reason: 'violation', order_no: row.id, starts_at: now, ends_at: row.ends_at!,
      }).execute()
    }
  })
  return row
}

/** Staff answer an appeal: successful lifts the penalty (if still in force), rejected keeps it, with the reason. */
export async function decideAppeal(db: Db, recordId: string, outcome: 'successful' | 'rejected', reason: string | null, now: number): Promise<RecordRow> {
  const appeal = await db.selectFrom('violation_appeals').selectAll().where('record_id', '=', recordId).executeTakeFirst()
  if (!appeal) throw new PenaltyRefusal(`record ${recordId} has no appeal`)
  if (appeal.state !== 'pending') throw new PenaltyRefusal(`the appeal of ${recordId} is ${appeal.state} already`)
  if (outcome === 'rejected' && !reason?.trim()) throw new PenaltyRefusal('say why the appeal is rejected (--reason)')
  await db.updateTable('violation_appeals').set({ state: outcome, reason: reason?.trim() || null, decided_at: now }).where('record_id', '=', recordId).execute()
  const row = await db.selectFrom('violation_records').selectAll().where('id', '=', recordId).executeTakeFirstOrThrow()
  if (outcome === 'successful' && penaltyState(toState(row), now) === 'inPunishment') return liftPenalty(db, recordId, now)
  return row
}

/** Staff lift a penalty before its end (or a successful appeal does): its ranking effect ends too. */
export async function liftPenalty(db: Db, id: string, now: number): Promise<RecordRow> {
  const row = await db.selectFrom('violation_records').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new PenaltyRefusal(`no violation record ${id}`)
  if (penaltyState(toState(row), now) !== 'inPunishment') throw new PenaltyRefusal(`record ${id} is not in force`)
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('violation_records').set({ lifted_at: now }).where('id', '=', id).execute()
    await trx.updateTable('ranking_penalties').set({ ends_at: now }).where('order_no', '=', id).where('ends_at', '>', now).execute()
  })
  return { ...row, lifted_at: now }
}

function toState(row: RecordRow) {
  return { method: row.method as PenaltyMethod, endsAt: row.ends_at === null ? null : Number(row.ends_at), liftedAt: row.lifted_at === null ? null : Number(row.lifted_at) }
}

type AppealRow = Selectable<Database['violation_appeals']>

/** A record as the host reads it, with its appeal (image addresses under `filesBase`). */
export function toRecord(row: RecordRow, now: number, appeal?: AppealRow, filesBase = ''): ViolationRecord {
  const state = penaltyState(toState(row), now)
  return {
    id: row.id, target: row.lu_id ? { luId: row.lu_id, title: row.target_title ?? row.lu_id } : null, type: row.violation_type as ViolationType,
    method: row.method as PenaltyMethod, days: row.days, permanent: row.permanent === 1, state,
    determinedAt: Number(row.starts_at), endsAt: row.ends_at === null ? null : Number(row.ends_at), liftedAt: row.lifted_at === null ? null : Number(row.lifted_at),
    note: row.note,
    appeal: appeal ? {
      state: appeal.state as AppealState, text: appeal.text,
      images: (JSON.parse(appeal.images) as string[]).map((url) => ({ url, domain: filesBase })),
      submittedAt: Number(appeal.submitted_at),
      answerBy: addWorkingDays(unitToday('CHN', Number(appeal.submitted_at)), APPEAL_ANSWER_WORKING_DAYS),
      reason: appeal.reason,
    } : null,
    canAppeal: !appeal && state !== 'lifted',
  }
}

/** A blacklist or offline penalty in force: guests cannot book the host's listings until `until` (null: permanent). */
export async function suspensionOf(db: Db, userId: number, now: number): Promise<{ method: PenaltyMethod; until: number | null } | null> {
  const rows = await db.selectFrom('violation_records').selectAll().where('user_id', '=', userId).where('method', 'in', [...SUSPENDING])
    .where('lifted_at', 'is', null).where((eb) => eb.or([eb('permanent', '=', 1), eb('ends_at', '>', now)])).execute()
  if (rows.length === 0) return null
  const permanent = rows.find((r) => r.permanent === 1)
  if (permanent) return { method: permanent.method as PenaltyMethod, until: null }
  const last = rows.reduce((a, b) => (Number(b.ends_at) > Number(a.ends_at) ? b : a))
  return { method: last.method as PenaltyMethod, until: Number(last.ends_at) }
}

/** Penalties (issue 18, decision 0060): a host reads its own records only. */
export const penaltyHandlers: Handlers = {
  riskAppealSubmit: async (ctx, { recordId, text, images }) => {
    const caller = await callerOf(ctx)
    const now = ctx.now()
    const row = await ctx.db.selectFrom('violation_records').selectAll().where('id', '=', recordId).executeTakeFirst()
    if (!row) throw notFound()
    if (row.user_id !== caller.userId) throw forbidden()
    const cleaned = images.map((url) => url.trim())
    const finding = checkAppeal({ text, images: cleaned })[0]
    if (finding) throw invalid(finding.key, finding.field, finding.params)
    // every photo must be the host's own upload to the appeal folder (800x800 and 10 MB checked there)
    const foreign = await firstForeignUpload(ctx.db, caller.userId, cleaned, 'appeal')
    if (foreign >= 0) throw invalid('invalidValue', `images.${foreign}`)
    if (penaltyState(toState(row), now) === 'lifted') throw refused('appealNotAllowed')
    const added = await ctx.db.insertInto('violation_appeals').values({
      record_id: recordId, user_id: caller.userId, text: text.trim(), images: JSON.stringify(cleaned), state: 'pending', reason: null, submitted_at: now, decided_at: null,
    }).onConflict((oc) => oc.column('record_id').doNothing()).executeTakeFirst()
    if (Number(added.numInsertedOrUpdatedRows ?? 0n) === 0) throw refused('appealNotAllowed')
    const appeal = await ctx.db.selectFrom('violation_appeals').selectAll().where('record_id', '=', recordId).executeTakeFirstOrThrow()
    return toRecord(row, now, appeal, filesBase(ctx.config, new URL(ctx.hono.req.url).origin, 'appeal'))
  },

  riskRecordList: async (ctx, { state, offset, length }) => {
    const caller = await callerOf(ctx)
    const now = ctx.now()
    // the state depends on the clock: read the host's records (a handful) and page them here
    const rows = await ctx.db.selectFrom('violation_records').selectAll().where('user_id', '=', caller.userId)
      .orderBy('starts_at', 'desc').orderBy('id', 'desc').execute()
    const appeals = rows.length === 0 ? [] : await ctx.db.selectFrom('violation_appeals').selectAll().where('user_id', '=', caller.userId).execute()
    const base = filesBase(ctx.config, new URL(ctx.hono.req.url).origin, 'appeal')
    const all = rows.map((row) => toRecord(row, now, appeals.find((a) => a.record_id === row.id), base))
    const counts = Object.fromEntries(PENALTY_STATES.map((s) => [s, all.filter((r) => r.state === s).length])) as Record<PenaltyState, number>
    const shown = state ? all.filter((r) => r.state === state) : all
    return { list: shown.slice(offset, offset + length), total: shown.length, counts, suspended: await suspensionOf(ctx.db, caller.userId, now) }
  },
}

/** How many of the host's penalties are in force now (the home's to-do). */
export async function penaltiesInForce(db: Db, userId: number, now: number): Promise<number> {
  const row = await db.selectFrom('violation_records').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).where('method', '!=', 'warning').where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('permanent', '=', 1), eb('ends_at', '>', now)])).executeTakeFirstOrThrow()
  return Number(row.n)
}

import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { unitToday } from '../../../domain/calendar/zones'
import type { Activity, ActivityEntry, OperationRecord } from '../../../domain/promotion/endpoints'
import {
  activityPhase, enrollmentOpen, entryState, type ActivityLodge, type ActivityRegion, type ActivityTab, type ActivityType,
  type CostBearer, type ForbidReason,
} from '../../../domain/promotion/rules'
import type { Database } from '../../db/schema'
import { forbidden, invalid, notFound, refused } from '../../errors'
import type { HandlerContext, Handlers } from '../../handler'
import { listUnits, type UnitInfo } from '../calendar/units'
import { inTransaction } from '../calendar/repo'
import { callerOf, type Caller } from '../house/service'

type Db = Kysely<Database>
type ActivityRow = Selectable<Database['activities']>

/** Activities' dates are Beijing's: the platform runs them. */
export function marketToday(now: number): string {
  return unitToday('CHN', now)
}

export function toActivity(row: ActivityRow, registered: number, today: string): Activity {
  const times = { stayFrom: row.stay_from, stayTo: row.stay_to, enrollFrom: row.enroll_from, enrollUntil: row.enroll_until, closedAt: row.closed_at === null ? null : Number(row.closed_at) }
  return {
    id: row.id, name: row.name, type: row.type as ActivityType, description: row.description, stayFrom: row.stay_from, stayTo: row.stay_to,
    enrollFrom: row.enroll_from, enrollUntil: row.enroll_until, discountPercent: row.discount_percent, costBearer: row.cost_bearer as CostBearer,
    platformPercent: row.platform_percent, scope: { lodge: row.lodge as ActivityLodge, region: row.region as ActivityRegion },
    phase: activityPhase(times, today), registered,
  }
}

function timesOf(row: ActivityRow) {
  return { stayFrom: row.stay_from, stayTo: row.stay_to, enrollFrom: row.enroll_from, enrollUntil: row.enroll_until, closedAt: row.closed_at === null ? null : Number(row.closed_at) }
}

/** Why a unit cannot join this activity, or null (decision 0058: forbid info). */
function forbidOf(activity: ActivityRow, unit: UnitInfo, others: ReadonlyArray<{ unitId: string; name: string; from: string; to: string }>): ActivityEntry['forbid'] {
  const reason = (r: ForbidReason, detail: string | null = null) => ({ reason: r, detail })
  if (unit.status !== 'online') return reason('notOnline')
  if ((activity.lodge === 'house' && unit.kind !== 'bnb') || (activity.lodge === 'store' && unit.kind !== 'roomType')) return reason('wrongKind')
  const mainland = unit.country === 'CHN'
  if ((activity.region === 'mainland' && !mainland) || (activity.region === 'overseas' && mainland)) return reason('outOfScope')
  const clash = others.find((o) => o.unitId === unit.unitId && o.from <= activity.stay_to && o.to >= activity.stay_from)
  if (clash) return reason('overlapping', clash.name)
  return null
}

/** The caller's units as this activity sees them: state, forbid info, when joined. */
async function entriesOf(db: Db, caller: Caller, activity: ActivityRow, today: string): Promise<{ entries: ActivityEntry[]; units: UnitInfo[] }> {
  const units = await listUnits(db, caller.userId)
  const mine = await db.selectFrom('activity_entries').selectAll().where('activity_id', '=', activity.id).where('user_id', '=', caller.userId).execute()
  const others = await db.selectFrom('activity_entries').innerJoin('activities', 'activities.id', 'activity_entries.activity_id')
    .select(['activity_entries.unit_id', 'activities.name', 'activities.stay_from', 'activities.stay_to'])
    .where('activity_entries.user_id', '=', caller.userId).where('activity_entries.state', '=', 'registered')
    .where('activity_entries.activity_id', '!=', activity.id).where('activities.stay_to', '>=', today).execute()
  const clashes = others.map((o) => ({ unitId: o.unit_id, name: o.name, from: o.stay_from, to: o.stay_to }))
  const entries = units.map((unit): ActivityEntry => {
    const entry = mine.find((e) => e.unit_id === unit.unitId)
    const state = entryState(timesOf(activity), (entry?.state as 'registered' | 'withdrawn' | undefined) ?? null, today)
    const [hotelName, roomName] = unit.kind === 'roomType' ? splitRoomTitle(unit.title) : [null, unit.title]
    return {
      unitId: unit.unitId, title: roomName, hotelName, kind: unit.kind === 'bnb' ? 'house' : 'roomType', state,
      forbid: state === 'available' ? forbidOf(activity, unit, clashes) : null,
      joinedAt: entry ? Number(entry.joined_at) : null,
    }
  })
  return { entries, units }
}

/** A room type's unit title is "Hotel · Room type". */
function splitRoomTitle(title: string): [string | null, string] {
  const at = title.indexOf(' · ')
  return at < 0 ? [null, title] : [title.slice(0, at), title.slice(at + 3)]
}

async function findActivity(db: Db, id: string): Promise<ActivityRow> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return row
}

/** How many of the host's listings are in each of these activities: one grouped read for a page. */
async function registeredCounts(db: Db, activityIds: readonly string[], userId: number): Promise<Map<string, number>> {
  if (activityIds.length === 0) return new Map()
  const rows = await db.selectFrom('activity_entries').select(['activity_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('activity_id', 'in', activityIds).where('user_id', '=', userId).where('state', '=', 'registered')
    .groupBy('activity_id').execute()
  return new Map(rows.map((r) => [r.activity_id, Number(r.n)]))
}

let logSeq = 0

/** Log ids sort in the order written (time, then this process's sequence), so a page reads newest first even within one millisecond. */
function logId(now: number): string {
  logSeq = (logSeq + 1) % 1_679_616
  return `${now.toString(36).padStart(9, '0')}${logSeq.toString(36).padStart(4, '0')}${randomUUID().slice(0, 8)}`
}

export async function writeMarketLog(db: Db, entry: { targetId: string; userId: number; action: OperationRecord['action']; title: string | null; operator: string }, now: number): Promise<void> {
  await db.insertInto('market_log').values({
    id: logId(now), target_id: entry.targetId, user_id: entry.userId, action: entry.action, title: entry.title, operator: entry.operator, at: now,
  }).execute()
}

async function detailAnswer(ctx: HandlerContext, caller: Caller, id: string) {
  const today = marketToday(ctx.now())
  const row = await findActivity(ctx.db, id)
  const { entries } = await entriesOf(ctx.db, caller, row, today)
  return { activity: toActivity(row, entries.filter((e) => e.state === 'registered').length, today), entries }
}

/** The activities a tab lists: open for sign-up, those the host joined (not over), and the past. */
function tabQuery(db: Db, tab: ActivityTab, userId: number, today: string) {
  const base = db.selectFrom('activities')
  if (tab === 'history') return base.where('stay_to', '<', today)
  if (tab === 'joined') {
    return base.where('stay_to', '>=', today).where(({ exists, selectFrom }) => exists(selectFrom('activity_entries').select('activity_entries.unit_id')
      .whereRef('activity_entries.activity_id', '=', 'activities.id').where('activity_entries.user_id', '=', userId).where('activity_entries.state', '=', 'registered')))
  }
  return base.where('stay_to', '>=', today).where('closed_at', 'is', null).where('enroll_from', '<=', today).where('enroll_until', '>=', today)
}

/** Platform activities (issue 17, decision 0058): every call checks the session; entries are the caller's own units. */
export const activityHandlers: Handlers = {
  activityList: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const today = marketToday(ctx.now())
    const count = async (tab: ActivityTab) => Number((await tabQuery(ctx.db, tab, caller.userId, today)
      .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const [rows, open, joined, history] = await Promise.all([
      tabQuery(ctx.db, input.tab, caller.userId, today).selectAll()
        .orderBy(input.tab === 'history' ? 'stay_to' : 'stay_from', input.tab === 'history' ? 'desc' : 'asc').orderBy('id')
        .offset(input.offset).limit(input.length).execute(),
      count('open'), count('joined'), count('history'),
    ])
    const registered = await registeredCounts(ctx.db, rows.map((row) => row.id), caller.userId)
    const list = rows.map((row) => toActivity(row, registered.get(row.id) ?? 0, today))
    return { list, total: { open, joined, history }[input.tab], counts: { open, joined, history } }
  },

  activityDetail: async (ctx, { id }) => detailAnswer(ctx, await callerOf(ctx), id),

  activitySignUp: async (ctx, { id, unitIds }) => {
    const caller = await callerOf(ctx)
    const now = ctx.now()
    const today = marketToday(now)
    const row = await findActivity(ctx.db, id)
    if (unitIds.length === 0) throw invalid('activityUnitsRequired', 'unitIds')
    const { entries, units } = await entriesOf(ctx.db, caller, row, today)
    for (const unitId of unitIds) {
      if (!units.some((u) => u.unitId === unitId)) {
        // another landlord's unit, or none at all
        const owner = await ctx.db.selectFrom('listings').select('user_id').where('lu_id', '=', unitId.replace(/^lu:/, '')).executeTakeFirst()
        throw owner && owner.user_id !== caller.userId ? forbidden() : notFound()
      }
    }
    if (!enrollmentOpen(timesOf(row), today)) throw refused('activityEnrollmentClosed')
    for (const unitId of unitIds) {
      const entry = entries.find((e) => e.unitId === unitId)!
      if (entry.state === 'registered') continue
      if (entry.state !== 'available' || entry.forbid) throw refused('activityForbidden', 'unitIds', { title: entry.title })
    }
    await inTransaction(ctx.db, async (trx) => {
      for (const unitId of unitIds) {
        const entry = entries.find((e) => e.unitId === unitId)!
        if (entry.state === 'registered') continue
        const added = await trx.insertInto('activity_entries')
          .values({ activity_id: id, unit_id: unitId, user_id: caller.userId, state: 'registered', joined_at: now, withdrawn_at: null })
          .onConflict((oc) => oc.columns(['activity_id', 'unit_id']).doNothing()).executeTakeFirst()
        if (Number(added.numInsertedOrUpdatedRows ?? 0n) > 0) {
          await writeMarketLog(trx, { targetId: id, userId: caller.userId, action: 'signUp', title: entry.title, operator: caller.actor.operator }, now)
        }
      }
    })
    return detailAnswer(ctx, caller, id)
  },

  activitySignOut: async (ctx, { id, unitIds }) => {
    const caller = await callerOf(ctx)
    const now = ctx.now()
    const today = marketToday(now)
    const row = await findActivity(ctx.db, id)
    if (unitIds.length === 0) throw invalid('activityUnitsRequired', 'unitIds')
    const { entries } = await entriesOf(ctx.db, caller, row, today)
    const mine = await ctx.db.selectFrom('activity_entries').selectAll().where('activity_id', '=', id).where('unit_id', 'in', unitIds).execute()
    for (const unitId of unitIds) {
      const entry = mine.find((e) => e.unit_id === unitId)
      if (entry && entry.user_id !== caller.userId) throw forbidden()
      const shown = entries.find((e) => e.unitId === unitId)
      if (!entry || entry.state !== 'registered') {
        if (entry?.state === 'withdrawn') continue
        throw refused('activityNotRegistered', 'unitIds', { title: shown?.title ?? unitId })
      }
    }
    // the stricter reading: once enrollment closes the listings stay in (decision 0058)
    if (!enrollmentOpen(timesOf(row), today)) throw refused('activityEnrollmentClosed')
    await inTransaction(ctx.db, async (trx) => {
      for (const unitId of unitIds) {
        const done = await trx.updateTable('activity_entries').set({ state: 'withdrawn', withdrawn_at: now })
          .where('activity_id', '=', id).where('unit_id', '=', unitId).where('state', '=', 'registered').executeTakeFirst()
        if (Number(done.numUpdatedRows) > 0) {
          await writeMarketLog(trx, { targetId: id, userId: caller.userId, action: 'signOut', title: entries.find((e) => e.unitId === unitId)?.title ?? null, operator: caller.actor.operator }, now)
        }
      }
    })
    return detailAnswer(ctx, caller, id)
  },

  activityLog: async (ctx, { id, offset, length }) => {
    const caller = await callerOf(ctx)
    const row = await findActivity(ctx.db, id)
    const scope = ctx.db.selectFrom('market_log').where('target_id', '=', id).where((eb) => eb.or([eb('user_id', '=', caller.userId), eb('user_id', '=', 0)]))
    const [rows, total] = await Promise.all([
      scope.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(offset).limit(length).execute(),
      scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { name: row.name, list: rows.map(toRecord), total: Number(total.n) }
  },
}

export function toRecord(row: Selectable<Database['market_log']>): OperationRecord {
  return { at: Number(row.at), action: row.action as OperationRecord['action'], title: row.title, operator: row.operator }
}

/** Activities open for sign-up that none of the host's listings joined (the home's to-do); none without an online listing. */
export async function openActivitiesFor(db: Db, userId: number, now: number): Promise<number> {
  const online = await db.selectFrom('listings').select('lu_id').where('user_id', '=', userId).where('deleted_at', 'is', null)
    .where('live', 'is not', null).where('room_status', '=', 'online').limit(1).executeTakeFirst()
  if (!online) return 0
  const row = await tabQuery(db, 'open', userId, marketToday(now))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('activity_entries').select('activity_entries.unit_id')
      .whereRef('activity_entries.activity_id', '=', 'activities.id').where('activity_entries.user_id', '=', userId))))
    .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

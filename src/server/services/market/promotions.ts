import type { Kysely, Selectable } from 'kysely'
import { addDays, datesFrom } from '../../../domain/calendar/dates'
import type { Promotion } from '../../../domain/promotion/endpoints'
import { checkPromotion, promotionApplies, promotionState, type PromotionInput, type PromotionKind } from '../../../domain/promotion/rules'
import type { Database } from '../../db/schema'
import { forbidden, invalid, notFound, refused } from '../../errors'
import type { HandlerContext, Handlers } from '../../handler'
import { readCells } from '../calendar/read'
import { inTransaction } from '../calendar/repo'
import { listUnits, ownUnits } from '../calendar/units'
import { callerOf, type Caller } from '../house/service'
import { marketToday, toRecord, writeMarketLog } from './activities'

type Db = Kysely<Database>
type PromotionRow = Selectable<Database['promotions']>

/** Self-service promotion is for mainland hosts (spec 2 and 6: overseas hosts have no link). */
async function promoter(ctx: HandlerContext): Promise<Caller> {
  const caller = await callerOf(ctx)
  if (caller.user.is_oversea === 1) throw forbidden('promotionOverseas')
  return caller
}

async function toPromotion(db: Db, row: PromotionRow, today: string, known?: Map<string, string>): Promise<Promotion> {
  const units = await db.selectFrom('promotion_units').select('unit_id').where('promotion_id', '=', row.id).execute()
  const titles = known ?? await unitTitles(db, row.user_id)
  const orders = await db.selectFrom('order_offers').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('offer_id', '=', row.id).where('source', '=', 'promotion').executeTakeFirstOrThrow()
  return {
    id: row.id, name: row.name, kind: row.kind as PromotionKind, discountPercent: row.discount_percent, stayFrom: row.stay_from, stayTo: row.stay_to,
    weekdays: JSON.parse(row.weekdays) as number[], daysBefore: row.days_before, minNights: row.min_nights,
    units: units.map((u) => ({ unitId: u.unit_id, title: titles.get(u.unit_id) ?? u.unit_id })),
    state: promotionState({ stayFrom: row.stay_from, stayTo: row.stay_to, withdrawnAt: row.withdrawn_at === null ? null : Number(row.withdrawn_at) }, today),
    orders: Number(orders.n), createdAt: Number(row.created_at), withdrawnAt: row.withdrawn_at === null ? null : Number(row.withdrawn_at),
  }
}

async function unitTitles(db: Db, userId: number): Promise<Map<string, string>> {
  return new Map((await listUnits(db, userId)).map((u) => [u.unitId, u.title]))
}

async function ownPromotion(ctx: HandlerContext, id: string): Promise<{ caller: Caller; row: PromotionRow }> {
  const caller = await promoter(ctx)
  const row = await ctx.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  if (row.user_id !== caller.userId) throw forbidden()
  return { caller, row }
}

function inputOf(value: { name: string; kind: PromotionKind; discountPercent: number; stayFrom: string; stayTo: string; weekdays: number[]; daysBefore: number | null; minNights: number | null; unitIds: string[] }): PromotionInput {
  return {
    ...value,
    name: value.name.trim(),
    daysBefore: value.kind === 'lastMinute' ? value.daysBefore : null,
    minNights: value.kind === 'longStay' ? value.minNights : null,
    unitIds: [...new Set(value.unitIds)],
    weekdays: [...value.weekdays].sort(),
  }
}

/**
 * Every check of a promotion before it is stored: the rules (with the field they belong to), the
 * units the caller's own, and no other live promotion of the host on a unit and night (one
 * self-service promotion prices a night: decision 0058).
 */
async function verified(ctx: HandlerContext, caller: Caller, input: PromotionInput, except: string | null): Promise<void> {
  const today = marketToday(ctx.now())
  const finding = checkPromotion(input, today)[0]
  if (finding) throw invalid(finding.key, finding.field, finding.params)
  const units = await ownUnits(ctx.db, caller.userId, input.unitIds)
  const clash = await ctx.db.selectFrom('promotions').innerJoin('promotion_units', 'promotion_units.promotion_id', 'promotions.id')
    .select(['promotions.id', 'promotions.name', 'promotions.stay_from', 'promotions.stay_to', 'promotions.weekdays', 'promotion_units.unit_id'])
    .where('promotions.user_id', '=', caller.userId).where('promotions.withdrawn_at', 'is', null)
    .where('promotion_units.unit_id', 'in', input.unitIds).where('promotions.stay_to', '>=', today)
    .where('promotions.stay_from', '<=', input.stayTo).where('promotions.stay_to', '>=', input.stayFrom)
    .$if(except !== null, (q) => q.where('promotions.id', '!=', except!)).execute()
  for (const other of clash) {
    const theirs = JSON.parse(other.weekdays) as number[]
    const from = other.stay_from > input.stayFrom ? other.stay_from : input.stayFrom
    const to = other.stay_to < input.stayTo ? other.stay_to : input.stayTo
    // weekday-limited promotions on different days share no night
    const shared = datesFrom(from, to).some((night) => {
      const day = new Date(`${night}T00:00:00Z`).getUTCDay()
      return (theirs.length === 0 || theirs.includes(day)) && (input.weekdays.length === 0 || input.weekdays.includes(day))
    })
    if (shared) {
      const title = units.find((u) => u.unitId === other.unit_id)?.title ?? other.unit_id
      throw refused('promotionOverlap', 'unitIds', { title, name: other.name, from, to })
    }
  }
}

/** Self-service promotions (issue 17, decision 0058): mainland hosts; every call checks the session and ownership. */
export const promotionHandlers: Handlers = {
  promotionList: async (ctx, { state, offset, length }) => {
    const caller = await promoter(ctx)
    const today = marketToday(ctx.now())
    let scope = ctx.db.selectFrom('promotions').where('user_id', '=', caller.userId)
    if (state === 'withdrawn') scope = scope.where('withdrawn_at', 'is not', null)
    else if (state) {
      scope = scope.where('withdrawn_at', 'is', null)
      if (state === 'ended') scope = scope.where('stay_to', '<', today)
      if (state === 'upcoming') scope = scope.where('stay_from', '>', today)
      if (state === 'active') scope = scope.where('stay_from', '<=', today).where('stay_to', '>=', today)
    }
    const [rows, total] = await Promise.all([
      scope.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(length).execute(),
      scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    // the host's unit titles once for the page, not once per promotion
    const titles = await unitTitles(ctx.db, caller.userId)
    return { list: await Promise.all(rows.map((row) => toPromotion(ctx.db, row, today, titles))), total: Number(total.n) }
  },

  promotionVerify: async (ctx, { value }) => {
    const caller = await promoter(ctx)
    const input = inputOf(value)
    await verified(ctx, caller, input, null)
    const units = await ownUnits(ctx.db, caller.userId, input.unitIds)
    const today = marketToday(ctx.now())
    // the nights of its dates and weekdays (last-minute and long-stay conditions depend on each booking)
    const nights = datesFrom(input.stayFrom, input.stayTo).filter((night) => promotionApplies({ ...input, kind: 'discount' }, night, { bookedOn: today, nights: 1 }))
    // an example night per unit: the first the promotion can price, before and after
    const first = nights[0] ?? input.stayFrom
    const cells = await readCells(ctx.db, units, first, first)
    return {
      nights: nights.length,
      examples: units.map((unit, i) => {
        const before = cells[i]!.days[0]!.price
        return { unitId: unit.unitId, title: unit.title, date: first, before, after: before - Math.round((before * input.discountPercent) / 100), currency: unit.currency }
      }),
    }
  },

  promotionSave: async (ctx, { id, value }) => {
    const caller = await promoter(ctx)
    const existing = await ctx.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirst()
    if (existing) {
      // a promotion is not changed once made (withdraw it and make another): the same id again is the same write
      if (existing.user_id !== caller.userId) throw forbidden()
      return toPromotion(ctx.db, existing, marketToday(ctx.now()))
    }
    const input = inputOf(value)
    await verified(ctx, caller, input, null)
    const now = ctx.now()
    await inTransaction(ctx.db, async (trx) => {
      await trx.insertInto('promotions').values({
        id, user_id: caller.userId, name: input.name, kind: input.kind, discount_percent: input.discountPercent, stay_from: input.stayFrom,
        stay_to: input.stayTo, weekdays: JSON.stringify(input.weekdays), days_before: input.daysBefore, min_nights: input.minNights,
        created_at: now, withdrawn_at: null,
      }).execute()
      await trx.insertInto('promotion_units').values(input.unitIds.map((unitId) => ({ promotion_id: id, unit_id: unitId, user_id: caller.userId }))).execute()
      await writeMarketLog(trx, { targetId: id, userId: caller.userId, action: 'create', title: null, operator: caller.actor.operator }, now)
    })
    return toPromotion(ctx.db, (await ctx.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()), marketToday(now))
  },

  promotionDetail: async (ctx, { id }) => {
    const { row } = await ownPromotion(ctx, id)
    return toPromotion(ctx.db, row, marketToday(ctx.now()))
  },

  promotionWithdraw: async (ctx, { id }) => {
    const { caller, row } = await ownPromotion(ctx, id)
    const now = ctx.now()
    const today = marketToday(now)
    const state = promotionState({ stayFrom: row.stay_from, stayTo: row.stay_to, withdrawnAt: row.withdrawn_at === null ? null : Number(row.withdrawn_at) }, today)
    if (state === 'withdrawn') return toPromotion(ctx.db, row, today)
    if (state === 'ended') throw refused('promotionNotWithdrawable')
    await inTransaction(ctx.db, async (trx) => {
      const done = await trx.updateTable('promotions').set({ withdrawn_at: now }).where('id', '=', id).where('withdrawn_at', 'is', null).executeTakeFirst()
      if (Number(done.numUpdatedRows) > 0) await writeMarketLog(trx, { targetId: id, userId: caller.userId, action: 'withdraw', title: null, operator: caller.actor.operator }, now)
    })
    return toPromotion(ctx.db, (await ctx.db.selectFrom('promotions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()), today)
  },

  promotionOrders: async (ctx, { id, offset, length }) => {
    const { row } = await ownPromotion(ctx, id)
    const scope = ctx.db.selectFrom('order_offers').innerJoin('orders', 'orders.order_no', 'order_offers.order_no')
      .where('order_offers.offer_id', '=', row.id).where('order_offers.source', '=', 'promotion').where('orders.user_id', '=', row.user_id)
    const [rows, total] = await Promise.all([
      scope.select(['orders.order_no', 'orders.lodge_business', 'orders.listing_title', 'orders.check_in', 'orders.check_out', 'orders.state',
        'orders.currency', 'order_offers.nights', 'order_offers.host_amount', 'order_offers.platform_amount'])
        .orderBy('orders.created_at', 'desc').orderBy('orders.order_no').offset(offset).limit(length).execute(),
      scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return {
      list: rows.map((r) => ({
        orderNo: r.order_no, lodgeBusiness: r.lodge_business as 'house' | 'store', listingTitle: r.listing_title, checkIn: r.check_in, checkOut: r.check_out,
        state: r.state, currency: r.currency, discount: Number(r.host_amount) + Number(r.platform_amount), nights: Number(r.nights),
      })),
      total: Number(total.n),
    }
  },

  promotionLog: async (ctx, { id, offset, length }) => {
    const { row } = await ownPromotion(ctx, id)
    const scope = ctx.db.selectFrom('market_log').where('target_id', '=', id).where('user_id', '=', row.user_id)
    const [rows, total] = await Promise.all([
      scope.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(offset).limit(length).execute(),
      scope.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { name: row.name, list: rows.map(toRecord), total: Number(total.n) }
  },

  promotionNights: async (ctx, { from, to }) => {
    const caller = await callerOf(ctx)
    const last = to < from ? from : to > addDays(from, 400) ? addDays(from, 400) : to
    const [promotions, activities] = await Promise.all([
      ctx.db.selectFrom('promotions').innerJoin('promotion_units', 'promotion_units.promotion_id', 'promotions.id')
        .select(['promotions.id', 'promotions.name', 'promotions.discount_percent', 'promotions.stay_from', 'promotions.stay_to', 'promotions.weekdays', 'promotion_units.unit_id'])
        .where('promotions.user_id', '=', caller.userId).where('promotions.withdrawn_at', 'is', null)
        .where('promotions.stay_from', '<=', last).where('promotions.stay_to', '>=', from).execute(),
      ctx.db.selectFrom('activities').innerJoin('activity_entries', 'activity_entries.activity_id', 'activities.id')
        .select(['activities.id', 'activities.name', 'activities.discount_percent', 'activities.stay_from', 'activities.stay_to', 'activity_entries.unit_id'])
        .where('activity_entries.user_id', '=', caller.userId).where('activity_entries.state', '=', 'registered')
        .where('activities.stay_from', '<=', last).where('activities.stay_to', '>=', from).execute(),
    ])
    return {
      list: [
        ...promotions.map((p) => ({ unitId: p.unit_id, from: p.stay_from, to: p.stay_to, percent: p.discount_percent, source: 'promotion' as const, id: p.id, name: p.name, weekdays: JSON.parse(p.weekdays) as number[] })),
        ...activities.map((a) => ({ unitId: a.unit_id, from: a.stay_from, to: a.stay_to, percent: a.discount_percent, source: 'activity' as const, id: a.id, name: a.name, weekdays: [] })),
      ],
    }
  },
}

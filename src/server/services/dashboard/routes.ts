import { businessData } from './business'
import { settlementSummary } from '../finance/settlement'
import { DAY_MS, HOST_INVOICE_DAYS } from '../../../domain/order/constants'
import { isFeedStale } from '../../../domain/calendar/feed-schemas'
import { addDays, daysBetween } from '../../../domain/calendar/dates'
import { unitToday } from '../../../domain/calendar/zones'
import type { DashboardIndex, MoneyAmount, StaleFeed, StayMovement, SystemMessage } from '../../../domain/dashboard/schemas'
import { reviewsAwaitingReply } from '../review/reviews'
import { rebateData } from './rebate'
import { openActivitiesFor } from '../market/activities'
import { penaltiesInForce } from '../risk/penalties'
import type { Handlers } from '../../handler'
import { containsTerm } from '../../db/contains'
import { callerOf } from '../house/service'
import { listListings } from '../house/repo'
import { countListings } from '../house/states'
import { readListing } from '../house/stored'
import { rankingState } from '../order/penalties'
import { toSummary } from '../order/repo'
import { statesOf } from '../../../domain/order/states'
import type { Db, OrderRow } from '../order/repo'
import { countUnreadMessages } from '../user/repo'
import { isChatHost, unreadOf } from '../chat/chat'
import { pmsAttention } from '../pms/connections'

/** Orders that hold a stay: paid, in the house or done (not waiting, cancelled or refused). */
const STAY_STATES = ['waitCheckIn', 'checkedIn', 'completed', 'leftEarly'] as const
const EARNED_STATES = new Set(['completed', 'leftEarly'])
/** The home lists this many waiting orders; the count covers all of them. */
export const WAITING_SHOWN = 5

/**
 * The month the host's figures are for: Beijing time for a mainland host; an overseas host's
 * in the country of its most recent order (UTC before the first one). Decision 0037.
 */
async function hostCountry(db: Db, userId: number, overseas: boolean): Promise<string> {
  if (!overseas) return 'CHN'
  const latest = await db.selectFrom('orders').select('country').where('user_id', '=', userId)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  return latest?.country ?? 'UTC'
}

/** Money per currency, largest first (minor units add up exactly). */
function sums(rows: ReadonlyArray<{ currency: string; amount: number }>): MoneyAmount[] {
  const by = new Map<string, number>()
  for (const row of rows) by.set(row.currency, (by.get(row.currency) ?? 0) + row.amount)
  return [...by].map(([currency, amount]) => ({ currency, amount })).sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency))
}

/** How many of the stay's nights (check-in .. the night before check-out) fall in [first, next). */
function nightsWithin(row: Pick<OrderRow, 'check_in' | 'check_out'>, first: string, next: string): number {
  const from = row.check_in > first ? row.check_in : first
  const to = row.check_out < next ? row.check_out : next
  return to <= from ? 0 : daysBetween(from, to)
}

export async function dashboardIndex(db: Db, userId: number, overseas: boolean, now: number): Promise<DashboardIndex> {
  const listings = (await listListings(db, userId)).map(readListing)
  const today = unitToday(await hostCountry(db, userId, overseas), now)
  const first = `${today.slice(0, 7)}-01`
  const next = `${addDays(`${today.slice(0, 7)}-28`, 4).slice(0, 7)}-01`
  // stays touching this month: check-out on or after its first day, check-in before the next month
  const stays = await db.selectFrom('orders').select(['state', 'currency', 'income', 'check_in', 'check_out'])
    .where('user_id', '=', userId).where('state', 'in', STAY_STATES)
    .where('check_out', '>=', first).where('check_in', '<', next).execute()
  const leavingThisMonth = stays.filter((row) => row.check_out < next || (row.state === 'leftEarly' && row.check_in < next))
  const hotelGroups = await db.selectFrom('listings').select(['list_group', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId).where('kind', '=', 'hotel').where('deleted_at', 'is', null).groupBy('list_group').execute()
  const hotelsIn = (group: string) => Number(hotelGroups.find((row) => row.list_group === group)?.n ?? 0)
  return {
    listings: { total: listings.length, counts: countListings(listings) },
    hotels: {
      total: hotelGroups.reduce((sum, row) => sum + Number(row.n), 0),
      online: hotelsIn('online'), notOnline: hotelsIn('notOnline'), unfinished: hotelsIn('unfinished'),
    },
    month: {
      month: today.slice(0, 7),
      earned: sums(leavingThisMonth.filter((row) => EARNED_STATES.has(row.state)).map((row) => ({ currency: row.currency, amount: Number(row.income) }))),
      expected: sums(leavingThisMonth.filter((row) => !EARNED_STATES.has(row.state)).map((row) => ({ currency: row.currency, amount: Number(row.income) }))),
      nights: stays.reduce((total, row) => total + nightsWithin(row, first, next), 0),
      stays: stays.length,
    },
    unreadMessages: await countUnreadMessages(db, userId),
    glance: await glanceOf(db, userId, today, now),
    serverNow: now,
  }
}

/**
 * The home's cards (issue 18): each area's count as the page the card opens counts it: orders
 * waiting as the order list's tab, check-ins as its "to check in" tab on today's check-in date,
 * guests' reviews awaiting a reply, penalties in force, unread messages; guests' unread chat
 * messages for a host who may chat (null for others: no card).
 */
async function glanceOf(db: Db, userId: number, today: string, now: number): Promise<NonNullable<DashboardIndex['glance']>> {
  const byState = await db.selectFrom('orders').select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_id', '=', userId).where('state', 'in', [...statesOf('waitConfirm'), ...statesOf('waitCheckIn')]).groupBy('state').execute()
  const waitConfirm = new Set<string>(statesOf('waitConfirm'))
  const checkIns = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).where('state', 'in', statesOf('waitCheckIn')).where('check_in', '=', today).executeTakeFirstOrThrow()
  return {
    today,
    ordersWaiting: byState.filter((row) => waitConfirm.has(row.state)).reduce((sum, row) => sum + Number(row.n), 0),
    checkInsToday: Number(checkIns.n),
    reviewsAwaiting: await reviewsAwaitingReply(db, userId),
    penaltiesInForce: await penaltiesInForce(db, userId, now),
    guestMessages: await isChatHost(db, userId) ? await unreadOf(db, userId) : null,
  }
}

async function staleFeedsOf(db: Db, userId: number, now: number): Promise<StaleFeed[]> {
  const feeds = await db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', userId).orderBy('created_at').execute()
  const troubled = feeds.filter((feed) => feed.last_error !== null || isFeedStale({
    lastSuccessAt: feed.last_success_at === null ? null : Number(feed.last_success_at), createdAt: Number(feed.created_at),
  }, now))
  if (troubled.length === 0) return []
  const luIds = [...new Set(troubled.map((feed) => feed.unit_id.replace(/^lu:/, '')))]
  const titles = new Map((await db.selectFrom('listings').select(['lu_id', 'title']).where('lu_id', 'in', luIds).execute())
    .map((row) => [row.lu_id, row.title]))
  return troubled.map((feed) => ({
    feedId: feed.id,
    unitId: feed.unit_id,
    name: feed.name,
    listingTitle: titles.get(feed.unit_id.replace(/^lu:/, '')) ?? '',
    lastSuccessAt: feed.last_success_at === null ? null : Number(feed.last_success_at),
    lastError: feed.last_error,
  }))
}

/**
 * Guests arriving and leaving today and tomorrow, "today" in each listing's own country.
 * Arrivals: paid stays starting that day (and guests already checked in today); departures:
 * guests in the house leaving that day.
 */
async function movements(db: Db, userId: number, now: number) {
  // every zone's today lies within a day of UTC's
  const utc = unitToday('UTC', now)
  const rows = await db.selectFrom('orders').selectAll().where('user_id', '=', userId)
    .where((eb) => eb.or([
      eb.and([eb('state', 'in', ['waitCheckIn', 'checkedIn']), eb('check_in', '>=', addDays(utc, -1)), eb('check_in', '<=', addDays(utc, 2))]),
      eb.and([eb('state', '=', 'checkedIn'), eb('check_out', '>=', addDays(utc, -1)), eb('check_out', '<=', addDays(utc, 2))]),
    ]))
    .orderBy('check_in').orderBy('order_no').execute()
  const arrivals: StayMovement[] = []
  const departures: StayMovement[] = []
  for (const row of rows) {
    const today = unitToday(row.country, now)
    const dayOf = (date: string) => date === today ? 'today' : date === addDays(today, 1) ? 'tomorrow' : null
    const arriving = dayOf(row.check_in)
    if (arriving && (row.state === 'waitCheckIn' || (row.state === 'checkedIn' && arriving === 'today'))) {
      arrivals.push({ day: arriving, order: toSummary(row) })
    }
    const leaving = dayOf(row.check_out)
    if (leaving && row.state === 'checkedIn') departures.push({ day: leaving, order: toSummary(row) })
  }
  const byDay = (a: StayMovement, b: StayMovement) => (a.day === b.day ? 0 : a.day === 'today' ? -1 : 1)
  return { arrivals: arrivals.sort(byDay), departures: departures.sort(byDay) }
}

export function toSystemMessage(row: { id: number; title: string; tips: string; content: string; is_read: number; jump_url: string; created_at: number }): SystemMessage {
  return {
    id: Number(row.id), title: row.title, tips: row.tips, content: row.content, isRead: Number(row.is_read) === 1,
    jumpUrl: row.jump_url, createdAt: Number(row.created_at),
  }
}

/** house service: the host home (portal spec 7 "dashboard index/task/tenant"; decision 0037). */
export const dashboardHandlers: Handlers = {
  businessData,
  rebateData,
  dashboardIndex: async (ctx) => {
    const caller = await callerOf(ctx)
    const index = await dashboardIndex(ctx.db, caller.userId, caller.user.is_oversea === 1, ctx.now())
    return { ...index, settlement: await settlementSummary(ctx.db, caller) }
  },

  dashboardTask: async (ctx) => {
    const caller = await callerOf(ctx)
    const now = ctx.now()
    const waitingWhere = (db: Db) => db.selectFrom('orders').where('user_id', '=', caller.userId)
      .where('state', '=', 'waitConfirm').where('confirm_deadline', '>', now)
    const waiting = await waitingWhere(ctx.db).selectAll().orderBy('confirm_deadline').orderBy('order_no').limit(WAITING_SHOWN).execute()
    const total = await waitingWhere(ctx.db).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const renewals = await ctx.db.selectFrom('order_renewals').innerJoin('orders', 'orders.order_no', 'order_renewals.order_no')
      .select(['order_renewals.id', 'order_renewals.order_no', 'order_renewals.nights', 'order_renewals.new_check_out',
        'order_renewals.confirm_deadline', 'orders.lodge_business', 'orders.listing_title'])
      .where('orders.user_id', '=', caller.userId).where('order_renewals.state', '=', 'waitConfirm')
      .where('order_renewals.confirm_deadline', '>', now)
      .orderBy('order_renewals.confirm_deadline').execute()
    return {
      waiting: waiting.map(toSummary),
      waitingTotal: Number(total.n),
      renewals: renewals.map((r) => ({
        orderNo: r.order_no, renewalId: r.id, lodgeBusiness: r.lodge_business as 'house' | 'store', listingTitle: r.listing_title,
        nights: Number(r.nights), newCheckOut: r.new_check_out, confirmDeadline: r.confirm_deadline === null ? null : Number(r.confirm_deadline),
      })),
      staleFeeds: await staleFeedsOf(ctx.db, caller.userId, now),
      ranking: await rankingState(ctx.db, caller.userId, now),
      invoices: (await ctx.db.selectFrom('orders').select(['order_no', 'lodge_business', 'listing_title', 'invoice_requested_at'])
        .where('user_id', '=', caller.userId).where('invoice_state', '=', 'requested').where('invoice_provider', '=', 'host')
        .orderBy('invoice_requested_at').limit(WAITING_SHOWN).execute())
        .map((r) => ({
          orderNo: r.order_no, lodgeBusiness: r.lodge_business as 'house' | 'store', listingTitle: r.listing_title,
          deadline: Number(r.invoice_requested_at ?? now) + HOST_INVOICE_DAYS * DAY_MS,
        })),
      reviewsAwaiting: await reviewsAwaitingReply(ctx.db, caller.userId),
      activitiesOpen: await openActivitiesFor(ctx.db, caller.userId, now),
      penaltiesInForce: await penaltiesInForce(ctx.db, caller.userId, now),
      directConnection: await pmsAttention(ctx.db, caller.userId),
      serverNow: now,
    }
  },

  dashboardTenant: async (ctx) => {
    const caller = await callerOf(ctx)
    const now = ctx.now()
    return { ...(await movements(ctx.db, caller.userId, now)), serverNow: now }
  },

  systemMessageList: async (ctx, { offset, length, remindType, bizName }) => {
    const caller = await callerOf(ctx)
    const term = bizName?.trim()
    const base = () => {
      let query = ctx.db.selectFrom('system_messages').where('user_id', '=', caller.userId)
      if (remindType === 'unread') query = query.where('is_read', '=', 0)
      if (term) query = query.where((eb) => eb.or(containsTerm(['title', 'content'], term)))
      return query
    }
    const rows = await base().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(length).execute()
    const total = await base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return { list: rows.map(toSystemMessage), total: Number(total.n), unread: await countUnreadMessages(ctx.db, caller.userId) }
  },

  systemMessageRead: async (ctx, { ids, all }) => {
    const caller = await callerOf(ctx)
    if (all || ids.length > 0) {
      let update = ctx.db.updateTable('system_messages').set({ is_read: 1 }).where('user_id', '=', caller.userId).where('is_read', '=', 0)
      // another host's ids are left alone: the where on user_id keeps them out
      if (!all) update = update.where('id', 'in', ids)
      await update.execute()
    }
    return { unread: await countUnreadMessages(ctx.db, caller.userId) }
  },
}

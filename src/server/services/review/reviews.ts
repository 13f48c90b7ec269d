import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Review } from '../../../domain/review/endpoints'
import {
  AUTO_REVIEW_MS, AUTO_REVIEW_SCORES, canReplyIn, isScore, overallScore, REVIEW_MAX_CHARS, REVIEW_STATES, SCORE_ASPECTS,
  type ReviewState, type Scores,
} from '../../../domain/review/rules'
import { checkReply } from '../../../domain/review/reply'
import type { Database } from '../../db/schema'
import { forbidden, invalid, notFound, refused } from '../../errors'
import type { HandlerContext, Handlers } from '../../handler'
import type { Job } from '../../job'
import { callerOf } from '../house/service'

type Db = Kysely<Database>
type ReviewRow = Selectable<Database['reviews']>

/** Orders a guest can review: the stay ended (business rules 9: reviews come from completed stays). */
const ENDED = ['completed', 'leftEarly'] as const
const AUTO_BATCH = 500

/** The guest as hosts see them in reviews: the first character and a mask (王**, J**). */
export function maskedGuest(name: string): string {
  const first = Array.from(name.trim())[0]
  return first === undefined ? '**' : `${first}**`
}

export function reviewOf(row: ReviewRow, lodgeBusiness: 'house' | 'store', stay: { checkIn: string; checkOut: string; roomTypeName: string | null }): Review {
  const scores: Scores = {
    hygiene: row.hygiene, safety: row.safety, descriptionMatch: row.description_match,
    trafficLocation: row.traffic_location, costEffectiveness: row.cost_effectiveness,
  }
  return {
    id: row.id, orderNo: row.order_no, lodgeBusiness, listingId: row.listing_id, listingTitle: row.listing_title,
    roomTypeName: stay.roomTypeName, guestName: maskedGuest(row.guest_name), checkIn: stay.checkIn, checkOut: stay.checkOut,
    scores, overall: overallScore(scores), content: row.content, auto: row.auto === 1, state: row.state as ReviewState,
    reviewFailReason: row.review_fail_reason, commentedAt: Number(row.commented_at),
    reply: row.reply === null ? null : { content: row.reply, repliedAt: Number(row.replied_at), failReason: row.reply_fail_reason },
  }
}

/** Reviews with the order fields they show, in one query. */
function reviewsWithStay(db: Db) {
  return db.selectFrom('reviews').innerJoin('orders', 'orders.order_no', 'reviews.order_no')
    .selectAll('reviews')
    .select(['orders.lodge_business', 'orders.check_in', 'orders.check_out', 'orders.room_type_name', 'orders.state as order_state'])
}

type ReviewWithStay = ReviewRow & { lodge_business: string; check_in: string; check_out: string; room_type_name: string | null; order_state: string }

function toReview(row: ReviewWithStay): Review {
  return reviewOf(row, row.lodge_business === 'store' ? 'store' : 'house', { checkIn: row.check_in, checkOut: row.check_out, roomTypeName: row.room_type_name })
}

async function readReview(db: Db, id: string): Promise<ReviewWithStay | undefined> {
  return reviewsWithStay(db).where('reviews.id', '=', id).executeTakeFirst()
}

/** The listing a review is filed under: the B&B listing, or the hotel a room type belongs to. */
async function listingOf(db: Db, order: Pick<Selectable<Database['orders']>, 'lodge_business' | 'lu_id' | 'unit_id' | 'listing_title' | 'store_name'>) {
  if (order.lodge_business === 'store' && order.lu_id !== null) {
    const roomType = await db.selectFrom('listings').select('parent_lu_id').where('lu_id', '=', order.lu_id).executeTakeFirst()
    if (roomType?.parent_lu_id) return { id: roomType.parent_lu_id, title: order.store_name ?? order.listing_title }
  }
  if (order.lodge_business === 'store') return { id: `store:${order.store_name ?? order.listing_title}`.slice(0, 40), title: order.store_name ?? order.listing_title }
  return { id: order.lu_id ?? order.unit_id ?? order.listing_title, title: order.listing_title }
}

export class ReviewRefusal extends Error {}

/**
 * A guest reviews an ended stay (the console plays guests): five scores of 1-5 and a text; once
 * per order, and only until the 60 days are over (then the platform's review stands).
 */
export async function writeGuestReview(db: Db, orderNo: string, input: { scores: Scores; content: string }, now: number): Promise<ReviewRow> {
  const order = await db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst()
  if (!order) throw new ReviewRefusal(`no order ${orderNo}`)
  if (!(ENDED as readonly string[]).includes(order.state) || order.checked_out_at === null) {
    throw new ReviewRefusal(`order ${orderNo} is ${order.state}: guests review a stay once it has ended`)
  }
  if (now >= Number(order.checked_out_at) + AUTO_REVIEW_MS) throw new ReviewRefusal(`the 60 days to review order ${orderNo} are over`)
  for (const aspect of SCORE_ASPECTS) if (!isScore(input.scores[aspect])) throw new ReviewRefusal(`${aspect} must be a whole number of 1-5 points`)
  const content = input.content.trim()
  if (content === '' || Array.from(content).length > REVIEW_MAX_CHARS) throw new ReviewRefusal(`a review is 1-${REVIEW_MAX_CHARS} characters`)
  const existing = await db.selectFrom('reviews').select('id').where('order_no', '=', orderNo).executeTakeFirst()
  if (existing) throw new ReviewRefusal(`order ${orderNo} already has review ${existing.id}`)
  const row = await newReviewRow(db, order, input.scores, content, false, now)
  await db.insertInto('reviews').values(row).execute()
  return row
}

async function newReviewRow(
  db: Db, order: Selectable<Database['orders']>, scores: Scores, content: string, auto: boolean, now: number,
): Promise<ReviewRow> {
  const listing = await listingOf(db, order)
  return {
    id: `R${randomUUID().replaceAll('-', '').slice(0, 15).toUpperCase()}`, user_id: order.user_id, order_no: order.order_no,
    listing_id: listing.id, listing_title: listing.title, guest_name: order.booker_name,
    hygiene: scores.hygiene, safety: scores.safety, description_match: scores.descriptionMatch,
    traffic_location: scores.trafficLocation, cost_effectiveness: scores.costEffectiveness,
    content, auto: auto ? 1 : 0, state: 'awaitingFeedback', review_fail_reason: null, reply: null, replied_at: null, reply_fail_reason: null,
    commented_at: now, updated_at: now,
  }
}

/**
 * Business rules 9: a stay that ended 60 days ago (or more) without a review gets the platform's
 * default one. Idempotent: one review per order (a unique order number), so two runs at once
 * write it once.
 */
export async function runAutoReviews(db: Db, now: number): Promise<number> {
  const due = await db.selectFrom('orders').selectAll()
    .where('state', 'in', ENDED).where('checked_out_at', 'is not', null).where('checked_out_at', '<=', now - AUTO_REVIEW_MS)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('reviews').select('reviews.id').whereRef('reviews.order_no', '=', 'orders.order_no'))))
    .orderBy('checked_out_at').limit(AUTO_BATCH).execute()
  let written = 0
  for (const order of due) {
    // dated when it fell due (the job runs hourly: at most an hour before it ran)
    const row = await newReviewRow(db, order, AUTO_REVIEW_SCORES, '', true, Math.min(now, Number(order.checked_out_at) + AUTO_REVIEW_MS))
    const result = await db.insertInto('reviews').values(row).onConflict((oc) => oc.column('order_no').doNothing()).executeTakeFirst()
    written += Number(result.numInsertedOrUpdatedRows ?? 0n)
  }
  return written
}

/** Hourly: a default review lands within the hour its 60 days end. */
export const autoReviewJob: Job = { name: 'auto-reviews', everyMs: 60 * 60_000, run: runAutoReviews }

/** The platform's moderation: takes a guest's review down (failedReview) or the host's reply (replyFailed). */
export async function moderateReview(db: Db, id: string, action: 'takeDown' | 'failReply', reason: string, now: number): Promise<ReviewRow> {
  const row = await db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new ReviewRefusal(`no review ${id}`)
  if (reason.trim() === '') throw new ReviewRefusal('say why')
  if (action === 'failReply') {
    if (row.state !== 'replied') throw new ReviewRefusal(`review ${id} is ${row.state}: only a published reply can be taken down`)
    await db.updateTable('reviews').set({ state: 'replyFailed', reply_fail_reason: reason.trim(), updated_at: now }).where('id', '=', id).execute()
  } else {
    if (row.state === 'failedReview') throw new ReviewRefusal(`review ${id} is already taken down`)
    await db.updateTable('reviews').set({ state: 'failedReview', review_fail_reason: reason.trim(), updated_at: now }).where('id', '=', id).execute()
  }
  return db.selectFrom('reviews').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

/** Overall score of a row as SQL: the mean of the five. */
const OVERALL = sql<number>`(reviews.hygiene + reviews.safety + reviews.description_match + reviews.traffic_location + reviews.cost_effectiveness) / 5.0`

async function ownReview(ctx: HandlerContext, id: string): Promise<ReviewWithStay> {
  const caller = await callerOf(ctx)
  const row = await readReview(ctx.db, id)
  if (!row) throw notFound()
  if (row.user_id !== caller.userId) throw forbidden()
  return row
}

/** Reviews (decision 0057): every call checks the session and that the review is of the caller's stay. */
export const reviewHandlers: Handlers = {
  commentList: async (ctx, input) => {
    const caller = await callerOf(ctx)
    let scope = ctx.db.selectFrom('reviews').where('reviews.user_id', '=', caller.userId)
    if (input.listingId) scope = scope.where('reviews.listing_id', '=', input.listingId)
    if (input.kind) scope = scope.where('reviews.auto', '=', input.kind === 'auto' ? 1 : 0)
    const filtered = input.state ? scope.where('reviews.state', '=', input.state) : scope
    const [byState, listings, sums, rows] = await Promise.all([
      scope.select(['reviews.state', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('reviews.state').execute(),
      ctx.db.selectFrom('reviews').where('user_id', '=', caller.userId)
        .select(['listing_id', (eb) => eb.fn.max('listing_title').as('title')]).groupBy('listing_id').orderBy('listing_id').execute(),
      filtered.select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.avg<number>(OVERALL).as('average')]).executeTakeFirstOrThrow(),
      reviewsWithStay(ctx.db).where('reviews.user_id', '=', caller.userId)
        .$if(input.listingId !== '', (q) => q.where('reviews.listing_id', '=', input.listingId))
        .$if(input.kind !== '', (q) => q.where('reviews.auto', '=', input.kind === 'auto' ? 1 : 0))
        .$if(input.state !== '', (q) => q.where('reviews.state', '=', input.state))
        .orderBy('reviews.commented_at', 'desc').orderBy('reviews.id', 'desc').offset(input.offset).limit(input.length).execute(),
    ])
    const counts = Object.fromEntries(REVIEW_STATES.map((state) => [state, 0])) as Record<ReviewState, number>
    for (const row of byState) counts[row.state as ReviewState] = Number(row.n)
    const total = Number(sums.n)
    return {
      total,
      list: rows.map(toReview),
      counts,
      listings: listings.map((l) => ({ id: l.listing_id, title: String(l.title) })),
      average: total === 0 || sums.average === null ? null : Math.round(Number(sums.average) * 10) / 10,
    }
  },

  commentDetail: async (ctx, { id }) => {
    const row = await ownReview(ctx, id)
    return { review: toReview(row), orderState: row.order_state }
  },

  commentReply: async (ctx, { id, content }) => {
    const row = await ownReview(ctx, id)
    const state = row.state as ReviewState
    if (state === 'failedReview') throw refused('commentNotReplyable')
    if (!canReplyIn(state)) throw refused('commentAlreadyReplied')
    const finding = checkReply(content)
    if (finding) throw invalid(finding.key, 'content', finding.params)
    const now = ctx.now()
    // only from a state that takes a reply: of two replies racing, one is stored
    const updated = await ctx.db.updateTable('reviews')
      .set({ state: 'replied', reply: content.trim(), replied_at: now, reply_fail_reason: null, updated_at: now })
      .where('id', '=', id).where('state', 'in', ['awaitingFeedback', 'replyFailed']).executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) throw refused('commentAlreadyReplied')
    return toReview((await readReview(ctx.db, id))!)
  },
}

/**
 * How many guests' own reviews wait for the host's reply (the home's to-do). The platform's
 * default reviews can be answered too, but do not ask for it (decision 0057).
 */
export async function reviewsAwaitingReply(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).where('state', '=', 'awaitingFeedback').where('auto', '=', 0).executeTakeFirstOrThrow()
  return Number(row.n)
}

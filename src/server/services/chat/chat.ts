import type { Kysely, Selectable } from 'kysely'
import type { ChatMessage, ChatStay, ChatTalk } from '../../../domain/chat/endpoints'
import type { LodgeBusiness, OrderState } from '../../../domain/order/enums'
import { CHAT_LIMITS, chatContentProblem, FILTERED_TALK_ID, MESSAGE_STATUS } from '../../../domain/chat/rules'
import type { ChatMessagesTable, ChatTalksTable, Database } from '../../db/schema'
import { forbidden, invalid, notFound } from '../../errors'
import type { HandlerContext, Handlers } from '../../handler'
import { amountsOf } from '../order/repo'
import { chatWatcherFor } from './watcher'
import { publishEvent } from '../../events/bus'

/**
 * The chat service (portal spec 7 "Chat service"; issue 19; decision 0063): an overseas host with
 * at least one listing talks with guests (the console plays them) about a listing. Every call
 * checks the session, the host's right to chat, and that the conversation is the host's.
 */

type MessageRow = Selectable<ChatMessagesTable>
type TalkRow = Selectable<ChatTalksTable>
type Db = Kysely<Database>

export const chatHandlers: Handlers = {
  imTalkIds: async (ctx) => {
    const host = await chatHost(ctx)
    return { talkIds: await talkIdsOf(ctx.db, host) }
  },

  imTalkDetails: async (ctx, { talkIds }) => {
    const host = await chatHost(ctx)
    const ids = parseIds(talkIds, 'talkIds').filter((id) => id !== FILTERED_TALK_ID)
    if (ids.length === 0) return { list: [] }
    const talks = await ctx.db.selectFrom('chat_talks').selectAll().where('talk_id', 'in', ids).where('user_id', '=', host).where('deleted_at', 'is', null).execute()
    return { list: await toTalks(ctx.db, talks) }
  },

  imTalkStay: async (ctx, { talkId }) => {
    const host = await chatHost(ctx)
    return stayOf(ctx.db, await ownTalk(ctx.db, host, talkId))
  },

  imHistory: async (ctx, { talkId, lastMsgId, length }) => {
    const host = await chatHost(ctx)
    const talk = await ownTalk(ctx.db, host, talkId)
    let query = ctx.db.selectFrom('chat_messages').selectAll().where('talk_id', '=', talk.talk_id)
    if (lastMsgId !== '') query = query.where('id', '<', Number(lastMsgId))
    const rows = await query.orderBy('id', 'desc').limit(length + 1).execute()
    return { list: rows.slice(0, length).reverse().map((row) => toMessage(row, talk)), more: rows.length > length }
  },

  imSend: async (ctx, { talkId, content, localId }) => {
    const host = await chatHost(ctx)
    const talk = await ownTalk(ctx.db, host, talkId)
    const problem = chatContentProblem(content)
    if (problem) throw invalid(problem, 'content', problem === 'chatTooLong' ? { max: CHAT_LIMITS.inputMax } : undefined)
    const row = await storeMessage(ctx.db, talk, 'landlord', localId, content.trim(), ctx.now())
    return toMessage(row, talk)
  },

  imRead: async (ctx, { talkId, msgId }) => {
    const host = await chatHost(ctx)
    const talk = await ownTalk(ctx.db, host, talkId)
    await ctx.db.updateTable('chat_messages').set({ is_read: 1 })
      .where('talk_id', '=', talk.talk_id).where('from_role', '=', 'tenant').where('id', '<=', Number(msgId)).where('is_read', '=', 0).execute()
    return { unread: await unreadOf(ctx.db, host) }
  },

  imDeleteTalk: async (ctx, { talkId }) => {
    const host = await chatHost(ctx)
    const talk = await ctx.db.selectFrom('chat_talks').selectAll().where('talk_id', '=', talkId).executeTakeFirst()
    if (!talk) throw notFound()
    if (talk.user_id !== host) throw forbidden()
    // deleting twice is deleting once; its unread messages no longer count
    if (talk.deleted_at === null) {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('chat_talks').set({ deleted_at: ctx.now() }).where('talk_id', '=', talkId).where('deleted_at', 'is', null).execute()
        await trx.updateTable('chat_messages').set({ is_read: 1 }).where('talk_id', '=', talkId).where('from_role', '=', 'tenant').execute()
      })
    }
    return { talkIds: await talkIdsOf(ctx.db, host) }
  },

  imJoin: async (ctx) => {
    const host = await chatHost(ctx)
    return { joined: true, imVersion: String(await newestId(ctx.db, host)), unread: await unreadOf(ctx.db, host) }
  },

  imRefresh: async (ctx, { imVersion, waitMs }) => {
    const host = await chatHost(ctx)
    const cursor = Number(imVersion)
    const until = Date.now() + waitMs
    const signal = ctx.hono.req.raw.signal
    let seenUpTo = await newestId(ctx.db, null)
    let batch = await newerThan(ctx.db, host, cursor)
    // no connection or thread is held while waiting: a promise in the watcher's map; a wake that
    // finds nothing new (a write not committed yet) waits on for the rest of the time
    const watcher = chatWatcherFor(ctx.db)
    while (batch.length === 0 && Date.now() < until && !signal.aborted && !watcher.draining) {
      await watcher.wait(host, until - Date.now(), seenUpTo, signal)
      seenUpTo = await newestId(ctx.db, null)
      batch = await newerThan(ctx.db, host, cursor)
    }
    const shown = batch.slice(0, CHAT_LIMITS.refreshBatch)
    const talks = await talksById(ctx.db, [...new Set(shown.map((row) => row.talk_id))])
    return {
      messages: shown.flatMap((row) => {
        const talk = talks.get(row.talk_id)
        return talk ? [toMessage(row, talk)] : []
      }),
      imVersion: String(shown.length > 0 ? Number(shown[shown.length - 1]!.id) : cursor),
      more: batch.length > CHAT_LIMITS.refreshBatch,
      unread: await unreadOf(ctx.db, host),
    }
  },

  imUnread: async (ctx) => ({ unread: await unreadOf(ctx.db, await chatHost(ctx)) }),
}

/**
 * Stores a message once per (talk, sender, localId): the same localId again answers the stored
 * one. A host reply is checked against the guest's oldest message it answers (over 60 minutes:
 * recorded as late). Wakes the host's polls.
 */
export async function storeMessage(db: Db, talk: TalkRow, role: 'landlord' | 'tenant', localId: string, content: string, now: number): Promise<MessageRow> {
  const existing = await findByLocalId(db, talk.talk_id, role, localId)
  if (existing) return existing
  const stored = await db.transaction().execute(async (trx) => {
    // the same message sent twice at once: the second insert does nothing (no error, which would
    // end a surrounding PostgreSQL transaction) and the first one stored is the answer
    const inserted = await trx.insertInto('chat_messages').values({
      talk_id: talk.talk_id, user_id: talk.user_id, from_role: role, local_id: localId, content, created_at: now, pushed_at: role === 'landlord' ? now : null,
    }).onConflict((oc) => oc.columns(['talk_id', 'from_role', 'local_id']).doNothing()).returningAll().executeTakeFirst()
    if (!inserted) return null
    // a guest's message brings a deleted conversation back
    await trx.updateTable('chat_talks').set({ last_msg_at: now, ...(role === 'tenant' ? { deleted_at: null } : {}) }).where('talk_id', '=', talk.talk_id).execute()
    if (role === 'landlord') await recordLateReply(trx, talk, Number(inserted.id), now)
    return inserted
  })
  if (!stored) return (await findByLocalId(db, talk.talk_id, role, localId))!
  await publishEvent(db, { kind: 'chat', userIds: [talk.user_id] })
  return stored
}

/** The guests' messages this reply answers: the oldest one after the host's previous reply. */
async function recordLateReply(db: Db, talk: TalkRow, replyId: number, now: number): Promise<void> {
  const previous = await db.selectFrom('chat_messages').select((eb) => eb.fn.max('id').as('id'))
    .where('talk_id', '=', talk.talk_id).where('from_role', '=', 'landlord').where('id', '<', replyId).executeTakeFirst()
  const after = Number(previous?.id ?? 0)
  const waiting = await db.selectFrom('chat_messages').select(['id', 'created_at'])
    .where('talk_id', '=', talk.talk_id).where('from_role', '=', 'tenant').where('id', '>', after).orderBy('id').limit(1).executeTakeFirst()
  if (!waiting) return
  const delay = now - Number(waiting.created_at)
  if (delay <= CHAT_LIMITS.lateReplyMs) return
  await db.insertInto('chat_late_replies').values({
    user_id: talk.user_id, talk_id: talk.talk_id, guest_msg_id: Number(waiting.id), reply_msg_id: replyId, delay_ms: delay, created_at: now,
  }).onConflict((oc) => oc.column('guest_msg_id').doNothing()).execute()
}

/** The guest of that name (made on first use): the console's and the demo's guests are named people. */
export async function guestNamed(db: Db, name: string, now: number): Promise<number> {
  const found = await db.selectFrom('chat_guests').select('id').where('nick_name', '=', name).orderBy('id').executeTakeFirst()
  if (found) return Number(found.id)
  const made = await db.insertInto('chat_guests').values({ nick_name: name, head_img_url: '', created_at: now }).returning('id').executeTakeFirstOrThrow()
  return Number(made.id)
}

/**
 * The conversation of a guest with a host about a listing, made on the guest's first message
 * (the console plays the guest). Its talk id is 100000 + its row id: never the filtered 10011.
 */
export async function guestTalk(db: Db, guestId: number, userId: number, luId: string, listingTitle: string, now: number): Promise<TalkRow> {
  const found = await db.selectFrom('chat_talks').selectAll().where('guest_id', '=', guestId).where('user_id', '=', userId).where('lu_id', '=', luId).executeTakeFirst()
  if (found) return found
  return db.transaction().execute(async (trx) => {
    const pending = `pending-${guestId}-${userId}-${luId}`
    const inserted = await trx.insertInto('chat_talks').values({
      talk_id: pending, user_id: userId, guest_id: guestId, lu_id: luId, listing_title: listingTitle, created_at: now, last_msg_at: now, deleted_at: null,
    }).returning('id').executeTakeFirstOrThrow()
    const talkId = String(100_000 + Number(inserted.id))
    await trx.updateTable('chat_talks').set({ talk_id: talkId }).where('id', '=', inserted.id).execute()
    return trx.selectFrom('chat_talks').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow()
  })
}

/** The caller as a chat host: an overseas landlord with at least one listing (spec 2, 6); others are refused. */
async function chatHost(ctx: Pick<HandlerContext, 'db' | 'session'>): Promise<number> {
  if (!ctx.session || !(await isChatHost(ctx.db, ctx.session.userId))) throw forbidden()
  return ctx.session.userId
}

/** Whether the user may chat with guests: an overseas landlord with at least one listing (spec 2, 6). */
export async function isChatHost(db: Db, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select(['id', 'is_oversea']).where('id', '=', userId).executeTakeFirst()
  if (!user || user.is_oversea !== 1) return false
  const listing = await db.selectFrom('listings').select('lu_id').where('user_id', '=', user.id).where('deleted_at', 'is', null).limit(1).executeTakeFirst()
  return listing !== undefined
}

async function ownTalk(db: Db, host: number, talkId: string): Promise<TalkRow> {
  if (talkId === FILTERED_TALK_ID) throw notFound()
  const talk = await db.selectFrom('chat_talks').selectAll().where('talk_id', '=', talkId).executeTakeFirst()
  if (!talk || talk.deleted_at !== null) throw notFound()
  if (talk.user_id !== host) throw forbidden()
  return talk
}

/**
 * The conversation's stay (issue 34). Orders hold no chat guest id: a guest is a chat guest by name
 * (guestNamed), and an order names its booker. So the guest's orders are the host's orders on the
 * conversation's listing booked under the guest's name (exact), newest first, at most 3; another
 * host's orders never match (the conversation is the caller's, the orders are its host's).
 */
export async function stayOf(db: Db, talk: TalkRow): Promise<ChatStay> {
  const guest = await db.selectFrom('chat_guests').select('nick_name').where('id', '=', talk.guest_id).executeTakeFirst()
  const rows = guest === undefined || guest.nick_name.trim() === '' ? [] : await db.selectFrom('orders').selectAll()
    .where('user_id', '=', talk.user_id).where('lu_id', '=', talk.lu_id).where('booker_name', '=', guest.nick_name.trim())
    .orderBy('created_at', 'desc').orderBy('order_no', 'desc').limit(CHAT_LIMITS.stayOrders).execute()
  return {
    talkId: talk.talk_id,
    listing: { luId: talk.lu_id, title: talk.listing_title },
    orders: rows.map((row) => ({
      orderNo: row.order_no,
      lodgeBusiness: row.lodge_business as LodgeBusiness,
      listingTitle: row.listing_title,
      checkIn: row.check_in,
      checkOut: row.check_out,
      nights: Number(row.nights),
      guestCount: Number(row.guest_count),
      state: row.state as OrderState,
      currency: row.currency,
      // the host's income as stored by the one breakdown (decision 0067)
      income: amountsOf(row).income,
    })),
  }
}

async function talkIdsOf(db: Db, host: number): Promise<string[]> {
  const rows = await db.selectFrom('chat_talks').select('talk_id').where('user_id', '=', host).where('deleted_at', 'is', null)
    .where('talk_id', '!=', FILTERED_TALK_ID).orderBy('last_msg_at', 'desc').orderBy('id', 'desc').limit(200).execute()
  return rows.map((row) => row.talk_id)
}

async function toTalks(db: Db, talks: readonly TalkRow[]): Promise<ChatTalk[]> {
  if (talks.length === 0) return []
  const ids = talks.map((talk) => talk.talk_id)
  const guests = new Map((await db.selectFrom('chat_guests').selectAll().where('id', 'in', talks.map((t) => t.guest_id)).execute()).map((g) => [g.id, g]))
  const unread = new Map((await db.selectFrom('chat_messages').select(['talk_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('talk_id', 'in', ids).where('from_role', '=', 'tenant').where('is_read', '=', 0).groupBy('talk_id').execute()).map((r) => [r.talk_id, Number(r.n)]))
  const latestIds = await db.selectFrom('chat_messages').select(['talk_id', (eb) => eb.fn.max('id').as('id')]).where('talk_id', 'in', ids).groupBy('talk_id').execute()
  const latest = new Map((latestIds.length === 0 ? [] : await db.selectFrom('chat_messages').select(['talk_id', 'content', 'created_at'])
    .where('id', 'in', latestIds.map((r) => Number(r.id))).execute()).map((r) => [r.talk_id, r]))
  return [...talks].sort((a, b) => Number(b.last_msg_at) - Number(a.last_msg_at) || b.id - a.id).map((talk) => {
    const guest = guests.get(talk.guest_id)
    const last = latest.get(talk.talk_id)
    return {
      talkId: talk.talk_id,
      userId: String(talk.guest_id),
      user: { headImgUrl: guest?.head_img_url ?? '', nickName: guest?.nick_name ?? '' },
      timestamp: Number(last?.created_at ?? talk.created_at),
      unread: unread.get(talk.talk_id) ?? 0,
      storeName: talk.listing_title,
      latestMsg: last?.content ?? '',
      detail: { tenantId: String(talk.guest_id), talkId: talk.talk_id },
      object: { objectId: talk.lu_id },
    }
  })
}

async function talksById(db: Db, talkIds: readonly string[]): Promise<Map<string, TalkRow>> {
  if (talkIds.length === 0) return new Map()
  return new Map((await db.selectFrom('chat_talks').selectAll().where('talk_id', 'in', talkIds).execute()).map((t) => [t.talk_id, t]))
}

/** Messages of the host's conversations newer than the cursor (the next batch and one more, to say there is more). */
async function newerThan(db: Db, host: number, cursor: number): Promise<MessageRow[]> {
  return db.selectFrom('chat_messages').selectAll().where('user_id', '=', host).where('id', '>', cursor)
    .where('talk_id', '!=', FILTERED_TALK_ID).orderBy('id').limit(CHAT_LIMITS.refreshBatch + 1).execute()
}

/** The newest message id of the host's conversations (of all, with null). */
async function newestId(db: Db, host: number | null): Promise<number> {
  let query = db.selectFrom('chat_messages').select((eb) => eb.fn.max('id').as('id'))
  if (host !== null) query = query.where('user_id', '=', host)
  const row = await query.executeTakeFirst()
  return Number(row?.id ?? 0)
}

/** Guests' unread messages in the host's conversations (deleted ones and talk 10011 left out). */
export async function unreadOf(db: Db, host: number): Promise<number> {
  const row = await db.selectFrom('chat_messages').innerJoin('chat_talks', 'chat_talks.talk_id', 'chat_messages.talk_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('chat_messages.user_id', '=', host).where('chat_messages.from_role', '=', 'tenant').where('chat_messages.is_read', '=', 0)
    .where('chat_talks.deleted_at', 'is', null).where('chat_talks.talk_id', '!=', FILTERED_TALK_ID).executeTakeFirstOrThrow()
  return Number(row.n)
}

function findByLocalId(db: Db, talkId: string, role: 'landlord' | 'tenant', localId: string) {
  return db.selectFrom('chat_messages').selectAll().where('talk_id', '=', talkId).where('from_role', '=', role).where('local_id', '=', localId).executeTakeFirst()
}

function toMessage(row: MessageRow, talk: TalkRow): ChatMessage {
  const host = String(talk.user_id)
  const guest = String(talk.guest_id)
  const at = Number(row.created_at)
  return {
    msgId: String(row.id),
    localId: row.local_id,
    talkId: row.talk_id,
    groupId: row.talk_id,
    fromUserId: row.from_role === 'landlord' ? host : guest,
    toUserId: row.from_role === 'landlord' ? guest : host,
    fromRole: row.from_role,
    content: row.content,
    createTime: new Date(at).toISOString().replace('T', ' ').slice(0, 19),
    createTimestamp: at,
    isRead: Number(row.is_read) === 1 ? '1' : '0',
    luId: talk.lu_id,
    status: MESSAGE_STATUS.sent,
    statusText: '',
  }
}

/** A comma-separated list of ids: at most 50, digits only. */
function parseIds(text: string, field: string): string[] {
  const ids = [...new Set(text.split(',').map((part) => part.trim()).filter((part) => part !== ''))]
  if (ids.length > 50 || ids.some((id) => !/^\d{1,9}$/.test(id))) throw invalid('invalidValue', field)
  return ids
}

import type { OrderReminder, OrderVoiceClaim, VoiceSettings } from '../../../domain/alerts/schemas'
import type { Handlers } from '../../handler'
import { forbidden, invalid } from '../../errors'
import { checkOutsideUrl } from '../../outside-address'
import { badgeOf } from './badge'
import { allowedEndpoint, pushPolicyOf, sendPush, statusOf, testPayload, vapidKeys } from './push'
import { callerOf } from '../house/service'
import type { Db } from '../order/repo'

/** The alert sounds the portal plays (public/sounds, precached by the service worker). */
export const VOICE_URL = '/sounds/new-order.mp3'
export const CANCEL_VOICE_URL = '/sounds/order-cancelled.mp3'

export async function voiceSettingsOf(db: Db, userId: number): Promise<VoiceSettings> {
  const row = await db.selectFrom('voice_settings').selectAll().where('user_id', '=', userId).executeTakeFirst()
  return {
    pcNewOrderVoice: row ? Number(row.new_order) === 1 : true,
    pcCancelOrderVoice: row ? Number(row.cancel_order) === 1 : true,
    pcChatVoice: row ? Number(row.chat_message) === 1 : true,
  }
}

/**
 * The order reminder: orders waiting for confirmation (all, hotel, B&B) and the new and
 * cancelled orders not yet announced, with the cursor that claims them. A read only, whatever
 * isAll says (decision 0074): the announced events are claimed by claimVoice.
 */
export async function orderReminder(db: Db, userId: number, now: number): Promise<OrderReminder> {
  const waiting = await db.selectFrom('orders').select(['lodge_business', (eb) => eb.fn.count<number>('order_no').as('n')])
    .where('user_id', '=', userId).where('state', '=', 'waitConfirm').where('confirm_deadline', '>', now).groupBy('lodge_business').execute()
  const count = (kind: string) => Number(waiting.find((w) => w.lodge_business === kind)?.n ?? 0)
  const unread = await db.selectFrom('order_events').select(['kind', 'created_at']).where('user_id', '=', userId).where('voice_read_at', 'is', null).execute()
  const settings = await voiceSettingsOf(db, userId)
  return {
    unreadVoiceNum: unread.filter((e) => e.kind === 'new').length,
    unreadCancelVoiceNum: unread.filter((e) => e.kind === 'cancelled').length,
    ...settings,
    voiceUrl: VOICE_URL,
    cancelVoiceUrl: CANCEL_VOICE_URL,
    totalNum: count('house') + count('store'),
    hotelNum: count('store'),
    homeNum: count('house'),
    voiceCursor: String(unread.reduce((newest, e) => Math.max(newest, Number(e.created_at)), 0)),
  }
}

/**
 * Claims the caller's own unread order events written up to `upTo` (the poll's voiceCursor) in
 * one conditional update: an event is won by exactly one claim, whichever tab or device comes
 * first, and only its host's claims reach it. Answers what this claim won.
 */
export async function claimVoice(db: Db, userId: number, upTo: string, now: number): Promise<OrderVoiceClaim> {
  const won = await db.updateTable('order_events').set({ voice_read_at: now })
    .where('user_id', '=', userId).where('voice_read_at', 'is', null).where('created_at', '<=', Number(upTo))
    .returning('kind').execute()
  return { voiceNum: won.filter((e) => e.kind === 'new').length, cancelVoiceNum: won.filter((e) => e.kind === 'cancelled').length }
}

/** user service: the new-order reminder and the voice settings (decision 0026). */
export const alertHandlers: Handlers = {
  // isAll is the spec's; the poll changes nothing either way (decision 0074)
  getOrderVoice: async (ctx) => {
    const caller = await callerOf(ctx)
    return orderReminder(ctx.db, caller.userId, ctx.now())
  },

  claimOrderVoice: async (ctx, { upTo }) => {
    const caller = await callerOf(ctx)
    return claimVoice(ctx.db, caller.userId, upTo, ctx.now())
  },

  orderVoiceSettings: async (ctx) => {
    const caller = await callerOf(ctx)
    return voiceSettingsOf(ctx.db, caller.userId)
  },

  appBadge: async (ctx) => {
    const caller = await callerOf(ctx)
    return { badge: await badgeOf(ctx.db, caller.userId, ctx.now()) }
  },

  pushKey: async (ctx) => {
    await callerOf(ctx)
    return { publicKey: (await vapidKeys(ctx.db, ctx.now())).publicKey }
  },

  pushSubscribe: async (ctx, input) => {
    const caller = await callerOf(ctx)
    // only the push services' endpoints (decision 0030): the server must not be made to connect elsewhere
    const policy = pushPolicyOf(ctx.config)
    const url = /\s/.test(input.endpoint) ? null : allowedEndpoint(input.endpoint, policy)
    // and no private host as it is stored, the write-time check of every outside address
    if (!url || !checkOutsideUrl(url, policy.allowPrivate)) throw invalid('invalidValue', 'endpoint')
    // an endpoint another host subscribed stays theirs (the same device signed in as another host
    // turns push off and on again: a new endpoint); the upsert updates only the caller's own row
    const values = { p256dh: input.p256dh, auth: input.auth, lang: input.lang, gone_at: null, last_error: null }
    await ctx.db.insertInto('push_subscriptions').values({ endpoint: input.endpoint, user_id: caller.userId, ...values, created_at: ctx.now(), last_success_at: null })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(values).where('push_subscriptions.user_id', '=', caller.userId)).execute()
    const own = await ownSubscription(ctx.db, caller.userId, input.endpoint)
    if (!own) throw forbidden()
    return statusOf(own)
  },

  pushUnsubscribe: async (ctx, { endpoint }) => {
    const caller = await callerOf(ctx)
    await ctx.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).where('user_id', '=', caller.userId).execute()
    return {}
  },

  pushStatus: async (ctx, { endpoint }) => {
    const caller = await callerOf(ctx)
    return statusOf(await ownSubscription(ctx.db, caller.userId, endpoint))
  },

  pushTest: async (ctx, { endpoint }) => {
    const caller = await callerOf(ctx)
    const row = await ownSubscription(ctx.db, caller.userId, endpoint)
    if (!row || row.gone_at !== null) return { sent: false, status: statusOf(row) }
    const sent = await sendPush(ctx.db, row, testPayload(row.lang), ctx.now(), { policy: pushPolicyOf(ctx.config) })
    return { sent, status: statusOf(await ownSubscription(ctx.db, caller.userId, endpoint)) }
  },

  orderVoiceSettingsSet: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const values = {
      new_order: input.pcNewOrderVoice ? 1 : 0, cancel_order: input.pcCancelOrderVoice ? 1 : 0, updated_at: ctx.now(),
      // a client of before the chat's sound leaves it as it is
      ...(input.pcChatVoice === undefined ? {} : { chat_message: input.pcChatVoice ? 1 : 0 }),
    }
    await ctx.db.insertInto('voice_settings').values({ user_id: caller.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute()
    return voiceSettingsOf(ctx.db, caller.userId)
  },
}

async function ownSubscription(db: Db, userId: number, endpoint: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).where('user_id', '=', userId).executeTakeFirst()
}

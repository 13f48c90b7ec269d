import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import {
  ALIPAY_CHECK_WINDOW_MS, ALIPAY_CHECKS_PER_DAY, WECHAT_AUTH_TTL_MS, alipayAccountRefusal, alipayRefusalKey, maskAlipayAccount, maskOpenid,
  normaliseAlipayAccount, sameRealName, wechatAfterAnswer, wechatAuthState,
  type PayoutChannelKind, type WechatAnswer, type WechatRefusal, type WechatStoredState,
} from '../../../domain/payout/channels'
import type { PayoutChannel } from '../../../domain/payout/schemas'
import { channelOf } from './payout-channel-list'
import type { Database } from '../../db/schema'
import { lockKeys } from '../../db/locks'
import { forbidden, invalid, notFound, refused } from '../../errors'
import { withPrepare, type HandlerContext, type Handlers, type Preparation } from '../../handler'
import type { Caller } from '../house/service'
import { rateEventTimes } from '../uic/repo'
import { claimRateEvents } from '../uic/rate-limit'
import { merchantCaller, ownAccount } from './payout'

type Db = Kysely<Database>

/** The rate-event key counting a host's Alipay account checks (decision 0075: claimed before Alipay is asked). */
export function alipayCheckKey(userId: number): string {
  return `alipayCheck:${userId}`
}

/** The caller's approved private account a channel may be added to, and the host's verified real name. */
async function channelTarget(ctx: HandlerContext, id: string): Promise<{ caller: Caller; accountId: string; realName: string }> {
  const caller = await merchantCaller(ctx)
  const account = await ownAccount(ctx.db, caller, id)
  if (account.account_type !== 'private' || account.state !== 'approved') throw refused('channelAccountNotEligible', 'id')
  const realName = caller.user.real_name.trim()
  if (caller.user.landlord_pass !== 1 || caller.user.realname_state !== 'passed' || realName === '') throw refused('channelNeedsRealName')
  return { caller, accountId: account.id, realName }
}

/**
 * Makes WeChat or Alipay a channel of the account, in the caller's transaction: the account's
 * channel of that kind before it is taken off (one of each kind at most).
 */
export async function bindChannel(
  trx: Db,
  input: { userId: number; accountId: string; kind: PayoutChannelKind; realName: string; identifier: string; masked: string },
  now: number,
): Promise<PayoutChannel> {
  await lockKeys(trx, [`payoutChannel:${input.accountId}`])
  await trx.updateTable('payout_channels').set({ removed_at: now })
    .where('account_id', '=', input.accountId).where('kind', '=', input.kind).where('removed_at', 'is', null).execute()
  const row = {
    id: randomUUID(), user_id: input.userId, account_id: input.accountId, kind: input.kind, real_name: input.realName,
    identifier: input.identifier, masked: input.masked, created_at: now, removed_at: null,
  }
  await trx.insertInto('payout_channels').values(row).execute()
  return channelOf(row)
}

/**
 * WeChat's answer to an authorisation (a real provider's notification; the console's `settle
 * wechat-scan|wechat-authorize`): scanned, authorised with the real name and openid, or refused.
 * An authorisation in another name than the host's verified real name is refused (nameMismatch);
 * an authorised one makes the host's WeChat a channel of the account. Throws for an unknown
 * ticket, and for an expired or already decided one (the answer does not apply).
 */
export async function answerWechatAuthorisation(
  db: Db, ticket: string, answer: WechatAnswer, now: number,
): Promise<{ state: WechatStoredState; refusal: WechatRefusal | null; channel: PayoutChannel | null }> {
  return db.transaction().execute(async (trx) => {
    await lockKeys(trx, [`wechatAuth:${ticket}`])
    const row = await trx.selectFrom('wechat_authorisations').selectAll().where('ticket', '=', ticket).executeTakeFirst()
    if (!row) throw new WechatAnswerError(`no authorisation ${ticket}`)
    const user = await trx.selectFrom('users').select(['real_name', 'landlord_pass', 'realname_state']).where('id', '=', row.user_id).executeTakeFirstOrThrow()
    const hostName = user.landlord_pass === 1 && user.realname_state === 'passed' ? user.real_name : ''
    const outcome = wechatAfterAnswer(wechatAuthState(row.state as WechatStoredState, Number(row.expires_at), now), answer, hostName)
    if ('notApplicable' in outcome) {
      throw new WechatAnswerError(outcome.notApplicable === 'expired' ? `authorisation ${ticket} has expired` : `authorisation ${ticket} is already ${row.state}`)
    }
    let channel: PayoutChannel | null = null
    if (outcome.state === 'authorised' && answer.kind === 'authorize') {
      channel = await bindChannel(trx, {
        userId: row.user_id, accountId: row.account_id, kind: 'wechat', realName: answer.realName.trim(),
        identifier: answer.openid, masked: maskOpenid(answer.openid),
      }, now)
    }
    await trx.updateTable('wechat_authorisations').set({
      state: outcome.state, refusal: outcome.refusal, answered_at: now, channel_id: channel?.id ?? null,
      ...(answer.kind === 'authorize' ? { wechat_name: answer.realName.trim() } : {}),
    }).where('ticket', '=', ticket).execute()
    return { state: outcome.state, refusal: outcome.refusal, channel }
  })
}

/** An answer of WeChat's that does not apply (the console says so). */
export class WechatAnswerError extends Error {}

/** The openid WeChat would give: 28 characters, as WeChat's are. */
export function newOpenid(): string {
  return `o${randomBytes(21).toString('base64url')}`
}

/** Registers an account the console's Alipay knows (settle alipay-account). */
export async function registerAlipayAccount(db: Db, account: string, realName: string, now: number): Promise<string> {
  const normalised = normaliseAlipayAccount(account)
  if (alipayAccountRefusal(normalised)) throw new WechatAnswerError(`not an Alipay account (a mainland mobile number or an e-mail): ${account}`)
  await db.insertInto('alipay_console_accounts').values({ account: normalised, real_name: realName.trim(), created_at: now })
    .onConflict((oc) => oc.column('account').doUpdateSet({ real_name: realName.trim(), created_at: now })).execute()
  return normalised
}

type PreparedAlipay = Preparation & { userId: number; accountId: string; account: string; realName: string }

/** finance service: WeChat and Alipay as receiving channels of a private payout account (decision 0083). */
export const payoutChannelHandlers: Handlers = {
  wechatAuthCreate: async (ctx, { id }) => {
    const { caller, accountId } = await channelTarget(ctx, id)
    const now = ctx.now()
    // a letter first: a ticket never reads as an option where it is typed (the console plays WeChat with it)
    const ticket = `wx${randomBytes(18).toString('base64url')}`
    const expiresAt = now + WECHAT_AUTH_TTL_MS
    await ctx.db.insertInto('wechat_authorisations').values({
      ticket, user_id: caller.userId, account_id: accountId, state: 'waiting', refusal: null, wechat_name: null, channel_id: null,
      expires_at: expiresAt, created_at: now, answered_at: null,
    }).execute()
    return { ticket, qrContent: ctx.providers.wechat.qrContent(ticket, expiresAt), expiresAt }
  },

  wechatAuthLoop: async (ctx, { ticket }) => {
    const caller = await merchantCaller(ctx)
    const row = await ctx.db.selectFrom('wechat_authorisations').selectAll().where('ticket', '=', ticket).executeTakeFirst()
    if (!row) throw notFound()
    if (row.user_id !== caller.userId) throw forbidden()
    const state = wechatAuthState(row.state as WechatStoredState, Number(row.expires_at), ctx.now())
    const channel = row.channel_id
      ? await ctx.db.selectFrom('payout_channels').select(['id', 'kind', 'real_name', 'masked', 'created_at']).where('id', '=', row.channel_id).executeTakeFirst()
      : undefined
    return {
      state,
      expiresAt: Number(row.expires_at),
      refusal: state === 'refused' ? (row.refusal as WechatRefusal) : null,
      wechatName: state === 'refused' && row.refusal === 'nameMismatch' ? row.wechat_name : null,
      channel: state === 'authorised' && channel ? channelOf(channel) : null,
    }
  },

  /**
   * Checks the account with Alipay. The account's form and the name (the host's verified real name)
   * are checked first and cost nothing; then one of the host's ALIPAY_CHECKS_PER_DAY checks is
   * claimed (outside the write, so a refusal keeps it) before Alipay is asked. A match becomes the
   * account's Alipay channel.
   */
  alipayAccountCheck: withPrepare<'alipayAccountCheck', PreparedAlipay>(
    async (ctx, input) => {
      const { caller, accountId, realName } = await channelTarget(ctx, input.id)
      const account = normaliseAlipayAccount(input.account)
      const formRefusal = alipayAccountRefusal(account)
      if (formRefusal) throw invalid(formRefusal, 'account')
      if (!sameRealName(input.name, realName)) throw invalid('channelNameNotHost', 'name')
      const now = ctx.now()
      const key = alipayCheckKey(caller.userId)
      await claimRateEvents(ctx.db, [key], now, async (trx) => {
        const checks = (await rateEventTimes(trx, key, now - ALIPAY_CHECK_WINDOW_MS + 1)).length
        if (checks >= ALIPAY_CHECKS_PER_DAY) throw refused('alipayCheckLimit', 'account', { max: ALIPAY_CHECKS_PER_DAY })
      })
      const result = await ctx.providers.alipay.checkAccount(account, realName)
      if (result !== 'matched') throw refused(alipayRefusalKey(result), result === 'nameMismatch' ? 'name' : 'account')
      return { userId: caller.userId, accountId, account, realName, discard: async () => undefined }
    },
    async (ctx, _input, prepared) => {
      const channel = await bindChannel(ctx.db, {
        userId: prepared.userId, accountId: prepared.accountId, kind: 'alipay', realName: prepared.realName,
        identifier: prepared.account, masked: maskAlipayAccount(prepared.account),
      }, ctx.now())
      return { channel }
    },
  ),

  payoutChannelRemove: async (ctx, { id }) => {
    const caller = await merchantCaller(ctx)
    const row = await ctx.db.selectFrom('payout_channels').select(['user_id', 'removed_at']).where('id', '=', id).executeTakeFirst()
    if (!row) throw notFound()
    if (row.user_id !== caller.userId) throw forbidden()
    if (row.removed_at === null) await ctx.db.updateTable('payout_channels').set({ removed_at: ctx.now() }).where('id', '=', id).execute()
    return {}
  },
}

/**
 * Where a withdrawal to this account goes when it names a channel (the wallet): the channel, if it
 * is one of the account's now; else the withdrawal is refused (a channel taken off meanwhile).
 */
export async function withdrawalChannel(db: Db, accountId: string, channelId: string | undefined): Promise<string | null> {
  if (channelId === undefined) return null
  const row = await db.selectFrom('payout_channels').select(['account_id', 'removed_at']).where('id', '=', channelId).executeTakeFirst()
  if (!row || row.account_id !== accountId || row.removed_at !== null) throw refused('withdrawChannelGone', 'accountId')
  return channelId
}

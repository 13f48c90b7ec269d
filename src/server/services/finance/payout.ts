import { randomInt, randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { functionRedirect } from '../../../domain/permissions'
import {
  checkPayoutAccount, parseTransferAmount, PAYOUT_LIMITS, samePayoutDetails, sameTransferSerial, TRANSFER_ATTEMPTS,
  type PayoutAccountValue,
} from '../../../domain/payout/rules'
import { BANKS, bankByName } from '../../../domain/payout/banks'
import { entityOf, oneEntity } from '../../../domain/payout/stores'
import type { PayoutAccountDetail, PayoutAccountDetails, PayoutAccountSummary, PayoutChannel } from '../../../domain/payout/schemas'
import { channelsOfAccounts } from './payout-channel-list'
import { canEditPayoutAccount, nextPayoutState, type PayoutAccountType, type PayoutState } from '../../../domain/payout/states'
import { unitToday } from '../../../domain/calendar/zones'
import type { Database, PayoutAccountsTable } from '../../db/schema'
import { conflict, forbidden, invalid, notFound, refused } from '../../errors'
import { lockKeys } from '../../db/locks'
import { inTransaction } from '../calendar/repo'
import { withPrepare, type Handlers, type HandlerContext, type Preparation } from '../../handler'
import { callerOf, type Caller } from '../house/service'
import { hashPassword } from '../uic/password'
import { clearRateEvents } from '../uic/repo'
import { maskMobile, matchServiceCode, sendServiceCode, useServiceCode } from '../uic/service'

type Row = Selectable<PayoutAccountsTable>

/**
 * Spec 5 Access on the server: a KA merchant is refused kaNoPermission; a mainland landlord off
 * the merchant white list noPermission; with mainlandOnly (payout accounts, the UnionPay wallet)
 * an overseas landlord noPermission too (decision 0052). The portal sends them away with the same keys.
 */
export function requireMerchantAccess(caller: Caller, options: { mainlandOnly: boolean }): void {
  const subject = { isKa: caller.user.is_ka === 1 ? 1 : 0, isInWhiteList: caller.user.merchant_white === 1, isOverSea: caller.user.is_oversea === 1 } as const
  const redirect = functionRedirect(subject, options)
  if (redirect) throw forbidden(redirect.key)
}

export async function merchantCaller(ctx: HandlerContext): Promise<Caller> {
  const caller = await callerOf(ctx)
  requireMerchantAccess(caller, { mainlandOnly: true })
  return caller
}

/** The caller's account: 404 when there is none, 403 when it is another landlord's. */
export async function ownAccount(db: Kysely<Database>, caller: Caller, id: string): Promise<Row> {
  const row = await db.selectFrom('payout_accounts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  if (row.user_id !== caller.userId) throw forbidden()
  return row as Row
}

/** An account as listed; channels: its WeChat and Alipay channels (only an approved private account has any). */
function summaryOf(row: Row, channels: PayoutChannel[] = []): PayoutAccountSummary {
  const details = JSON.parse(row.details) as PayoutAccountDetails
  const card = details.cardNumber.replace(/\s+/g, '')
  return {
    id: row.id,
    accountType: row.account_type as PayoutAccountType,
    state: row.state as PayoutState,
    shortName: details.shortName,
    holderName: details.holderName,
    bankName: details.bankName,
    cardTail: card.slice(-4),
    rejectReason: row.reject_reason,
    hasPassword: row.withdraw_password_hash !== null,
    isDefault: Number(row.is_default) === 1,
    channels,
    version: Number(row.version),
    updatedAt: Number(row.updated_at),
  }
}

/** The rate-event key counting a host's wrong withdrawal passwords (the wallet counts them; a reset clears them). */
export function withdrawPasswordKey(userId: number): string {
  return `withdrawPassword:${userId}`
}

/** SMS scenes of the payout form's codes (decision 0045). */
const SCENES = { reservedPhone: 'payoutPhone', oldPhone: 'payoutOldPhone', resetPassword: 'withdrawReset' } as const

const PHONE_11 = /^1\d{10}$/
const SIX_DIGITS = /^\d{6}$/
const PHOTO_FIELDS = ['licencePhoto', 'orgCodePhoto', 'taxPhoto', 'idFrontPhoto', 'idBackPhoto'] as const

type PreparedSave = Preparation & {
  caller: Caller
  current: Row | undefined
  state: PayoutState
  passwordHash: string | null
  /** Codes matched before the write, used up in it. */
  codes: Array<{ id: number; field: string }>
}

/** finance service: payout (collection) accounts (decisions 0044, 0045). */
export const payoutHandlers: Handlers = {
  merchantList: async (ctx) => {
    const caller = await merchantCaller(ctx)
    const rows = await ctx.db.selectFrom('payout_accounts').selectAll().where('user_id', '=', caller.userId)
      .orderBy('created_at', 'desc').orderBy('id').execute()
    const channels = await channelsOfAccounts(ctx.db, rows.map((row) => row.id))
    return { list: rows.map((row) => summaryOf(row as Row, channels.get(row.id))) }
  },

  merchantDetail: async (ctx, { id }) => {
    const caller = await merchantCaller(ctx)
    const row = await ownAccount(ctx.db, caller, id)
    return {
      ...summaryOf(row, (await channelsOfAccounts(ctx.db, [row.id])).get(row.id)),
      details: JSON.parse(row.details) as PayoutAccountDetails,
      verifiedPhone: row.verified_phone,
      transfer: row.state === 'verificationPending'
        ? { sent: row.transfer_sent_at !== null, attemptsLeft: Math.max(0, TRANSFER_ATTEMPTS - Number(row.transfer_attempts)) }
        : null,
    } satisfies PayoutAccountDetail
  },

  /**
   * Saves a draft or submits. Everything is checked first, outside the write (a wrong code counts
   * even though the save is refused): a submit runs every rule of the form (the first failing
   * field's key), the scans must be the host's own (merchantMediaUpload), the reserved phone needs
   * the code the bank sent to it unless it was proved before, a changed phone also the old one's
   * code; unchanged details are refused payoutInfoUnchanged. The write uses the codes up and stores
   * the withdrawal password as a hash only. An approved account, or one under review, is not
   * changed; a stale version is a 409 with the current account.
   */
  merchantSave: withPrepare<'merchantSave', PreparedSave>(
    async (ctx, input) => {
      const caller = await merchantCaller(ctx)
      const now = ctx.now()
      const current = input.id === undefined ? undefined : await ownAccount(ctx.db, caller, input.id)
      if (current) {
        if (!canEditPayoutAccount(current.state as PayoutState)) throw refused('payoutAccountLocked')
        if (input.version !== undefined && input.version !== Number(current.version)) throw conflict({ version: Number(current.version), value: summaryOf(current) })
        if (current.account_type !== input.details.accountType) throw invalid('invalidValue', 'accountType')
        if (samePayoutDetails(JSON.parse(current.details) as object, input.details) && !resubmitsUnchanged(current, input.submit)) {
          throw refused('payoutInfoUnchanged')
        }
      }
      const prepared: PreparedSave = {
        caller, current, state: (current?.state as PayoutState | undefined) ?? 'creating',
        passwordHash: current?.withdraw_password_hash ?? null, codes: [], discard: async () => undefined,
      }
      if (!input.submit) return prepared
      const value: PayoutAccountValue = {
        ...input.details,
        withdrawPassword: input.withdrawPassword ?? '',
        withdrawPasswordConfirm: input.withdrawPasswordConfirm ?? '',
      }
      // the host's day: the mainland's (payout accounts are for mainland landlords' banks)
      const first = checkPayoutAccount(value, unitToday('CHN', now))[0]
      if (first) throw invalid(first.key, first.field, first.params)
      await requireOwnScans(ctx.db, caller.userId, input.details)
      const next = nextPayoutState(prepared.state, input.details.accountType, 'submit')
      if (!next) throw refused('payoutAccountLocked')
      const phone = input.details.reservedPhone.trim()
      const proved = current?.verified_phone ?? null
      if (proved !== null && proved !== phone) {
        if (!input.oldPhoneCode?.trim()) throw invalid('oldPhoneCodeRequired', 'oldPhoneCode')
        prepared.codes.push({ id: await matchServiceCode(ctx, proved, SCENES.oldPhone, input.oldPhoneCode.trim(), 'oldPhoneCode'), field: 'oldPhoneCode' })
      }
      if (proved !== phone) {
        if (!input.phoneCode?.trim()) throw invalid('required', 'phoneCode')
        prepared.codes.push({ id: await matchServiceCode(ctx, phone, SCENES.reservedPhone, input.phoneCode.trim(), 'phoneCode'), field: 'phoneCode' })
      }
      prepared.state = next
      prepared.passwordHash = await hashPassword(value.withdrawPassword, ctx.ip)
      return prepared
    },
    async (ctx, input, { caller, current, state, passwordHash, codes }) => {
      const now = ctx.now()
      for (const code of codes) await useServiceCode(ctx.db, code.id, now, code.field)
      const details = JSON.stringify(input.details)
      const submitted = input.submit
        ? {
          submitted_at: now, reject_reason: null, verified_phone: input.details.reservedPhone.trim(),
          // a (re)submitted public account waits for a new transfer
          transfer_amount: null, transfer_serial: null, transfer_sent_at: null, transfer_attempts: 0,
        }
        : {}
      if (!current) {
        const id = randomUUID()
        await ctx.db.insertInto('payout_accounts').values({
          id, user_id: caller.userId, account_type: input.details.accountType, state, details,
          withdraw_password_hash: passwordHash, reject_reason: null, version: 0,
          created_at: now, updated_at: now, submitted_at: null, reviewed_at: null, verified_phone: null,
          transfer_amount: null, transfer_serial: null, transfer_sent_at: null, transfer_attempts: 0,
          ...submitted,
        }).execute()
        return { id, state, version: 0 }
      }
      const version = Number(current.version) + 1
      const updated = await ctx.db.updateTable('payout_accounts')
        .set({ state, details, withdraw_password_hash: passwordHash, version, updated_at: now, ...submitted })
        .where('id', '=', current.id).where('version', '=', Number(current.version)).executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw conflict({ version: Number(current.version), value: summaryOf(current) })
      return { id: current.id, state, version }
    },
  ),

  /**
   * A code for the payout form: to the reserved phone typed in it, to the account's proved phone
   * before it changes, or to it for a new withdrawal password. The limits of every code (one a
   * minute: doNotClickTooFrequently; a slide after 3 in 10 minutes; 10 a day) apply per number.
   */
  merchantSendCode: async (ctx, input) => {
    const caller = await merchantCaller(ctx)
    const account = input.id === undefined ? undefined : await ownAccount(ctx.db, caller, input.id)
    let phone: string
    if (input.purpose === 'reservedPhone') {
      phone = (input.phone ?? '').trim()
      if (!phone) throw invalid('required', 'reservedPhone')
      if (!PHONE_11.test(phone)) throw invalid('payoutPhone11', 'reservedPhone')
      if (account && !canEditPayoutAccount(account.state as PayoutState)) throw refused('payoutAccountLocked')
    } else {
      if (!account) throw invalid('required', 'id')
      if (input.purpose === 'resetPassword' && !account.withdraw_password_hash) throw refused('getCodeFailed')
      if (!account.verified_phone) throw refused('getCodeFailed')
      phone = account.verified_phone
    }
    await sendServiceCode(ctx, phone, SCENES[input.purpose], input.slideToken)
    return { sentTo: maskMobile(phone) }
  },

  /** Registers a scan the host uploaded (the upload service's record must be the caller's) for the form's photo fields. */
  merchantMediaUpload: async (ctx, input) => {
    const caller = await merchantCaller(ctx)
    const upload = await ctx.db.selectFrom('uploads').select(['user_id']).where('path', '=', input.url.replace(/^\/+/, '')).executeTakeFirst()
    if (!upload) throw invalid('invalidValue', 'url')
    if (upload.user_id !== caller.userId) throw forbidden()
    const known = await ctx.db.selectFrom('merchant_media').select(['id']).where('user_id', '=', caller.userId)
      .where('url', '=', input.url).executeTakeFirst()
    if (known) return { imageUrl: input.url, imageMediaId: known.id }
    const id = randomUUID()
    await ctx.db.insertInto('merchant_media').values({
      id, user_id: caller.userId, url: input.url, settle_acct_type: input.settleAcctType, created_at: ctx.now(),
    }).execute()
    return { imageUrl: input.url, imageMediaId: id }
  },

  /**
   * The host confirms the bank's small transfer to a public account (amount in yuan as on the
   * statement, serial number). Wrong entries are counted outside the refused write; the third
   * ends the transfer's checks (payVerifyAttemptsLimit) until the bank sends another or the host
   * submits the account again. Before the transfer has come: payTransferDelayed.
   */
  merchantPayValidate: withPrepare<'merchantPayValidate', Preparation & { account: Row }>(
    async (ctx, input) => {
      const caller = await merchantCaller(ctx)
      const account = await ownAccount(ctx.db, caller, input.id)
      if (account.state !== 'verificationPending' || account.account_type !== 'public') throw refused('payoutAccountLocked')
      if (account.transfer_sent_at === null || account.transfer_amount === null || account.transfer_serial === null) throw refused('payTransferDelayed')
      if (Number(account.transfer_attempts) >= TRANSFER_ATTEMPTS) throw refused('payVerifyAttemptsLimit')
      const amount = parseTransferAmount(input.amount)
      if (amount === null) throw invalid('invalidValue', 'amount')
      if (!input.serial.trim()) throw invalid('required', 'serial')
      if (amount !== Number(account.transfer_amount) || !sameTransferSerial(input.serial, account.transfer_serial)) {
        const counted = await ctx.db.updateTable('payout_accounts').set((eb) => ({ transfer_attempts: eb('transfer_attempts', '+', 1) }))
          .where('id', '=', account.id).where('transfer_attempts', '<', TRANSFER_ATTEMPTS).executeTakeFirst()
        const left = TRANSFER_ATTEMPTS - Number(account.transfer_attempts) - 1
        if (Number(counted.numUpdatedRows) !== 1 || left <= 0) throw refused('payVerifyAttemptsLimit')
        throw refused('payVerifyWrong', undefined, { left })
      }
      return { account, discard: async () => undefined }
    },
    async (ctx, _input, { account }) => {
      const next = nextPayoutState(account.state as PayoutState, 'public', 'confirmTransfer')
      if (!next) throw refused('payoutAccountLocked')
      const updated = await ctx.db.updateTable('payout_accounts')
        .set({ state: next, transfer_attempts: 0, updated_at: ctx.now(), version: Number(account.version) + 1 })
        .where('id', '=', account.id).where('state', '=', 'verificationPending').where('transfer_attempts', '<', TRANSFER_ATTEMPTS)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) throw refused('payVerifyAttemptsLimit')
      return { state: next }
    },
  ),

  /** A new withdrawal password with the code sent to the account's proved phone; it clears the day's wrong passwords. */
  merchantResetPassword: withPrepare<'merchantResetPassword', Preparation & { userId: number; accountId: string; codeId: number; hash: string }>(
    async (ctx, input) => {
      const caller = await merchantCaller(ctx)
      const account = await ownAccount(ctx.db, caller, input.id)
      if (!account.withdraw_password_hash || !account.verified_phone) throw refused('getCodeFailed')
      if (!SIX_DIGITS.test(input.withdrawPassword)) throw invalid('withdrawPasswordSixDigits', 'withdrawPassword')
      if (input.withdrawPasswordConfirm !== input.withdrawPassword) throw invalid('withdrawPasswordMismatch', 'withdrawPasswordConfirm')
      const codeId = await matchServiceCode(ctx, account.verified_phone, SCENES.resetPassword, input.code.trim(), 'code')
      return { userId: caller.userId, accountId: account.id, codeId, hash: await hashPassword(input.withdrawPassword, ctx.ip), discard: async () => undefined }
    },
    async (ctx, _input, prepared) => {
      const now = ctx.now()
      await useServiceCode(ctx.db, prepared.codeId, now, 'code')
      await ctx.db.updateTable('payout_accounts').set({ withdraw_password_hash: prepared.hash, updated_at: now })
        .where('id', '=', prepared.accountId).execute()
      await clearRateEvents(ctx.db, withdrawPasswordKey(prepared.userId))
      return {}
    },
  ),

  merchantStoreList: async (ctx) => {
    const caller = await merchantCaller(ctx)
    return { stores: await storesOf(ctx.db, caller.userId) }
  },

  /**
   * Links exactly these stores to the account: every one the caller's hotel with a known
   * operating entity (storeNotReady), all of one entity (storeEntityMismatch); a store linked to
   * another account moves here; the account's stores not named are unlinked.
   */
  merchantLinkStores: async (ctx, { id, hotelIds }) => {
    const caller = await merchantCaller(ctx)
    const account = await ownAccount(ctx.db, caller, id)
    const stores = await storesOf(ctx.db, caller.userId)
    const wanted = [...new Set(hotelIds)]
    const chosen = wanted.map((hotelId) => {
      const store = stores.find((s) => s.hotelId === hotelId)
      if (!store) throw notFound()
      if (!store.entity) throw refused('storeNotReady', hotelId)
      return store
    })
    if (!oneEntity(chosen.map((store) => store.entity!))) throw refused('storeEntityMismatch', 'hotelIds')
    const now = ctx.now()
    const moved = chosen.filter((store) => store.accountId !== null && store.accountId !== account.id).map((store) => store.hotelId)
    await ctx.db.deleteFrom('payout_store_links').where('account_id', '=', account.id).execute()
    if (wanted.length > 0) await ctx.db.deleteFrom('payout_store_links').where('hotel_id', 'in', wanted).execute()
    for (const hotelId of wanted) {
      await ctx.db.insertInto('payout_store_links').values({ hotel_id: hotelId, account_id: account.id, user_id: caller.userId, linked_at: now }).execute()
    }
    return { linked: wanted, moved }
  },

  merchantSetDefault: async (ctx, { id }) => {
    const caller = await merchantCaller(ctx)
    const row = await ownAccount(ctx.db, caller, id)
    if (row.state !== 'approved') throw refused('payoutDefaultNotApproved', 'id')
    await inTransaction(ctx.db, async (trx) => {
      // one default per host, whatever two devices ask at once
      await lockKeys(trx, [`payoutDefault:${caller.userId}`])
      await trx.updateTable('payout_accounts').set({ is_default: 0 }).where('user_id', '=', caller.userId).where('id', '!=', id).execute()
      await trx.updateTable('payout_accounts').set({ is_default: 1 }).where('id', '=', id).execute()
    })
    const rows = await ctx.db.selectFrom('payout_accounts').selectAll().where('user_id', '=', caller.userId).orderBy('created_at', 'desc').orderBy('id').execute()
    const channels = await channelsOfAccounts(ctx.db, rows.map((r) => r.id))
    return { list: rows.map((r) => summaryOf(r as Row, channels.get(r.id))) }
  },

  bankList: async (ctx) => {
    await merchantCaller(ctx)
    return { list: BANKS.map((bank) => ({ ...bank })) }
  },

  bankBranchList: async (ctx, input) => {
    await merchantCaller(ctx)
    if (!bankByName(input.bankName)) return { list: [] }
    let query = ctx.db.selectFrom('bank_branches').select(['name']).where('bank_name', '=', input.bankName).where('city', '=', input.city)
    const keyword = input.keyword?.trim()
    if (keyword) query = query.where('name', 'like', `%${keyword.replace(/[%_\\]/g, '')}%`)
    const rows = await query.orderBy('name').limit(50).execute()
    return { list: rows.map((row) => row.name) }
  },
}

/** A resubmit of unchanged details still makes sense when a public account's transfer checks ran out. */
function resubmitsUnchanged(current: Row, submit: boolean): boolean {
  if (!submit) return false
  if (current.state === 'creating') return true
  return current.state === 'verificationPending' && Number(current.transfer_attempts) >= TRANSFER_ATTEMPTS
}

/** Every scan of the form must be one the host registered through merchantMediaUpload. */
async function requireOwnScans(db: Kysely<Database>, userId: number, details: PayoutAccountDetails): Promise<void> {
  const urls = PHOTO_FIELDS.map((field) => details[field]).filter((url) => url !== '')
  if (urls.length === 0) return
  const known = new Set((await db.selectFrom('merchant_media').select(['url']).where('user_id', '=', userId).where('url', 'in', urls).execute()).map((row) => row.url))
  const stranger = PHOTO_FIELDS.find((field) => details[field] !== '' && !known.has(details[field]))
  if (stranger) throw invalid('invalidValue', stranger)
}

/**
 * The bank's small transfer to a public account waiting for it (the console plays the bank): an
 * amount of 0.01-0.99 yuan and a serial number, and the entries counted from zero again.
 */
export async function sendPayoutTransfer(
  db: Kysely<Database>, id: string, now: number, given: { amount?: number; serial?: string } = {},
): Promise<{ userId: number; amount: number; serial: string; shortName: string }> {
  const row = await db.selectFrom('payout_accounts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new Error(`no payout account ${id}`)
  if (row.state !== 'verificationPending' || row.account_type !== 'public') throw new Error(`payout account ${id} is ${row.state} (${row.account_type}): no transfer is waited for`)
  const amount = given.amount ?? randomInt(1, 100)
  const serial = given.serial ?? Array.from({ length: 6 }, () => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[randomInt(0, 32)]).join('')
  await db.updateTable('payout_accounts').set({ transfer_amount: amount, transfer_serial: serial, transfer_sent_at: now, transfer_attempts: 0, updated_at: now })
    .where('id', '=', id).execute()
  return { userId: row.user_id, amount, serial, shortName: (JSON.parse(row.details) as PayoutAccountDetails).shortName }
}

/** Staff's review (the console): approve or reject an account under review, with a reason for a rejection. */
export async function reviewPayoutAccount(
  db: Kysely<Database>, id: string, decision: 'approve' | 'reject', reason: string | null, now: number,
): Promise<{ userId: number; state: PayoutState; shortName: string }> {
  const row = await db.selectFrom('payout_accounts').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) throw new Error(`no payout account ${id}`)
  const next = nextPayoutState(row.state as PayoutState, row.account_type as PayoutAccountType, decision)
  if (!next) throw new Error(`payout account ${id} is ${row.state}: it cannot be ${decision}d`)
  if (decision === 'reject' && !reason?.trim()) throw new Error('a rejection needs a reason')
  await db.updateTable('payout_accounts').set({
    state: next, reject_reason: decision === 'reject' ? reason!.trim() : null, reviewed_at: now, updated_at: now,
    version: Number(row.version) + 1,
  }).where('id', '=', id).execute()
  // a host's first approved account is its default
  if (next === 'approved') {
    const hasDefault = await db.selectFrom('payout_accounts').select('id').where('user_id', '=', row.user_id).where('is_default', '=', 1).executeTakeFirst()
    if (!hasDefault) await db.updateTable('payout_accounts').set({ is_default: 1 }).where('id', '=', id).execute()
  }
  const details = JSON.parse(row.details) as PayoutAccountDetails
  const branch = details.bankBranch.trim()
  if (next === 'approved' && bankByName(details.bankName) && branch && [...branch].length <= PAYOUT_LIMITS.bankBranch.max) {
    await db.insertInto('bank_branches').values({ bank_name: details.bankName, city: details.bankCity.trim(), name: branch, created_at: now })
      .onConflict((oc) => oc.doNothing()).execute()
  }
  return { userId: row.user_id, state: next, shortName: details.shortName }
}

/** The caller's stores (hotels, not deleted) with their operating entity and linked account. */
async function storesOf(db: Kysely<Database>, userId: number) {
  const hotels = await db.selectFrom('listings').select(['lu_id', 'steps']).where('user_id', '=', userId).where('kind', '=', 'hotel')
    .where('deleted_at', 'is', null).orderBy('created_at').orderBy('lu_id').execute()
  const links = await db.selectFrom('payout_store_links').innerJoin('payout_accounts', 'payout_accounts.id', 'payout_store_links.account_id')
    .select(['payout_store_links.hotel_id', 'payout_accounts.id', 'payout_accounts.details']).where('payout_store_links.user_id', '=', userId).execute()
  const linkOf = new Map(links.map((link) => [link.hotel_id, link]))
  return hotels.map((row) => {
    const steps = JSON.parse(row.steps) as { hotelInfo?: { name: string }; qualify?: Parameters<typeof entityOf>[0] }
    const link = linkOf.get(row.lu_id)
    return {
      hotelId: row.lu_id,
      name: steps.hotelInfo?.name ?? '',
      entity: entityOf(steps.qualify),
      accountId: link?.id ?? null,
      accountName: link ? (JSON.parse(link.details) as PayoutAccountDetails).shortName : null,
    }
  })
}

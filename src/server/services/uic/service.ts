import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { LoginResult } from '../../../domain/endpoints'
import { canonicalMobile, normalizeMobile, validateMobile } from '../../../domain/validators/mobile'
import { validatePassword } from '../../../domain/validators/password'
import { validateSmsCode } from '../../../domain/validators/sms-code'
import { validateEmail } from '../../../domain/validators/email'
import { initialNickname } from '../../../domain/profile/display-name'
import type { Database, UserRow } from '../../db/schema'
import { Busy, invalid, refused, Refusal } from '../../errors'
import type { HandlerContext } from '../../handler'
import { hashPassword, verifyPassword } from './password'
import {
  claimLoginAttempt, clearLoginFailures, loginFailureKeys, runClaimed, takeSendSlot, tooMany,
} from './rate-limit'
import {
  consumeCode, findUserByEmail, findUserByMobile, insertCode, insertUser, latestCode, claimCodeAttempt, burnCode,
  revokeUserSessions, setPasswordHash,
} from './repo'
import { openSession } from './sessions'
import { isUniqueViolation } from '../../db/errors'

export const CODE_MAX_ATTEMPTS = 5
export const DOMESTIC_CALLING_CODES: readonly string[] = ['86', '852', '853', '886']

export type SmsScene = 'login' | 'register' | 'resetPassword'
type Channel = 'sms' | 'email'
type MobileInput = { mobile: string; countryCode: string }
export type SignedIn = LoginResult & { expiresAt: number }

// ---- codes ----

export async function sendSmsCode(ctx: HandlerContext, input: MobileInput & { scene: SmsScene; slideToken?: string }): Promise<void> {
  const { mobile, countryCode, target } = checkMobile(input)
  const user = await findUserByMobile(ctx.db, countryCode, mobile)
  if (input.scene === 'register' && user) throw refused('numberRegistered', 'mobile')
  if (input.scene === 'resetPassword' && !user) throw refused('mobileNotRegistered', 'mobile')
  const code = await issueCode(ctx, 'sms', target, input.scene, input.slideToken)
  await ctx.providers.sms.send({ target, scene: input.scene, code, body: smsBody(code, ctx.config.codeTtlMs) })
}

export async function sendResetEmail(ctx: HandlerContext, input: { email: string; slideToken?: string }): Promise<void> {
  const email = checkEmail(input.email)
  if (!(await findUserByEmail(ctx.db, email))) throw refused('emailNotRegistered', 'email')
  const code = await issueCode(ctx, 'email', email, 'resetPassword', input.slideToken)
  await ctx.providers.email.send({ target: email, scene: 'resetPassword', code, body: emailBody(code, ctx.config.codeTtlMs) })
}

/**
 * A code for another service's check (the payout form's reserved phone, a new withdrawal
 * password) sent to a mainland number, under the same limits as every code.
 */
export async function sendServiceCode(ctx: HandlerContext, mobile: string, scene: string, slideToken: string | undefined): Promise<string> {
  const target = smsTarget('86', mobile)
  await sendCodeTo(ctx, 'sms', target, scene, slideToken)
  return target
}

/** A code to any number or address (`target` as smsTarget or a lower-cased e-mail), under the same limits as every code. */
export async function sendCodeTo(ctx: HandlerContext, channel: Channel, target: string, scene: string, slideToken: string | undefined): Promise<void> {
  const code = await issueCode(ctx, channel, target, scene, slideToken)
  const body = channel === 'sms' ? smsBody(code, ctx.config.codeTtlMs) : codeEmailBody(code, ctx.config.codeTtlMs)
  await ctx.providers[channel].send({ target, scene, code, body })
}

/**
 * Checks a code sent by sendServiceCode, outside the caller's write (a wrong one counts even
 * though the write is refused): its id, to be used up with useServiceCode in that write. A
 * refusal names `field`.
 */
export async function matchServiceCode(ctx: HandlerContext, mobile: string, scene: string, code: string, field: string): Promise<number> {
  return matchCodeTo(ctx, 'sms', smsTarget('86', mobile), scene, code, field)
}

/** matchServiceCode for a code sent by sendCodeTo. */
export async function matchCodeTo(ctx: HandlerContext, channel: Channel, target: string, scene: string, code: string, field: string): Promise<number> {
  try {
    checkCodeFormat(code)
    return await matchCode(ctx.db, channel, target, scene, code, ctx.now())
  } catch (error) {
    if (error instanceof Refusal) throw new Refusal(error.status, error.key, field, error.params)
    throw error
  }
}

/** Uses up a matched code in the caller's write: a code used meanwhile refuses codeExpired. */
export async function useServiceCode(db: Kysely<Database>, codeId: number, now: number, field: string): Promise<void> {
  if (!(await consumeCode(db, codeId, now))) throw refused('codeExpired', field)
}

// ---- sign-in ----

/**
 * Signs in with a login code, making the account when the number has none. `alongside` runs in
 * the same transaction once the code is used (a first social sign-in binds its account there).
 */
export async function quickLogin(
  ctx: HandlerContext,
  input: MobileInput & { code: string; slideToken?: string },
  alongside?: (trx: Kysely<Database>, user: UserRow) => Promise<void>,
): Promise<SignedIn> {
  const { mobile, countryCode, target } = checkMobile(input)
  checkCodeFormat(input.code)
  const failureKeys = loginFailureKeys(target, ctx.ip)
  const attempt = await claimLoginAttempt(ctx.db, failureKeys, ctx.now(), input.slideToken)
  const codeId = await runClaimed(attempt, () => matchCode(ctx.db, 'sms', target, 'login', input.code, ctx.now()), () => false)
    .catch((error: unknown) => {
      throw attempt.delaysIfWrong && !(error instanceof Busy) ? tooMany('tooManyRequests') : error
    })
  const existing = await findUserByMobile(ctx.db, countryCode, mobile)
  const user = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, codeId, ctx.now()))) throw refused('codeExpired', 'code')
    const found = existing ?? (await createUser(trx, mobile, countryCode, null, ctx.now()))
    if (alongside) await alongside(trx, found)
    return found
  })
  await clearLoginFailures(ctx.db, failureKeys)
  return signIn(ctx, user, existing === undefined)
}

export async function passwordLogin(ctx: HandlerContext, input: MobileInput & { password: string; slideToken?: string }): Promise<SignedIn> {
  const { mobile, countryCode, target } = checkMobile(input)
  if (input.password === '') throw invalid('required', 'password')
  const failureKeys = loginFailureKeys(target, ctx.ip)
  const attempt = await claimLoginAttempt(ctx.db, failureKeys, ctx.now(), input.slideToken)
  const user = await findUserByMobile(ctx.db, countryCode, mobile)
  const ok = await runClaimed(attempt, async () => (user?.password_hash ? verifyPassword(input.password, user.password_hash, ctx.ip) : false), (right) => !right)
  if (!user || !ok) {
    // Unknown number and wrong password answer alike, so the answer reveals no account.
    if (attempt.delaysIfWrong) throw tooMany('tooManyRequests')
    throw refused('wrongPassword', 'password')
  }
  await clearLoginFailures(ctx.db, failureKeys)
  return signIn(ctx, user, false)
}

export async function register(
  ctx: HandlerContext,
  input: MobileInput & { code: string; password: string; slideToken?: string },
): Promise<SignedIn> {
  const { mobile, countryCode, target } = checkMobile(input)
  checkCodeFormat(input.code)
  checkNewPassword(input.password)
  if (await findUserByMobile(ctx.db, countryCode, mobile)) throw refused('numberRegistered', 'mobile')
  const codeId = await matchCode(ctx.db, 'sms', target, 'register', input.code, ctx.now())
  const passwordHash = await hashPassword(input.password, ctx.ip)
  const user = await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, codeId, ctx.now()))) throw refused('codeExpired', 'code')
    if (await findUserByMobile(trx, countryCode, mobile)) throw refused('registering', 'mobile')
    return createUser(trx, mobile, countryCode, passwordHash, ctx.now())
  })
  return signIn(ctx, user, true)
}

export async function checkMobileExists(ctx: HandlerContext, input: MobileInput): Promise<boolean> {
  const { mobile, countryCode } = checkMobile(input)
  return (await findUserByMobile(ctx.db, countryCode, mobile)) !== undefined
}

// ---- password reset ----

export async function resetPasswordBySms(
  ctx: HandlerContext,
  input: MobileInput & { code: string; password: string },
): Promise<void> {
  const { mobile, countryCode, target } = checkMobile(input)
  checkCodeFormat(input.code)
  checkNewPassword(input.password)
  const user = await findUserByMobile(ctx.db, countryCode, mobile)
  if (!user) throw refused('mobileNotRegistered', 'mobile')
  const codeId = await matchCode(ctx.db, 'sms', target, 'resetPassword', input.code, ctx.now())
  await resetPassword(ctx, user, codeId, input.password)
}

export async function resetPasswordByEmail(ctx: HandlerContext, input: { email: string; code: string; password: string }): Promise<void> {
  const email = checkEmail(input.email)
  checkCodeFormat(input.code)
  checkNewPassword(input.password)
  const user = await findUserByEmail(ctx.db, email)
  if (!user) throw refused('emailNotRegistered', 'email')
  const codeId = await matchCode(ctx.db, 'email', email, 'resetPassword', input.code, ctx.now())
  await resetPassword(ctx, user, codeId, input.password)
}

// ---- helpers ----

/** '138****0001' for 11-digit numbers; other lengths keep their first 3 and last 2-4 digits. */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 4) return '*'.repeat(mobile.length)
  const tail = mobile.length >= 10 ? 4 : 2
  const head = Math.min(3, mobile.length - tail - 1)
  return mobile.slice(0, head) + '*'.repeat(mobile.length - head - tail) + mobile.slice(-tail)
}

export function smsTarget(countryCode: string, mobile: string): string {
  return `+${countryCode} ${mobile}`
}

function smsBody(code: string, ttlMs: number): string {
  return `[HostPortal] Your code is ${code}, valid for ${Math.round(ttlMs / 60_000)} minutes.`
}

function codeEmailBody(code: string, ttlMs: number): string {
  const minutes = Math.round(ttlMs / 60_000)
  return [
    `Your code is ${code}, valid for ${minutes} minutes. If you did not ask to add this address to your host account, ignore this e-mail.`,
    `您的验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
  ].join('\n')
}

function emailBody(code: string, ttlMs: number): string {
  const minutes = Math.round(ttlMs / 60_000)
  return [
    `HostPortal password reset / 重置密码`,
    ``,
    `Your code is ${code}, valid for ${minutes} minutes. If you did not ask to reset your password, ignore this e-mail.`,
    `您的验证码是 ${code}，${minutes} 分钟内有效。如非本人操作，请忽略本邮件。`,
  ].join('\n')
}

export function checkMobile(input: MobileInput): { mobile: string; countryCode: string; target: string } {
  const mobile = normalizeMobile(input.mobile)
  const countryCode = input.countryCode.trim().replace(/^\+/, '')
  if (mobile === '') throw invalid('PleaseEnterMobileNumber', 'mobile')
  if (!/^[0-9]{1,4}$/.test(countryCode)) throw invalid('invalidValue', 'countryCode')
  const key = validateMobile(mobile, countryCode)
  if (key) throw invalid(key, 'mobile')
  const stored = canonicalMobile(mobile, countryCode)
  return { mobile: stored, countryCode, target: smsTarget(countryCode, stored) }
}

export function checkEmail(value: string): string {
  const email = value.trim().toLowerCase()
  const key = validateEmail(email)
  if (key) throw invalid(key, 'email')
  return email
}

function checkCodeFormat(code: string): void {
  const key = validateSmsCode(code)
  if (key) throw invalid(key, 'code')
}

function checkNewPassword(password: string): void {
  const key = validatePassword(password)
  if (key) throw invalid(key, 'password')
}

async function issueCode(ctx: HandlerContext, channel: Channel, target: string, scene: string, slideToken: string | undefined): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const now = ctx.now()
  await ctx.db.transaction().execute(async (trx) => {
    await takeSendSlot(trx, target, now, slideToken)
    await insertCode(trx, { channel, target, scene, codeHash: codeHash(target, scene, code), createdAt: now, expiresAt: now + ctx.config.codeTtlMs })
  })
  return code
}

/**
 * The id of the newest code for target and scene when `code` matches it; refuses with
 * codeExpired (used, burnt or past its 5 minutes) or wrongCode (no code sent, or it differs:
 * the 5th wrong attempt burns the code).
 */
async function matchCode(db: Kysely<Database>, channel: Channel, target: string, scene: string, code: string, now: number): Promise<number> {
  const row = await latestCode(db, channel, target, scene)
  if (!row) throw refused('wrongCode', 'code')
  if (row.consumed_at !== null || Number(row.expires_at) <= now) throw refused('codeExpired', 'code')
  // a claim made in the write's transaction would be rolled back by the refusal it causes
  if (db.isTransaction) throw new Error('codes are guessed outside the write\'s transaction (in a prepare phase)')
  // the guess is claimed before it is compared (a right one too: the code is used next), so a
  // burst of guesses is judged as one by one: CODE_MAX_ATTEMPTS compared at most
  const attempt = await claimCodeAttempt(db, row.id, CODE_MAX_ATTEMPTS, now)
  if (attempt === null) throw refused('codeExpired', 'code')
  const expected = Buffer.from(row.code_hash, 'hex')
  const actual = Buffer.from(codeHash(target, scene, code), 'hex')
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    if (attempt >= CODE_MAX_ATTEMPTS) await burnCode(db, row.id, now)
    throw refused('wrongCode', 'code')
  }
  return row.id
}

function codeHash(target: string, scene: string, code: string): string {
  return createHash('sha256').update(`${target}\n${scene}\n${code}`, 'utf8').digest('hex')
}

async function resetPassword(ctx: HandlerContext, user: UserRow, codeId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password, ctx.ip)
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeCode(trx, codeId, ctx.now()))) throw refused('codeExpired', 'code')
    await setPasswordHash(trx, user.id, passwordHash)
    await revokeUserSessions(trx, user.id, ctx.now())
  })
}

/** Inserts the account; a concurrent registration of the same number answers 'registering'. */
async function createUser(db: Kysely<Database>, mobile: string, countryCode: string, passwordHash: string | null, now: number) {
  try {
    return await insertUserRow(db, mobile, countryCode, passwordHash, now)
  } catch (error) {
    if (isUniqueViolation(error)) throw refused('registering', 'mobile')
    throw error
  }
}


function insertUserRow(db: Kysely<Database>, mobile: string, countryCode: string, passwordHash: string | null, now: number) {
  const masked = maskMobile(mobile)
  // A number outside mainland China, Hong Kong, Macau and Taiwan marks an overseas landlord
  // (passport verification, guest chat); those four publish "domestic" listings (portal spec 2).
  const isOverSea = !DOMESTIC_CALLING_CODES.includes(countryCode)
  return insertUser(db, {
    // the nickname guests see: an overseas host chooses its own (decision 0069)
    mobile, country_code: countryCode, email: null, password_hash: passwordHash, user_name: masked,
    nick_name: initialNickname(isOverSea, masked),
    is_oversea: isOverSea ? 1 : 0,
    white_user: 0, is_ka: 0, merchant_white: 0, landlord_pass: 0, need_check: 1, realname_state: 'none',
    real_name: '', id_card_no: '', passport_no: '', city_id: null, housekeeper_id: null, created_at: now,
  })
}

export async function signIn(ctx: HandlerContext, user: UserRow, isNew: boolean): Promise<SignedIn> {
  const session = await openSession(ctx.db, user.id, ctx.now(), ctx.config.sessionTtlMs)
  return {
    userId: String(user.id), userName: user.user_name, sessId: session.sessId, xztoken: session.xztoken,
    mobile: user.mobile, nickName: user.nick_name, isNew, expiresAt: session.expiresAt,
  }
}

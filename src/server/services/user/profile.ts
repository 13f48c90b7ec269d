import type { Kysely } from 'kysely'
import { maskIdCard } from '../../../domain/validators/id-card'
import type { PersonalInfo } from '../../../domain/profile/endpoints'
import { checkContactName, checkNickname, PROFILE_CODE_SCENES, SOCIAL_PROVIDERS } from '../../../domain/profile/rules'
import type { SocialProvider } from '../../../domain/profile/rules'
import type { Database, UserRow, UserUpdate } from '../../db/schema'
import { conflict, forbidden, invalid, refused } from '../../errors'
import { withPrepare } from '../../handler'
import type { HandlerContext, Handlers, Preparation, SessionUser } from '../../handler'
import { filesBase, uploadPathFromUrl, UPLOAD_DIRS } from '../general/image-upload'
import type { UploadDir } from '../general/image-upload'
import { findUploadByPath } from '../general/repo'
import { findUserByEmail, findUserByMobile, consumeCode } from '../uic/repo'
import { checkEmail, checkMobile, maskMobile, matchCodeTo, sendCodeTo, smsTarget } from '../uic/service'
import { findUser } from './repo'
import { maskPassportNo, realNameState } from './service'
import { isUniqueViolation } from '../../db/errors'

/** Codes a prepare phase matched (none: the change was applied already), used up by the write. */
type CodesMatched = Preparation & { codeIds: number[] }
const nothing = async () => undefined

/**
 * The host's personal information (setting/userinfo; issue 18, decision 0061): nickname, avatar
 * and alternate contact with a version; the phone changed with a code to the old number and one
 * to the new; an e-mail address bound with a code; social accounts unbound. Every write is the
 * caller's own and answers the whole information, so the screen shows what the server holds.
 */
export const profileHandlers: Handlers = {
  personalInfoGet: async (ctx) => personalInfoOf(ctx, await own(ctx)),

  personalInfoEdit: async (ctx, input) => {
    const user = await own(ctx)
    const nickName = input.nickName.trim()
    const nickProblem = checkNickname(nickName)
    if (nickProblem) throw invalid(nickProblem.key, 'nickName', nickProblem.params)
    const avatar = input.avatarUrl.trim() === '' ? null : await ownAvatar(ctx.db, user.id, input.avatarUrl)
    const alternate = checkAlternate(input)
    const changes: UserUpdate = {
      nick_name: nickName,
      avatar_url: avatar?.path ?? null, avatar_width: avatar?.width ?? null, avatar_height: avatar?.height ?? null,
      alternate_name: alternate?.name ?? null, alternate_mobile: alternate?.mobile ?? null, alternate_country_code: alternate?.countryCode ?? null,
    }
    // the same information again (a retry, or a save without a change) is no edit: it answers what is held
    if (sameProfile(user, changes)) return personalInfoOf(ctx, user)
    const result = await ctx.db
      .updateTable('users')
      .set((eb) => ({ ...changes, profile_version: eb('profile_version', '+', 1) }))
      .where('id', '=', user.id)
      .where('profile_version', '=', input.version)
      .executeTakeFirst()
    const now = await own(ctx)
    if (Number(result.numUpdatedRows) === 0) throw conflict({ version: now.profile_version, value: await personalInfoOf(ctx, now) })
    return personalInfoOf(ctx, now)
  },

  phoneChangeCodeOld: async (ctx, { slideToken }) => {
    const user = await own(ctx)
    await sendCodeTo(ctx, 'sms', smsTarget(user.country_code, user.mobile), PROFILE_CODE_SCENES.phoneOld, slideToken)
    return { sentTo: maskMobile(user.mobile) }
  },

  phoneChangeCodeNew: async (ctx, input) => {
    const user = await own(ctx)
    const next = checkMobile(input)
    if (next.mobile === user.mobile && next.countryCode === user.country_code) throw invalid('phoneUnchanged', 'mobile')
    if (await findUserByMobile(ctx.db, next.countryCode, next.mobile)) throw refused('numberRegistered', 'mobile')
    await sendCodeTo(ctx, 'sms', next.target, PROFILE_CODE_SCENES.phoneNew, input.slideToken)
    return { sentTo: maskMobile(next.mobile) }
  },

  /** Both codes are guessed in the prepare phase: a wrong guess stays counted though the call is refused. */
  phoneChange: withPrepare<'phoneChange', CodesMatched>(
    async (ctx, input) => {
      const user = await own(ctx)
      const next = checkMobile(input)
      // sent again after it applied (the answer was lost): the number is already the new one
      if (next.mobile === user.mobile && next.countryCode === user.country_code) return { codeIds: [], discard: nothing }
      if (input.oldCode.trim() === '') throw invalid('oldPhoneCodeRequired', 'oldCode')
      if (await findUserByMobile(ctx.db, next.countryCode, next.mobile)) throw refused('numberRegistered', 'mobile')
      const oldCodeId = await matchCodeTo(ctx, 'sms', smsTarget(user.country_code, user.mobile), PROFILE_CODE_SCENES.phoneOld, input.oldCode.trim(), 'oldCode')
      const newCodeId = await matchCodeTo(ctx, 'sms', next.target, PROFILE_CODE_SCENES.phoneNew, input.code.trim(), 'code')
      return { codeIds: [oldCodeId, newCodeId], discard: nothing }
    },
    async (ctx, input, { codeIds: [oldCodeId, newCodeId] }) => {
      const user = await own(ctx)
      if (oldCodeId === undefined || newCodeId === undefined) return personalInfoOf(ctx, user)
      const next = checkMobile(input)
      try {
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await consumeCode(trx, oldCodeId, ctx.now()))) throw refused('codeExpired', 'oldCode')
          if (!(await consumeCode(trx, newCodeId, ctx.now()))) throw refused('codeExpired', 'code')
          // the masked number stays the user name when the host never chose another nickname
          const names = user.nick_name === maskMobile(user.mobile) ? { nick_name: maskMobile(next.mobile) } : {}
          await trx.updateTable('users')
            .set({ mobile: next.mobile, country_code: next.countryCode, user_name: maskMobile(next.mobile), ...names })
            .where('id', '=', user.id).where('mobile', '=', user.mobile).execute()
        })
      } catch (error) {
        // another account took the number between the check and the write
        if (isUniqueViolation(error)) throw refused('numberRegistered', 'mobile')
        throw error
      }
      return personalInfoOf(ctx, await own(ctx))
    },
  ),

  emailCodeSend: async (ctx, input) => {
    const user = await own(ctx)
    const email = checkEmail(input.email)
    if (user.email === email) throw invalid('emailUnchanged', 'email')
    const holder = await findUserByEmail(ctx.db, email)
    if (holder && holder.id !== user.id) throw refused('emailBound', 'email')
    await sendCodeTo(ctx, 'email', email, PROFILE_CODE_SCENES.email, input.slideToken)
    return { sentTo: email }
  },

  /** The code is guessed in the prepare phase: a wrong guess stays counted though the call is refused. */
  emailCodeCheck: withPrepare<'emailCodeCheck', CodesMatched>(
    async (ctx, input) => {
      const user = await own(ctx)
      const email = checkEmail(input.email)
      if (user.email === email) return { codeIds: [], discard: nothing }
      const holder = await findUserByEmail(ctx.db, email)
      if (holder && holder.id !== user.id) throw refused('emailBound', 'email')
      return { codeIds: [await matchCodeTo(ctx, 'email', email, PROFILE_CODE_SCENES.email, input.code.trim(), 'code')], discard: nothing }
    },
    async (ctx, input, { codeIds: [codeId] }) => {
      const user = await own(ctx)
      if (codeId === undefined) return personalInfoOf(ctx, user)
      const email = checkEmail(input.email)
      try {
        await ctx.db.transaction().execute(async (trx) => {
          if (!(await consumeCode(trx, codeId, ctx.now()))) throw refused('codeExpired', 'code')
          await trx.updateTable('users').set({ email }).where('id', '=', user.id).execute()
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw refused('emailBound', 'email')
        throw error
      }
      return personalInfoOf(ctx, await own(ctx))
    },
  ),

  socialUnbind: async (ctx, { provider }) => {
    const user = await own(ctx)
    // unbinding what is not bound (a retry) changes nothing and answers the same
    await ctx.db.deleteFrom('social_bindings').where('user_id', '=', user.id).where('provider', '=', provider).execute()
    return personalInfoOf(ctx, user)
  },
}

/** The whole personal information as the screen shows it. */
export async function personalInfoOf(ctx: Pick<HandlerContext, 'db' | 'config' | 'hono'>, user: UserRow): Promise<PersonalInfo> {
  const origin = new URL(ctx.hono.req.url).origin
  const social = await ctx.db.selectFrom('social_bindings').select(['provider', 'nick_name', 'bound_at'])
    .where('user_id', '=', user.id).orderBy('bound_at').execute()
  const overseas = user.is_oversea === 1
  const photos = overseas ? await verificationPhotos(ctx.db, user.id) : {}
  const url = (path: string) => `${filesBase(ctx.config, origin, dirOf(path))}/${path}`
  return {
    userId: String(user.id),
    nickName: user.nick_name,
    avatar: user.avatar_url ? { url: url(user.avatar_url), width: user.avatar_width ?? 0, height: user.avatar_height ?? 0 } : null,
    mobile: user.mobile,
    countryCode: user.country_code,
    alternate: user.alternate_mobile
      ? { name: user.alternate_name ?? '', mobile: user.alternate_mobile, countryCode: user.alternate_country_code ?? '86' }
      : null,
    email: user.email,
    isOverSea: overseas,
    realNameState: realNameState(user),
    realName: user.real_name,
    idCardNo: user.id_card_no === '' ? '' : maskIdCard(user.id_card_no),
    passportNo: user.passport_no === '' ? '' : maskPassportNo(user.passport_no),
    passportPhoto: photos.passport ? { url: url(photos.passport) } : null,
    selfie: photos.selfie ? { url: url(photos.selfie) } : null,
    social: social.flatMap((row) => {
      const provider = SOCIAL_PROVIDERS.find((p) => p === row.provider)
      return provider ? [{ provider, nickName: row.nick_name, boundAt: Number(row.bound_at) }] : []
    }),
    version: user.profile_version,
  }
}

/** A social account bound to a host (the console plays the provider's sign-in). */
export async function bindSocial(db: Kysely<Database>, userId: number, provider: SocialProvider, openId: string, nickName: string, now: number): Promise<void> {
  await db.deleteFrom('social_bindings').where('user_id', '=', userId).where('provider', '=', provider).execute()
  await db.insertInto('social_bindings').values({ user_id: userId, provider, open_id: openId, nick_name: nickName, bound_at: now }).execute()
}

async function own(ctx: HandlerContext): Promise<UserRow> {
  const caller: SessionUser | null = ctx.session
  if (!caller) throw forbidden()
  const user = await findUser(ctx.db, caller.userId)
  if (!user) throw forbidden()
  return user
}

/** The passport photo and selfie of the newest overseas verification sent. */
async function verificationPhotos(db: Kysely<Database>, userId: number): Promise<{ passport?: string; selfie?: string }> {
  const row = await db.selectFrom('realname_submissions').select('images')
    .where('user_id', '=', userId).where('kind', '=', 'overseas').orderBy('id', 'desc').executeTakeFirst()
  if (!row) return {}
  const images = JSON.parse(row.images) as { role: string; path?: string; url?: string }[]
  const pathOf = (role: string) => {
    const image = images.find((i) => i.role === role)
    return image ? (image.path ?? uploadPathFromUrl(image.url ?? '') ?? undefined) : undefined
  }
  return { passport: pathOf('passport'), selfie: pathOf('selfie') }
}

/** The avatar must be the host's own upload to the avatar folder (public). */
async function ownAvatar(db: Kysely<Database>, userId: number, url: string): Promise<{ path: string; width: number; height: number }> {
  const path = uploadPathFromUrl(url)
  if (path === null || dirOf(path) !== 'duanzu_head') throw invalid('invalidValue', 'avatarUrl')
  const upload = await findUploadByPath(db, path)
  if (!upload || upload.user_id !== userId) throw invalid('invalidValue', 'avatarUrl')
  return { path, width: upload.width, height: upload.height }
}

/** The alternate contact: both a name and a number, or neither. */
function checkAlternate(input: { alternateName: string; alternateMobile: string; alternateCountryCode: string }) {
  const name = input.alternateName.trim()
  const mobileText = input.alternateMobile.trim()
  if (name === '' && mobileText === '') return null
  const nameProblem = checkContactName(name)
  if (nameProblem) throw invalid(nameProblem.key, 'alternateName', nameProblem.params)
  if (mobileText === '') throw invalid('PleaseEnterMobileNumber', 'alternateMobile')
  try {
    const { mobile, countryCode } = checkMobile({ mobile: mobileText, countryCode: input.alternateCountryCode || '86' })
    return { name, mobile, countryCode }
  } catch {
    throw invalid('PleaseEnterMobileNumber', 'alternateMobile')
  }
}

function sameProfile(user: UserRow, changes: UserUpdate): boolean {
  return (Object.keys(changes) as (keyof UserUpdate)[]).every((key) => (user as Record<string, unknown>)[key] === changes[key])
}

function dirOf(path: string): UploadDir | undefined {
  const dir = path.split('/')[0]
  return UPLOAD_DIRS.find((d) => d === dir)
}


import type { Kysely } from 'kysely'
import type { AuthInfo, LandlordCity } from '../../../domain/endpoints'
import { maskIdCard, validateIdCard } from '../../../domain/validators/id-card'
import { validatePassportNo } from '../../../domain/validators/passport'
import { REAL_NAME_MAX, REAL_NAME_MIN, validateRealName } from '../../../domain/validators/real-name'
import type { Database, UserRow } from '../../db/schema'
import { conflict, forbidden, invalid, refused, type Current } from '../../errors'
import type { HandlerContext } from '../../handler'
import { findCity } from '../general/geo-tree'
import { uploadPathFromUrl } from '../general/image-upload'
import { findUploadByPath } from '../general/repo'
import { findManager, findUser, insertRealnameSubmission, updateCityIfVersion, updateUser } from './repo'

export type RealNameState = AuthInfo['realNameState']
export type ImageRef = { url: string; width: number; height: number }

/** The landlord info the shell reads (getebkinfo): identity, flags, manager, masked numbers. */
export async function landlordInfo(db: Kysely<Database>, userId: number): Promise<AuthInfo> {
  const user = await requireUser(db, userId)
  const manager = user.housekeeper_id === null ? undefined : await findManager(db, user.housekeeper_id)
  const city = user.city_id === null ? undefined : findCity(user.city_id)
  return {
    landlordId: String(user.id),
    landlordPass: user.landlord_pass === 1 ? 1 : 0,
    needCheck: user.need_check === 1,
    whiteUser: user.white_user === 1,
    isOverSea: user.is_oversea === 1,
    housekeeperInfo: manager ? { realName: manager.real_name, mobile: manager.mobile, ID: manager.staff_no } : null,
    realName: user.real_name,
    idCardNo: user.id_card_no === '' ? '' : maskIdCard(user.id_card_no),
    passportNo: user.passport_no === '' ? '' : maskPassportNo(user.passport_no),
    realNameState: realNameState(user),
    cityId: city ? user.city_id : null,
    cityName: city ? city.city.name : null,
    cityEnName: city ? city.city.enname : null,
    cityVersion: user.city_version,
    mobile: user.mobile,
    countryCode: user.country_code,
    nickName: user.nick_name,
  }
}

export type MainlandSubmission = {
  landlordID: string; landlordIdentity: string; realName: string; idCardNo: string
  image: ImageRef
}

/**
 * Mainland real-name verification: name + ID card number checked by the identity provider,
 * with a front photo of the card the caller uploaded. Every submission is recorded; a failed
 * check marks the landlord failed and is refused with verificationFailed.
 */
export async function submitMainland(
  ctx: Pick<HandlerContext, 'db' | 'providers' | 'now'>,
  userId: number,
  input: MainlandSubmission,
): Promise<void> {
  const user = await requireOwnLandlord(ctx.db, userId, input.landlordID)
  if (input.landlordIdentity !== MAINLAND || user.is_oversea === 1) throw invalid('invalidValue', 'landlordIdentity')
  if (realNameState(user) === 'passed') throw refused('realNameAlreadyPassed')
  const realName = input.realName.trim()
  const nameProblem = validateRealName(realName)
  if (nameProblem) throw invalid(nameProblem, 'realName', { min: REAL_NAME_MIN, max: REAL_NAME_MAX })
  const idCardNo = input.idCardNo.trim().toUpperCase()
  const idProblem = validateIdCard(idCardNo, isoDate(ctx.now()))
  if (idProblem) throw invalid(idProblem, 'idCardNo')
  const image = await requireOwnImage(ctx.db, userId, input.image, 'identitycard1url')

  const result = await ctx.providers.identity.verifyMainland({ realName, idCardNo })
  await ctx.db.transaction().execute(async (trx) => {
    await insertRealnameSubmission(trx, {
      user_id: userId, kind: 'mainland', real_name: realName, id_card_no: idCardNo, passport_no: '',
      images: JSON.stringify([{ role: 'idFront', ...image }]), state: result, created_at: ctx.now(),
    })
    await updateUser(trx, userId, result === 'passed'
      ? { landlord_pass: 1, need_check: 0, realname_state: 'passed', real_name: realName, id_card_no: idCardNo }
      : { realname_state: 'failed' })
  })
  if (result !== 'passed') throw refused('verificationFailed')
}

export type OverseasSubmission = {
  landlordID: string; landlordIdentity: string; passportNo: string
  passportInfo: ImageRef; selfInfo: ImageRef
}

/** Overseas verification: passport number, passport photo and selfie; staff decide later. */
export async function submitOverseas(
  ctx: Pick<HandlerContext, 'db' | 'now'>,
  userId: number,
  input: OverseasSubmission,
): Promise<void> {
  const user = await requireOwnLandlord(ctx.db, userId, input.landlordID)
  if (input.landlordIdentity !== OVERSEAS || user.is_oversea !== 1) throw invalid('invalidValue', 'landlordIdentity')
  const state = realNameState(user)
  if (state === 'passed') throw refused('realNameAlreadyPassed')
  if (state === 'pending') throw refused('realNamePending')
  const passportNo = input.passportNo.trim().toUpperCase()
  const passportProblem = validatePassportNo(passportNo)
  if (passportProblem) throw invalid(passportProblem, 'passportNo')
  const passport = await requireOwnImage(ctx.db, userId, input.passportInfo, 'passportInfo')
  const selfie = await requireOwnImage(ctx.db, userId, input.selfInfo, 'selfInfo')
  if (passport.path === selfie.path) throw invalid('invalidValue', 'selfInfo')

  await ctx.db.transaction().execute(async (trx) => {
    await insertRealnameSubmission(trx, {
      user_id: userId, kind: 'overseas', real_name: '', id_card_no: '', passport_no: passportNo,
      images: JSON.stringify([{ role: 'passport', ...passport }, { role: 'selfie', ...selfie }]),
      state: 'pending', created_at: ctx.now(),
    })
    await updateUser(trx, userId, { realname_state: 'pending', passport_no: passportNo })
  })
}

/**
 * Becoming a landlord: the city chosen in the province/city/district dialog. With `version` (the
 * cityVersion the host saw) a stale write is a 409 conflict with the current city, changing
 * nothing; without it (old clients) the write applies. Answers the new version.
 */
export async function updateLandlordCity(
  db: Kysely<Database>,
  userId: number,
  id: string,
  cityId: string,
  version?: number,
): Promise<{ version: number }> {
  const user = await requireOwnLandlord(db, userId, id)
  if (!findCity(cityId.trim())) throw invalid('invalidValue', 'cityid')
  if (version !== undefined && (!Number.isInteger(version) || version < 0)) throw invalid('invalidValue', 'version')
  // compare-and-set: a concurrent change between the read and this write is a conflict too
  const changed = await updateCityIfVersion(db, userId, cityId.trim(), version)
  if (!changed) throw conflict(currentCity(await requireUser(db, userId)))
  return { version: version === undefined ? (await requireUser(db, user.id)).city_version : version + 1 }
}

function currentCity(user: UserRow): Current<LandlordCity> {
  const city = user.city_id === null ? undefined : findCity(user.city_id)
  return {
    version: user.city_version,
    value: city
      ? { cityId: user.city_id, cityName: city.city.name, cityEnName: city.city.enname }
      : { cityId: null, cityName: null, cityEnName: null },
  }
}

export function realNameState(user: Pick<UserRow, 'realname_state'>): RealNameState {
  const state = REAL_NAME_STATES.find((s) => s === user.realname_state)
  return state ?? 'none'
}

/** First two and last two characters kept (passports are short; see maskIdCard for IDs). */
export function maskPassportNo(no: string): string {
  const chars = Array.from(no)
  if (chars.length <= 4) return '*'.repeat(chars.length)
  return chars.slice(0, 2).join('') + '*'.repeat(chars.length - 4) + chars.slice(-2).join('')
}

export async function requireUser(db: Kysely<Database>, userId: number): Promise<UserRow> {
  const user = await findUser(db, userId)
  if (!user) throw forbidden()
  return user
}

/** The id a form sends for "me" must be the caller's own: nobody acts for another landlord. */
async function requireOwnLandlord(db: Kysely<Database>, userId: number, claimedId: string): Promise<UserRow> {
  if (claimedId.trim() !== String(userId)) throw forbidden()
  return requireUser(db, userId)
}

/**
 * An image a form refers to must be one the caller uploaded, with the pixel size the upload
 * answered. Someone else's upload reads as an unknown image (no hint that it exists).
 */
async function requireOwnImage(
  db: Kysely<Database>,
  userId: number,
  ref: ImageRef,
  field: string,
): Promise<{ path: string; url: string; width: number; height: number }> {
  const path = uploadPathFromUrl(ref.url)
  if (path === null) throw invalid(ref.url.trim() === '' ? 'required' : 'invalidValue', field)
  const upload = await findUploadByPath(db, path)
  if (!upload || upload.user_id !== userId) throw invalid('invalidValue', field)
  if (ref.width !== upload.width || ref.height !== upload.height) throw invalid('invalidValue', field)
  return { path, url: `/${path}`, width: upload.width, height: upload.height }
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

const MAINLAND = 'CHN'
const OVERSEAS = 'overseas'
const REAL_NAME_STATES: readonly RealNameState[] = ['none', 'pending', 'passed', 'failed']

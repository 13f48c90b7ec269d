import type { Kysely, Transaction } from 'kysely'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { idCardCheckChar, maskIdCard, validateIdCard } from '../../domain/validators/id-card'
import { canonicalMobile, normalizeMobile, validateMobile } from '../../domain/validators/mobile'
import { validatePassportNo } from '../../domain/validators/passport'
import { validatePassword } from '../../domain/validators/password'
import { validateRealName } from '../../domain/validators/real-name'
import { initialNickname } from '../../domain/profile/display-name'
import type { Database, UserRow, UserUpdate } from '../db/schema'
import { findCity } from '../services/general/geo-tree'
import { hashPassword } from '../services/uic/password'
import { maskMobile } from '../services/uic/service'
import { maskPassportNo } from '../services/user/service'
import { ConsoleError } from './console-error'

type Db = Kysely<Database> | Transaction<Database>

export type ManagerSpec = { realName: string; mobile: string; staffNo: string }

/** Flags of `landlord create` / `landlord set`; undefined leaves a value as it is. */
export type LandlordFlags = {
  overseas?: boolean
  white?: boolean
  ka?: boolean
  realname?: boolean
  merchantWhite?: boolean
  /** null removes the business manager. */
  manager?: ManagerSpec | null
  /** Real name (shown in the user menu once verified). */
  name?: string
  idCardNo?: string
  passportNo?: string
  /** Chosen city code (become-landlord dialog). */
  city?: string
}

export type CreateLandlordInput = LandlordFlags & { mobile: string; country: string; password?: string }

export async function createLandlord(db: Kysely<Database>, input: CreateLandlordInput, now: number): Promise<UserRow> {
  const { mobile, country } = parseMobile(input.mobile, input.country)
  if (await findLandlord(db, mobile, country)) throw new ConsoleError(`+${country} ${mobile} is already registered`)
  if (input.password !== undefined && validatePassword(input.password)) {
    throw new ConsoleError('password too simple: 8-16 characters with three of upper case, lower case, digits, symbols')
  }
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password)
  const masked = maskMobile(mobile)
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        mobile, country_code: country, email: null, password_hash: passwordHash, user_name: masked,
        // an overseas host chooses the nickname guests see (decision 0069)
        nick_name: initialNickname(input.overseas ?? country !== MAINLAND, masked), is_oversea: country === MAINLAND ? 0 : 1, white_user: 0, is_ka: 0, merchant_white: 0,
        landlord_pass: 0, need_check: 1, realname_state: 'none', real_name: '', id_card_no: '', passport_no: '',
        city_id: null, housekeeper_id: null, created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return applyLandlordFlags(trx, user, input)
  })
}

export async function setLandlord(
  db: Kysely<Database>, mobileArg: string, countryArg: string, flags: LandlordFlags,
): Promise<UserRow> {
  const user = await requireLandlord(db, mobileArg, countryArg)
  return db.transaction().execute((trx) => applyLandlordFlags(trx, user, flags))
}

/** What `landlord show` prints, one "label: value" per line. */
export async function describeLandlord(db: Kysely<Database>, mobileArg: string, countryArg: string): Promise<string[]> {
  const user = await requireLandlord(db, mobileArg, countryArg)
  const manager = user.housekeeper_id === null ? undefined
    : await db.selectFrom('business_managers').selectAll().where('id', '=', user.housekeeper_id).executeTakeFirst()
  const unread = await db.selectFrom('system_messages').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id).where('is_read', '=', 0).executeTakeFirstOrThrow()
  const city = user.city_id === null ? undefined : findCity(user.city_id)
  const yesNo = (v: number) => (v === 1 ? 'yes' : 'no')
  return [
    `id: ${user.id}`,
    `mobile: +${user.country_code} ${user.mobile}`,
    `identity: ${user.is_oversea === 1 ? 'overseas' : 'mainland (CHN)'}`,
    `password: ${user.password_hash ? 'set' : 'none (SMS login only)'}`,
    `real-name: ${user.realname_state}${user.landlord_pass === 1 ? ' (landlordPass 1)' : ''}`,
    `real name: ${user.real_name || '-'}`,
    `ID card: ${user.id_card_no ? maskIdCard(user.id_card_no) : '-'}`,
    `passport: ${user.passport_no ? maskPassportNo(user.passport_no) : '-'}`,
    `white user: ${yesNo(user.white_user)}`,
    `KA merchant: ${yesNo(user.is_ka)}`,
    `merchant white list: ${yesNo(user.merchant_white)}`,
    `city: ${city ? `${city.city.name} ${city.city.enname} (${user.city_id})` : '-'}`,
    `city version: ${user.city_version}`,
    `business manager: ${manager ? `${manager.real_name} ${manager.mobile} ${manager.staff_no}` : '-'}`,
    `unread system messages: ${Number(unread.n)}`,
  ]
}

export async function requireLandlord(db: Db, mobileArg: string, countryArg: string): Promise<UserRow> {
  const { mobile, country } = parseMobile(mobileArg, countryArg)
  const user = await findLandlord(db, mobile, country)
  if (!user) throw new ConsoleError(`no landlord with mobile +${country} ${mobile}`)
  return user
}

/**
 * A mobile as staff type it: "13800000001", "+81 09012345678", "+81-90-1234-5678" (the
 * calling code in the value wins over --country). Overseas numbers drop the trunk 0.
 */
export function parseMobile(value: string, countryArg: string): { mobile: string; country: string } {
  let raw = normalizeMobile(value)
  let country = countryArg.trim().replace(/^\+/, '')
  const withCode = /^\+(\d{1,4})\s*[-\s]?(.*)$/.exec(value.trim())
  if (withCode?.[1] !== undefined && withCode[2] !== undefined) {
    const parsed = parsePhoneNumberFromString(normalizeMobile(value))
    country = parsed ? parsed.countryCallingCode : withCode[1]
    raw = parsed ? parsed.nationalNumber : normalizeMobile(withCode[2])
  } else {
    raw = canonicalMobile(raw, country)
  }
  if (!/^\d{1,4}$/.test(country)) throw new ConsoleError(`bad country calling code: ${countryArg}`)
  if (validateMobile(raw, country)) throw new ConsoleError(`not a valid mobile for +${country}: ${value}`)
  return { mobile: raw, country }
}

/** "王经理,13900000000,BM001" -> a manager; "none" -> null (remove). */
export function parseManager(value: string): ManagerSpec | null {
  if (value.trim().toLowerCase() === 'none') return null
  const parts = value.split(/[,，]/).map((p) => p.trim())
  const [realName, mobile, staffNo] = parts
  if (parts.length !== 3 || !realName || !mobile || !staffNo) {
    throw new ConsoleError(`--manager must be "Name,Mobile,StaffNo" or none, got: ${value}`)
  }
  if (validateMobile(mobile, MAINLAND)) throw new ConsoleError(`manager mobile is not a mainland mobile: ${mobile}`)
  return { realName, mobile, staffNo }
}

/** A valid ID card number for demo data (Hangzhou Xihu, born 1990-01-01). */
export function demoIdCardNo(sequence = 123): string {
  const first17 = `33010619900101${String(sequence % 1000).padStart(3, '0')}`
  return first17 + idCardCheckChar(first17)
}

async function applyLandlordFlags(trx: Transaction<Database>, user: UserRow, flags: LandlordFlags): Promise<UserRow> {
  const changes: UserUpdate = {}
  const isOverseas = flags.overseas ?? user.is_oversea === 1
  if (flags.overseas !== undefined) changes.is_oversea = flags.overseas ? 1 : 0
  if (flags.white !== undefined) changes.white_user = flags.white ? 1 : 0
  if (flags.ka !== undefined) changes.is_ka = flags.ka ? 1 : 0
  if (flags.merchantWhite !== undefined) changes.merchant_white = flags.merchantWhite ? 1 : 0
  if (flags.city !== undefined) {
    if (!findCity(flags.city)) throw new ConsoleError(`not a city code: ${flags.city} (e.g. 330100 Hangzhou)`)
    changes.city_id = flags.city
    // a change elsewhere: a portal write that saw the old version is then a conflict
    changes.city_version = user.city_version + 1
  }
  if (flags.realname === true) Object.assign(changes, verifiedIdentity(user, flags, isOverseas))
  if (flags.realname === false) {
    Object.assign(changes, { landlord_pass: 0, need_check: 1, realname_state: 'none' })
  }
  if (flags.manager !== undefined) {
    changes.housekeeper_id = flags.manager === null ? null : await upsertManager(trx, flags.manager)
  }
  if (Object.keys(changes).length > 0) {
    await trx.updateTable('users').set(changes).where('id', '=', user.id).execute()
  }
  return trx.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow()
}

function verifiedIdentity(user: UserRow, flags: LandlordFlags, isOverseas: boolean): UserUpdate {
  const passed: UserUpdate = { landlord_pass: 1, need_check: 0, realname_state: 'passed' }
  if (isOverseas) {
    const passportNo = (flags.passportNo ?? (user.passport_no || DEMO_PASSPORT)).toUpperCase()
    if (validatePassportNo(passportNo)) throw new ConsoleError(`not a passport number: ${passportNo}`)
    return { ...passed, passport_no: passportNo }
  }
  const realName = (flags.name ?? (user.real_name || DEMO_REAL_NAME)).trim()
  if (validateRealName(realName)) throw new ConsoleError(`not a real name (1-20 letters): ${realName}`)
  const idCardNo = (flags.idCardNo ?? (user.id_card_no || demoIdCardNo(user.id))).toUpperCase()
  if (validateIdCard(idCardNo)) throw new ConsoleError(`not a valid ID card number: ${idCardNo}`)
  return { ...passed, real_name: realName, id_card_no: idCardNo }
}

async function upsertManager(trx: Transaction<Database>, spec: ManagerSpec): Promise<number> {
  const existing = await trx.selectFrom('business_managers').select('id').where('staff_no', '=', spec.staffNo).executeTakeFirst()
  if (existing) {
    await trx.updateTable('business_managers').set({ real_name: spec.realName, mobile: spec.mobile })
      .where('id', '=', existing.id).execute()
    return existing.id
  }
  const row = await trx.insertInto('business_managers')
    .values({ real_name: spec.realName, mobile: spec.mobile, staff_no: spec.staffNo })
    .returning('id').executeTakeFirstOrThrow()
  return row.id
}

function findLandlord(db: Db, mobile: string, country: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('country_code', '=', country).where('mobile', '=', mobile).executeTakeFirst()
}

const MAINLAND = '86'
const DEMO_REAL_NAME = '测试房东'
const DEMO_PASSPORT = 'TR1234567'

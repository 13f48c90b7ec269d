import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { SIGN_IN_PROVIDERS } from './social'

/** Sign-in, accounts and the landlord's identity (spec 7 uic and user), spread into the endpoint table (src/domain/endpoints.ts). */

const str = z.string()
const optStr = z.optional(z.string())
const num = z.coerce.number()
const flag01 = z.union([z.literal(0), z.literal(1)])
const mobileFields = { mobile: str, countryCode: z._default(z.string(), '86') }
const guard = { slideToken: optStr }
const empty = z.object({})

/** The provider's answer as it reached the portal's /oauth/{provider} page (RFC 9207's iss when sent). */
export const socialAnswer = z.object({
  provider: z.enum(SIGN_IN_PROVIDERS),
  code: z.string().check(z.minLength(1), z.maxLength(2000)),
  state: z.string().check(z.minLength(1), z.maxLength(200)),
  iss: z.optional(z.string().check(z.maxLength(500))),
})

export const loginResult = z.object({
  userId: str,
  userName: str,
  sessId: str,
  xztoken: str,
  mobile: str,
  nickName: str,
  isNew: z.boolean(),
})
export type LoginResult = z.infer<typeof loginResult>

export const housekeeperInfo = z.object({ realName: str, mobile: str, ID: str })

/** Authentication info (portal spec 3), from the landlord info call (getebkinfo). */
export const authInfo = z.object({
  landlordId: str,
  landlordPass: flag01,
  needCheck: z.boolean(),
  whiteUser: z.boolean(),
  isOverSea: z.boolean(),
  housekeeperInfo: z.nullable(housekeeperInfo),
  realName: str,
  /** Masked except first and last characters, e.g. 1101********1234. */
  idCardNo: str,
  passportNo: str,
  /** none | pending | passed | failed */
  realNameState: z.enum(['none', 'pending', 'passed', 'failed']),
  cityId: z.nullable(str),
  cityName: z.nullable(str),
  /** The city's English name (pinyin), for the English portal. */
  cityEnName: z.nullable(str),
  /** The city's version: a city change carries it (updateLandlordInfo version); stale is a 409. */
  cityVersion: z.number(),
  mobile: str,
  /** The mobile's calling code ('86', '81'...): shown with the number. */
  countryCode: str,
  nickName: str,
})
export type AuthInfo = z.infer<typeof authInfo>

/** The landlord's city as a 409 versionConflict of updateLandlordInfo carries it. */
export const landlordCity = z.object({ cityId: z.nullable(str), cityName: z.nullable(str), cityEnName: z.nullable(str) })
export type LandlordCity = z.infer<typeof landlordCity>

export const countryEntry = z.object({
  data_id: str,
  data_zh: str,
  data_code: str,
  data_en: str,
  data_cn: str,
  data_shortname: str,
  data_tag: z.enum(['hot', 'normal']),
})
export type CountryEntry = z.infer<typeof countryEntry>
/** The country list as getCountry answers it (and the portal keeps it in localStorage). */
export const countryList = z.array(countryEntry)

export const imageRef = z.object({ url: str, width: num, height: num })

export const accountEndpoints = {
  // ---- uic: sign-in and accounts ----
  sendSmsCode: {
    guards: ['codeSend'],
    service: 'uic', method: 'POST', path: '/sms/send', encoding: 'form', access: 'public',
    failure: 'none',
    request: z.object({ ...mobileFields, scene: z.enum(['login', 'register', 'resetPassword']), ...guard }),
    response: empty,
  },
  quickLogin: {
    guards: ['signIn', 'codeGuess'],
    service: 'uic', method: 'POST', path: '/login/sms', encoding: 'form', access: 'public',
    failure: 'none',
    request: z.object({ ...mobileFields, code: str, ...guard }),
    response: loginResult,
  },
  passwordLogin: {
    guards: ['signIn'],
    service: 'uic', method: 'POST', path: '/login/password', encoding: 'form', access: 'public',
    failure: 'none',
    request: z.object({ ...mobileFields, password: str, ...guard }),
    response: loginResult,
  },
  register: {
    guards: ['codeGuess'],
    service: 'uic', method: 'POST', path: '/register', encoding: 'form', access: 'public',
    failure: 'none',
    request: z.object({ ...mobileFields, code: str, password: str, ...guard }),
    response: loginResult,
  },
  // ---- uic: third-party sign-in (decision 0085) ----
  /** The providers this server is configured for: the sign-in page shows their buttons, no others. */
  socialProviders: {
    service: 'uic', method: 'GET', path: '/social/providers', encoding: 'query', access: 'public',
    request: empty,
    response: z.object({ providers: z.array(z.enum(SIGN_IN_PROVIDERS)) }),
  },
  /**
   * Starts a sign-in with a provider: the address of the provider's page (state, PKCE where the
   * provider takes it), and a cookie tying the answer to this browser.
   */
  socialStart: {
    service: 'uic', method: 'POST', path: '/social/start', encoding: 'json', access: 'public',
    failure: 'none',
    request: z.object({ provider: z.enum(SIGN_IN_PROVIDERS), redirect: z.optional(z.string().check(z.maxLength(500))) }),
    response: z.object({ authorizeUrl: str }),
  },
  /**
   * The provider's answer to a sign-in, as the portal's /oauth/{provider} page received it: signed
   * in (an account bound to that social account), or the mobile number is needed (a first sign-in:
   * socialRegister with the ticket). A binding's answer goes to socialBindFinish.
   */
  socialCallback: {
    service: 'uic', method: 'POST', path: '/social/callback', encoding: 'json', access: 'public',
    failure: 'none',
    request: socialAnswer,
    response: z.union([
      z.object({ result: z.literal('signedIn'), login: loginResult, redirect: z.nullable(str) }),
      z.object({ result: z.literal('needMobile'), provider: z.enum(SIGN_IN_PROVIDERS), nickName: str, ticket: str, redirect: z.nullable(str) }),
    ]),
  },
  /**
   * A first social sign-in gives its mobile number with a login SMS code: the social account is
   * bound to the number's account (made when there is none) and the host is signed in.
   */
  socialRegister: {
    guards: ['signIn', 'codeGuess'],
    service: 'uic', method: 'POST', path: '/social/register', encoding: 'form', access: 'public',
    failure: 'none',
    request: z.object({ ...mobileFields, code: str, ticket: z.string().check(z.minLength(1), z.maxLength(200)), ...guard }),
    response: loginResult,
  },
  checkMobileExists: {
    service: 'uic', method: 'GET', path: '/mobile/exists', encoding: 'query', access: 'public',
    request: z.object(mobileFields),
    response: z.object({ exists: z.boolean() }),
  },
  resetPasswordBySms: {
    guards: ['codeGuess'],
    service: 'uic', method: 'POST', path: '/password/reset/sms', encoding: 'form', access: 'public',
    failure: 'passwordChange',
    request: z.object({ ...mobileFields, code: str, password: str, ...guard }),
    response: empty,
  },
  sendResetEmail: {
    guards: ['codeSend'],
    service: 'uic', method: 'POST', path: '/password/reset/email/send', encoding: 'form', access: 'public',
    failure: 'none',
    request: z.object({ email: str, ...guard }),
    response: empty,
  },
  resetPasswordByEmail: {
    guards: ['codeGuess'],
    service: 'uic', method: 'POST', path: '/password/reset/email', encoding: 'form', access: 'public',
    failure: 'passwordChange',
    request: z.object({ email: str, code: str, password: str, ...guard }),
    response: empty,
  },
  slideChallenge: {
    service: 'uic', method: 'GET', path: '/slide/challenge', encoding: 'query', access: 'public',
    request: empty,
    /**
     * The piece must be dragged to targetX (not sent) on a track of trackWidth pixels. image and
     * pieceImage are raster data: URLs; nothing in the answer states the gap (decision 0028).
     */
    response: z.object({ challengeId: str, trackWidth: num, pieceWidth: num, pieceY: num, image: str, pieceImage: str }),
  },
  slideVerify: {
    guards: ['slide'],
    service: 'uic', method: 'POST', path: '/slide/verify', encoding: 'json', access: 'public',
    failure: 'none',
    request: z.object({
      challengeId: str,
      x: num,
      /** Drag samples [ms since start, x]; a human drag has at least a few, not all equal. */
      track: z.array(z.tuple([num, num])),
    }),
    response: z.object({ slideToken: str }),
  },
  getCountry: {
    service: 'uic', method: 'GET', path: '/country', encoding: 'query', access: 'public',
    request: z.object({ type: optStr, geoCode: optStr, items: optStr, level: optStr }),
    response: z.object({ list: countryList }),
  },
  logout: {
    service: 'uic', method: 'POST', path: '/logout', encoding: 'form', access: 'session',
    failure: 'none',
    request: empty,
    response: empty,
  },

  // ---- user: landlord identity ----
  getebkinfo: {
    service: 'user', method: 'GET', path: '/landlord/info', encoding: 'query', access: 'session',
    request: empty,
    response: authInfo,
  },
  checkUserInfo: {
    service: 'user', method: 'GET', path: '/landlord/kainfo', encoding: 'query', access: 'session',
    request: empty,
    response: z.object({ isKa: flag01 }),
  },
  merchantIsWhiteUser: {
    service: 'finance', method: 'GET', path: '/merchant/white', encoding: 'query', access: 'session',
    request: empty,
    response: z.object({ isInWhiteList: z.boolean() }),
  },
  getRealNameState: {
    service: 'user', method: 'GET', path: '/realname/state', encoding: 'query', access: 'session',
    request: z.object({ userId: str }),
    response: z.object({ state: z.enum(['none', 'pending', 'passed', 'failed']) }),
  },
  realNameSubmitMainland: {
    service: 'user', method: 'POST', path: '/realname/mainland', encoding: 'form', access: 'session',
    failure: 'submission',
    request: z.object({
      landlordID: str, landlordIdentity: str, width: str, height: str,
      identitycard1url: str, realName: str, idCardNo: str,
    }),
    response: empty,
  },
  realNameSubmitOverseas: {
    service: 'user', method: 'POST', path: '/realname/overseas', encoding: 'json', access: 'session',
    failure: 'submission',
    request: z.object({
      landlordID: str, landlordIdentity: str, passportNo: str,
      passportInfo: imageRef, selfInfo: imageRef,
    }),
    response: empty,
    idempotent: true,
  },
  updateLandlordInfo: {
    service: 'user', method: 'POST', path: '/landlord/update', encoding: 'form', access: 'session',
    failure: 'save',
    // version: the cityVersion the host saw (optional for old clients); stale -> 409 with the
    // current { version, value: LandlordCity }
    request: z.object({ cityid: str, id: str, version: z.optional(num) }),
    response: z.object({ version: z.number() }),
    idempotent: true,
  },
  getUnreadNum: {
    service: 'user', method: 'GET', path: '/message/unread', encoding: 'query', access: 'session',
    request: empty,
    response: num,
  },

} as const satisfies Record<string, EndpointDef>

import { z } from 'zod/mini'
import type { EndpointDef } from './endpoint-types'
import * as C from './calendar/schemas'
import * as F from './calendar/feed-schemas'
import { COORD_SYSTEMS } from './listing/enums'
import * as L from './listing/schemas'
import { alertEndpoints } from './alerts/endpoints'
import { dashboardEndpoints } from './dashboard/endpoints'
import { orderEndpoints } from './order/endpoints'
import { batchAnswer, batchRequest } from './outbox-batch'

/**
 * The endpoint table: every call of the portal, by key. The server registers its routes from
 * this table (src/server/app.ts) and the call layer (src/client/api.ts) calls by key, so the two
 * cannot drift. Request schemas describe the wire shape (form fields are strings); the rules
 * with their message keys are the validators in src/domain/validators, applied by the server
 * handler and by the forms.
 */

const str = z.string()
const optStr = z.optional(z.string())
const num = z.coerce.number()
const flag01 = z.union([z.literal(0), z.literal(1)])
const mobileFields = { mobile: str, countryCode: z._default(z.string(), '86') }
const guard = { slideToken: optStr }

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

export const geoNode = z.object({
  id: str,
  name: str,
  enname: str,
  type: z.enum(['nation', 'province', 'city', 'district']),
})
export type GeoNode = z.infer<typeof geoNode>

/** A division's reference point (null: none known) and the metres from it to the division's farthest edge. */
export const referencePoint = z.object({ lat: num, lng: num, system: z.enum(COORD_SYSTEMS), radiusM: num })
const referencePin = z.object({ lat: z.number(), lng: z.number(), system: z.enum(COORD_SYSTEMS) })
export type ReferencePoint = z.infer<typeof referencePoint>

export const imageRef = z.object({ url: str, width: num, height: num })

const empty = z.object({})

export const endpoints = {
  // ---- uic: sign-in and accounts ----
  sendSmsCode: {
    service: 'uic', method: 'POST', path: '/sms/send', encoding: 'form', access: 'public',
    request: z.object({ ...mobileFields, scene: z.enum(['login', 'register', 'resetPassword']), ...guard }),
    response: empty,
  },
  quickLogin: {
    service: 'uic', method: 'POST', path: '/login/sms', encoding: 'form', access: 'public',
    request: z.object({ ...mobileFields, code: str, ...guard }),
    response: loginResult,
  },
  passwordLogin: {
    service: 'uic', method: 'POST', path: '/login/password', encoding: 'form', access: 'public',
    request: z.object({ ...mobileFields, password: str, ...guard }),
    response: loginResult,
  },
  register: {
    service: 'uic', method: 'POST', path: '/register', encoding: 'form', access: 'public',
    request: z.object({ ...mobileFields, code: str, password: str, ...guard }),
    response: loginResult,
  },
  checkMobileExists: {
    service: 'uic', method: 'GET', path: '/mobile/exists', encoding: 'query', access: 'public',
    request: z.object(mobileFields),
    response: z.object({ exists: z.boolean() }),
  },
  resetPasswordBySms: {
    service: 'uic', method: 'POST', path: '/password/reset/sms', encoding: 'form', access: 'public',
    request: z.object({ ...mobileFields, code: str, password: str, ...guard }),
    response: empty,
  },
  sendResetEmail: {
    service: 'uic', method: 'POST', path: '/password/reset/email/send', encoding: 'form', access: 'public',
    request: z.object({ email: str, ...guard }),
    response: empty,
  },
  resetPasswordByEmail: {
    service: 'uic', method: 'POST', path: '/password/reset/email', encoding: 'form', access: 'public',
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
    service: 'uic', method: 'POST', path: '/slide/verify', encoding: 'json', access: 'public',
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
    response: z.object({ list: z.array(countryEntry) }),
  },
  logout: {
    service: 'uic', method: 'POST', path: '/logout', encoding: 'form', access: 'session',
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
    request: z.object({
      landlordID: str, landlordIdentity: str, width: str, height: str,
      identitycard1url: str, realName: str, idCardNo: str,
    }),
    response: empty,
  },
  realNameSubmitOverseas: {
    service: 'user', method: 'POST', path: '/realname/overseas', encoding: 'json', access: 'session',
    request: z.object({
      landlordID: str, landlordIdentity: str, passportNo: str,
      passportInfo: imageRef, selfInfo: imageRef,
    }),
    response: empty,
    idempotent: true,
  },
  updateLandlordInfo: {
    service: 'user', method: 'POST', path: '/landlord/update', encoding: 'form', access: 'session',
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

  // ---- general: geo and images ----
  geoList: {
    service: 'general', method: 'POST', path: '/geo/list', encoding: 'form', access: 'public',
    request: z.object({ type: z.enum(['province', 'city', 'district']), id: optStr }),
    response: z.object({ list: z.array(geoNode) }),
  },
  /** Where a city or district lies (its seat, GCJ-02, and the radius holding it): the address step centres its map on it. */
  geoReferencePoint: {
    service: 'general', method: 'GET', path: '/geo/reference-point', encoding: 'query', access: 'session',
    request: z.object({ cityId: str, districtId: optStr }),
    response: z.object({ area: z.nullable(referencePoint) }),
  },
  /** The outline of a district (or of a city drawn as one shape), GCJ-02: the address step's plane draws it (decision 0040). */
  geoBoundary: {
    service: 'general', method: 'GET', path: '/geo/boundary', encoding: 'query', access: 'session',
    request: z.object({ code: str }),
    response: z.object({ code: str, system: z.literal('gcj02'), rings: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
  },
  /**
   * Place suggestion (spec 7) for the address step's "detailed address": places within the chosen
   * city (and district) whose address holds the typed words: the host's own listings there
   * (several units in one building), with their pins (decision 0042).
   */
  placeSuggestion: {
    service: 'general', method: 'GET', path: '/place/suggestion', encoding: 'query', access: 'session',
    request: z.object({ keyword: z.string().check(z.minLength(1), z.maxLength(50)), cityId: str, districtId: optStr }),
    response: z.object({
      list: z.array(z.object({ address: str, districtId: str, pin: z.nullable(referencePin) })),
    }),
  },
  /** Which map providers this deployment has (decision 0041): none means the portal's own plane. */
  mapSettings: {
    service: 'general', method: 'GET', path: '/map/settings', encoding: 'query', access: 'session',
    request: empty,
    response: z.object({
      amap: z.nullable(z.object({ key: str, securityJsCode: z.nullable(str) })),
      styleUrl: z.nullable(str),
    }),
  },
  imageUpload: {
    service: 'general', method: 'POST', path: '/image/upload', encoding: 'multipart', access: 'session',
    /** Filedata is the file (not in the schema); dir defaults to duanzu_head. */
    request: z.object({ dir: optStr }),
    response: z.object({ domain: str, domains: z.array(str), url: str, width: num, height: num }),
    flat: true,
  },
  // ---- house: B&B listings (LISTING-CONTRACT.md; rules in src/domain/listing) ----
  listingCreate: {
    service: 'house', method: 'POST', path: '/listing/create', encoding: 'json', access: 'session',
    request: L.listingCreateRequest,
    response: L.listingDetail,
    idempotent: true,
  },
  listingGet: {
    service: 'house', method: 'GET', path: '/listing/detail', encoding: 'query', access: 'session',
    request: L.listingGetRequest,
    response: L.listingDetail,
  },
  listingSaveAddress: {
    service: 'house', method: 'POST', path: '/listing/address', encoding: 'json', access: 'session',
    request: L.saveAddressRequest,
    response: L.saveAddressAnswer,
    idempotent: true,
  },
  listingSaveInfo: {
    service: 'house', method: 'POST', path: '/listing/info', encoding: 'json', access: 'session',
    request: L.saveInfoRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveFacility: {
    service: 'house', method: 'POST', path: '/listing/facility', encoding: 'json', access: 'session',
    request: L.saveFacilityRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveDescribe: {
    service: 'house', method: 'POST', path: '/listing/describe', encoding: 'json', access: 'session',
    request: L.saveDescribeRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSavePrice: {
    service: 'house', method: 'POST', path: '/listing/price', encoding: 'json', access: 'session',
    request: L.savePriceRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveOrder: {
    service: 'house', method: 'POST', path: '/listing/order', encoding: 'json', access: 'session',
    request: L.saveOrderRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingSaveDiscount: {
    service: 'house', method: 'POST', path: '/listing/discount', encoding: 'json', access: 'session',
    request: L.saveDiscountRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingUploadPhoto: {
    service: 'house', method: 'POST', path: '/listing/photo/upload', encoding: 'multipart', access: 'session',
    /** Filedata is the file (not in the schema). */
    request: L.uploadPhotoRequest,
    response: L.uploadPhotoAnswer,
    idempotent: true,
  },
  listingSetPhotos: {
    service: 'house', method: 'POST', path: '/listing/photos', encoding: 'json', access: 'session',
    request: L.setPhotosRequest,
    response: L.stepSaveAnswer,
    idempotent: true,
  },
  listingPublish: {
    service: 'house', method: 'POST', path: '/listing/publish', encoding: 'json', access: 'session',
    request: L.listingGetRequest,
    response: L.publishAnswer,
    idempotent: true,
  },
  listingList: {
    service: 'house', method: 'GET', path: '/listing/list', encoding: 'query', access: 'session',
    request: L.listingListRequest,
    response: L.listingListAnswer,
  },
  listingDelete: {
    service: 'house', method: 'POST', path: '/listing/delete', encoding: 'json', access: 'session',
    request: L.deleteRequest,
    response: empty,
    idempotent: true,
  },
  listingSetOnline: {
    service: 'house', method: 'POST', path: '/listing/online', encoding: 'json', access: 'session',
    request: L.setOnlineRequest,
    response: L.setOnlineAnswer,
    idempotent: true,
  },
  listingOperationRecords: {
    service: 'house', method: 'GET', path: '/listing/operation-records', encoding: 'query', access: 'session',
    request: L.operationRecordsRequest,
    response: L.operationRecordsAnswer,
  },
  listingChangeRecords: {
    service: 'house', method: 'GET', path: '/listing/change-records', encoding: 'query', access: 'session',
    request: L.listingGetRequest,
    response: L.changeRecordsAnswer,
  },
  currencyList: {
    service: 'house', method: 'GET', path: '/currency/list', encoding: 'query', access: 'session',
    request: empty,
    response: L.currencyListAnswer,
  },
  exchangeRates: {
    service: 'house', method: 'GET', path: '/currency/rates', encoding: 'query', access: 'session',
    request: empty,
    response: L.exchangeRatesAnswer,
  },
  // ---- house: room-status calendar (CALENDAR-CONTRACT.md; rules in src/domain/calendar) ----
  calendarUnits: {
    service: 'house', method: 'GET', path: '/calendar/units', encoding: 'query', access: 'session',
    request: empty,
    response: C.calendarUnitsAnswer,
  },
  calendarGet: {
    service: 'house', method: 'GET', path: '/calendar/days', encoding: 'query', access: 'session',
    request: C.calendarGetRequest,
    response: C.calendarGetAnswer,
  },
  calendarSet: {
    service: 'house', method: 'POST', path: '/calendar/set', encoding: 'json', access: 'session',
    request: C.calendarSetRequest,
    response: C.calendarSetAnswer,
    idempotent: true,
  },
  calendarUndo: {
    service: 'house', method: 'POST', path: '/calendar/undo', encoding: 'json', access: 'session',
    request: C.calendarUndoRequest,
    response: C.calendarUndoAnswer,
    idempotent: true,
  },
  calendarRecords: {
    service: 'house', method: 'GET', path: '/calendar/records', encoding: 'query', access: 'session',
    request: C.calendarRecordsRequest,
    response: C.calendarRecordsAnswer,
  },
  // ---- house: outside calendars (.ics import feeds and the export feed; src/domain/calendar/ics-*.ts) ----
  calendarFeeds: {
    service: 'house', method: 'GET', path: '/calendar/feeds', encoding: 'query', access: 'session',
    request: F.calendarFeedsRequest,
    response: F.calendarFeedsAnswer,
  },
  calendarFeedAdd: {
    service: 'house', method: 'POST', path: '/calendar/feeds/add', encoding: 'json', access: 'session',
    request: F.calendarFeedAddRequest,
    response: F.calendarFeedAnswer,
  },
  calendarFeedRemove: {
    service: 'house', method: 'POST', path: '/calendar/feeds/remove', encoding: 'json', access: 'session',
    request: F.calendarFeedIdRequest,
    response: F.calendarFeedRemoveAnswer,
    idempotent: true,
  },
  calendarFeedRefresh: {
    service: 'house', method: 'POST', path: '/calendar/feeds/refresh', encoding: 'json', access: 'session',
    request: F.calendarFeedIdRequest,
    response: F.calendarFeedAnswer,
  },
  calendarExportReset: {
    service: 'house', method: 'POST', path: '/calendar/export/reset', encoding: 'json', access: 'session',
    request: F.calendarExportResetRequest,
    response: F.calendarExportResetAnswer,
    idempotent: true,
  },
  // ---- order: orders and their actions (src/domain/order; decision 0025) ----
  ...orderEndpoints,
  // ---- user: new-order alerts (src/domain/alerts; decision 0026) ----
  ...alertEndpoints,
  // ---- house and user: the host home and the system messages (src/domain/dashboard; decision 0037) ----
  ...dashboardEndpoints,
  // ---- user: the outbox's writes, several in one call (src/domain/outbox-batch.ts; decision 0032) ----
  outboxBatch: {
    service: 'user', method: 'POST', path: '/outbox/batch', encoding: 'json', access: 'session',
    request: batchRequest,
    response: batchAnswer,
  },
} as const satisfies Record<string, EndpointDef>

export type EndpointKey = keyof typeof endpoints
export type RequestOf<K extends EndpointKey> = z.input<(typeof endpoints)[K]['request']>
export type ResponseOf<K extends EndpointKey> = z.output<(typeof endpoints)[K]['response']>

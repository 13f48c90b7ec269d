import { randomUUID } from 'node:crypto'
import type { EndpointKey } from '../../../src/domain/endpoints'
import { BOOKING, FACILITY, HOTEL_ADDRESS, hotelInfo, qualification, ROOM, SETTLEMENT } from '../hotel-fixtures'
import { jpeg } from '../listing-fixtures'
import { ADDRESS, TITLE } from '../invoice-fixtures'
import { MATRIX_PROMOTION, type MatrixWorld } from './matrix-world'
import { freshMobile } from './flows'
import type { SignedIn } from './flows'

/**
 * How the generated checks call each endpoint of the table. Every key of the table must be here
 * (the type says so, and tests/api/endpoint-matrix.test.ts fails at run time too), so an endpoint
 * added later is covered by the matrix and the fuzz test from the day it exists.
 *
 * - public: no session; `why` says what it serves before sign-in.
 * - self: acts on the caller only (no id of a resource in its input): another landlord's
 *   answer must hold nothing of a's.
 * - owned: names a's resources: b's call is refused (by default 403 noPermission or 404
 *   notFound; `b: 'unchanged'` when a harmless answer that reveals and changes nothing is right,
 *   e.g. unsubscribing an address one does not hold), and a's own call is not refused as foreign.
 */
export type Sample =
  | { access: 'public'; why: string; params: (w: MatrixWorld) => Record<string, unknown> }
  | {
    access: 'self' | 'owned'
    params: (w: MatrixWorld) => Record<string, unknown>
    file?: () => Promise<File>
    b?: 'refused' | 'unchanged'
    /** A 'self' call that names nothing of the caller's own is refused with this key (a provider's answer to a start it never made). */
    refusedAs?: string
    /** Ends the caller's session: run with a session of its own. */
    endsSession?: boolean
    /** Whose resources the params name and who calls as the owner (default a): the chat is an overseas host's. */
    owner?: (w: MatrixWorld) => SignedIn
  }

/** Who makes a sample's own call: its owner, else a. */
export function ownerOf(sample: Sample, w: MatrixWorld): SignedIn {
  return sample.access !== 'public' && sample.owner ? sample.owner(w) : w.a
}

const FOREIGN_ACCOUNT = {
  currency: 'USD', accountName: 'Matrix Overseas KK', accountNumber: '9988776655', bankName: 'MUFG Bank', swiftCode: 'BOTKJPJT',
  bankAddress: '2-7-1 Marunouchi, Tokyo', bankCode: '0005',
}

const chat = (params: (w: MatrixWorld) => Record<string, unknown>): Sample => ({ access: 'owned', params, owner: (w) => w.chatHost })

const photo = () => jpeg(1200, 800)
const orderOf = (w: MatrixWorld) => ({ orderNo: w.orderNo })

export const SAMPLES: Record<EndpointKey, Sample> = {
  sendSmsCode: { access: 'public', why: 'sign-in code', params: () => ({ mobile: '13900000000', scene: 'login' }) },
  quickLogin: { access: 'public', why: 'sign-in', params: () => ({ mobile: '13900000000', code: '000000' }) },
  passwordLogin: { access: 'public', why: 'sign-in', params: () => ({ mobile: '13900000000', password: 'Wrong#2026' }) },
  register: { access: 'public', why: 'sign-up', params: () => ({ mobile: '13900000000', code: '000000', password: 'Spring#2026' }) },
  checkMobileExists: { access: 'public', why: 'sign-up form', params: () => ({ mobile: '13900000000' }) },
  resetPasswordBySms: { access: 'public', why: 'forgotten password', params: () => ({ mobile: '13900000000', code: '000000', password: 'Spring#2026' }) },
  sendResetEmail: { access: 'public', why: 'forgotten password', params: () => ({ email: 'nobody@example.com' }) },
  resetPasswordByEmail: { access: 'public', why: 'forgotten password', params: () => ({ email: 'nobody@example.com', code: '000000', password: 'Spring#2026' }) },
  slideChallenge: { access: 'public', why: 'slide verification before sign-in', params: () => ({}) },
  slideVerify: { access: 'public', why: 'slide verification before sign-in', params: () => ({ challengeId: 'none', x: 10, track: [[0, 0], [100, 10]] }) },
  socialProviders: { access: 'public', why: 'the sign-in page shows the configured providers', params: () => ({}) },
  socialStart: { access: 'public', why: 'third-party sign-in starts signed out', params: () => ({ provider: 'wechat' }) },
  socialCallback: { access: 'public', why: 'the provider answers a signed-out sign-in', params: () => ({ provider: 'wechat', code: 'code', state: 'state' }) },
  socialRegister: { access: 'public', why: 'a first social sign-in gives its mobile number', params: () => ({ mobile: '13900000000', code: '000000', ticket: 'ticket' }) },
  getCountry: { access: 'public', why: 'country codes of the sign-in form', params: () => ({}) },
  geoList: { access: 'public', why: 'regions (public reference data)', params: () => ({ type: 'province' }) },

  logout: { access: 'self', params: () => ({}), endsSession: true },
  getebkinfo: { access: 'self', params: () => ({}) },
  checkUserInfo: { access: 'self', params: () => ({}) },
  merchantIsWhiteUser: { access: 'self', params: () => ({}) },
  getUnreadNum: { access: 'self', params: () => ({}) },
  geoReferencePoint: { access: 'self', params: () => ({ cityId: '330100' }) },
  geoBoundary: { access: 'self', params: () => ({ code: '330106' }) },
  mapSettings: { access: 'self', params: () => ({}) },
  placeSuggestion: { access: 'self', params: () => ({ keyword: '文三路', cityId: '330100' }) },
  imageUpload: { access: 'self', params: () => ({ dir: 'duanzu_head' }), file: photo },
  listingCreate: { access: 'self', params: () => ({ luId: crypto.randomUUID(), rentalType: 'whole' }) },
  listingList: { access: 'self', params: () => ({}) },
  currencyList: { access: 'self', params: () => ({}) },
  exchangeRates: { access: 'self', params: () => ({}) },
  calendarUnits: { access: 'self', params: () => ({}) },
  orderList: { access: 'self', params: () => ({}) },
  orderDownload: { access: 'self', params: () => ({}) },
  orderRankingState: { access: 'self', params: () => ({}) },
  getOrderVoice: { access: 'self', params: () => ({ isAll: '1' }) },
  // every unread order event up to now: a's (the world's orders); b's claim wins none of them
  claimOrderVoice: { access: 'owned', b: 'unchanged', params: () => ({ upTo: String(Date.UTC(2100, 0, 1)) }) },
  orderVoiceSettings: { access: 'self', params: () => ({}) },
  orderVoiceSettingsSet: { access: 'self', params: () => ({ pcNewOrderVoice: false, pcCancelOrderVoice: true }) },
  pushKey: { access: 'self', params: () => ({}) },
  appBadge: { access: 'self', params: () => ({}) },
  dashboardIndex: { access: 'self', params: () => ({}) },
  dashboardTask: { access: 'self', params: () => ({}) },
  dashboardTenant: { access: 'self', params: () => ({}) },
  systemMessageList: { access: 'self', params: () => ({ remindType: 'all' }) },
  // ids of another host's messages are left alone: tests/api/dashboard.test.ts
  systemMessageRead: { access: 'self', params: () => ({ all: true }) },
  hotelCreate: { access: 'owned', params: (w) => ({ hotelId: w.hotelId }) },
  hotelList: { access: 'self', params: () => ({}) },
  hotelGet: { access: 'owned', params: (w) => ({ hotelId: w.hotelId }) },
  hotelSaveAddress: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, version: 0, value: HOTEL_ADDRESS }) },
  hotelSaveInfo: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, version: 0, value: hotelInfo('13900001111') }) },
  hotelSaveFacility: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, version: 0, value: FACILITY }) },
  hotelSavePhotos: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, version: 0, value: { photoIds: [], coverImgId: null } }) },
  hotelUploadPhoto: { access: 'owned', params: (w) => ({ hotelId: w.hotelId }), file: photo },
  hotelSaveBooking: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, version: 0, value: BOOKING }) },
  hotelSaveQualification: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, version: 0, value: qualification({ licence: w.upload.url, front: w.upload.url, back: w.upload.url }) }) },
  hotelQualificationDownload: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, lang: 'en' }) },
  hotelSaveSettlement: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, version: 0, value: SETTLEMENT }) },
  hotelContactCodeSend: { access: 'self', params: () => ({ mobile: '13900008888' }) },
  // a number no code was ever sent to: a wrong try changes nothing, for a as for b
  hotelContactCodeCheck: { access: 'owned', b: 'unchanged', params: () => ({ mobile: '13900007777', code: '123456' }) },
  roomTypeSave: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, roomTypeId: w.roomTypeId, version: 0, value: ROOM }) },
  roomTypeDelete: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, roomTypeId: w.roomTypeId }) },
  roomTypeUploadPhoto: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, roomTypeId: w.roomTypeId }), file: photo },
  hotelPublish: { access: 'owned', params: (w) => ({ hotelId: w.hotelId }) },
  hotelBankBranches: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, bankName: '招商银行' }) },
  hotelDelete: { access: 'owned', params: (w) => ({ hotelId: w.spareHotelId, reason: 'duplicate' }) },
  hotelSale: { access: 'owned', params: (w) => ({ hotelId: w.hotelId }) },
  hotelSetOnSale: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, onSale: false }) },
  roomTypeSetOnSale: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, roomTypeId: w.roomTypeId, onSale: false }) },
  qualificationList: { access: 'self', params: () => ({}) },
  qualificationSubmit: { access: 'owned', params: (w) => ({ luId: w.onlineLuId, type: 'leaseContract', images: [w.upload.url] }) },
  productList: { access: 'owned', params: (w) => ({ hotelId: w.hotelId }) },
  productConfig: { access: 'self', params: () => ({}) },
  productSave: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, roomTypeId: w.roomTypeId, productId: randomUUID(), value: { name: '含双早', breakfasts: 2, discount: 9, cancellationRule: 'moderate', onSale: true } }) },
  productDelete: { access: 'owned', params: (w) => ({ hotelId: w.hotelId, productId: w.roomTypeId }) },
  merchantList: { access: 'self', params: () => ({}) },
  merchantDetail: { access: 'owned', params: (w) => ({ id: w.payoutAccountId }) },
  merchantSave: { access: 'owned', params: (w) => ({ id: w.payoutAccountId, details: { ...w.payoutDetails, shortName: 'Matrix edit' }, submit: false }) },
  merchantSendCode: { access: 'owned', params: (w) => ({ purpose: 'oldPhone', id: w.payoutAccountId }) },
  merchantMediaUpload: { access: 'owned', params: (w) => ({ settleAcctType: 'private', url: w.upload.url, width: w.upload.width, height: w.upload.height }) },
  merchantPayValidate: { access: 'owned', params: (w) => ({ id: w.payoutAccountId, amount: '0.37', serial: 'AB12CD' }) },
  merchantResetPassword: { access: 'owned', params: (w) => ({ id: w.payoutAccountId, code: '123456', withdrawPassword: '135790', withdrawPasswordConfirm: '135790' }) },
  merchantStoreList: { access: 'self', params: () => ({}) },
  merchantLinkStores: { access: 'owned', params: (w) => ({ id: w.payoutAccountId, hotelIds: [] }) },
  merchantSetDefault: { access: 'owned', params: (w) => ({ id: w.payoutAccountId }) },
  merchantLimit: { access: 'owned', params: (w) => ({ id: w.payoutAccountId }) },
  wechatAuthCreate: { access: 'owned', params: (w) => ({ id: w.payoutAccountId }) },
  wechatAuthLoop: { access: 'owned', params: (w) => ({ ticket: w.wechatTicket }) },
  alipayAccountCheck: { access: 'owned', params: (w) => ({ id: w.payoutAccountId, account: '13900000009', name: 'Matrix payee' }) },
  payoutChannelRemove: { access: 'owned', params: (w) => ({ id: w.payoutChannelId }) },
  bankList: { access: 'self', params: () => ({}) },
  bankBranchList: { access: 'self', params: () => ({ bankName: '中国工商银行', city: '杭州市' }) },
  walletInfo: { access: 'self', params: () => ({}) },
  walletRecord: { access: 'self', params: () => ({ kind: '' }) },
  walletExport: { access: 'self', params: () => ({ kind: '' }) },
  walletMonthly: { access: 'self', params: () => ({}) },
  walletAgree: { access: 'self', params: () => ({ version: '2026-12-04' }) },
  walletCode: { access: 'self', params: () => ({}) },
  settleStatementList: { access: 'self', params: () => ({}) },
  settleStatementDetail: { access: 'owned', params: (w) => ({ serialNo: w.statementSerial }) },
  settleExport: { access: 'self', params: () => ({}) },
  settleBill: { access: 'self', params: () => ({ month: '2026-11' }) },
  // the foreign bank account is an overseas host's only (b, mainland, is refused noPermission): the chat host's
  foreignAccountGet: { access: 'owned', params: () => ({}), owner: (w) => w.chatHost },
  foreignAccountSubmit: { access: 'owned', params: () => ({ value: FOREIGN_ACCOUNT }), owner: (w) => w.chatHost },
  foreignAccountWithdraw: { access: 'owned', params: () => ({}), owner: (w) => w.chatHost },
  invoiceTitleList: { access: 'self', params: () => ({}) },
  invoiceTitleSave: { access: 'owned', params: (w) => ({ id: w.invoiceTitleId, value: TITLE }) },
  invoiceTitleDelete: { access: 'owned', params: (w) => ({ id: w.spareTitleId }) },
  shippingAddressList: { access: 'self', params: () => ({}) },
  shippingAddressSave: { access: 'owned', params: (w) => ({ id: w.addressId, value: ADDRESS }) },
  shippingAddressDelete: { access: 'owned', params: (w) => ({ id: w.spareAddressId }) },
  shippingAddressSetDefault: { access: 'owned', params: (w) => ({ id: w.addressId }) },
  invoicePeriods: { access: 'self', params: () => ({}) },
  invoiceApply: { access: 'owned', params: (w) => ({ months: ['2026-10'], titleId: w.invoiceTitleId, addressId: w.addressId }) },
  invoiceList: { access: 'self', params: () => ({}) },
  invoiceReversal: { access: 'owned', params: (w) => ({ invoiceNo: w.invoiceNo, reason: 'The title was wrong' }) },
  invoiceDownload: { access: 'self', params: () => ({}) },
  commentList: { access: 'self', params: () => ({}) },
  commentDetail: { access: 'owned', params: (w) => ({ id: w.reviewId }) },
  commentReply: { access: 'owned', params: (w) => ({ id: w.reviewId, content: 'Thank you for staying with us' }) },
  activityList: { access: 'self', params: () => ({ tab: 'joined' }) },
  activityDetail: { access: 'self', params: (w) => ({ id: w.activityId }) },
  activitySignUp: { access: 'owned', params: (w) => ({ id: w.activityId, unitIds: [w.unitId] }) },
  activitySignOut: { access: 'owned', params: (w) => ({ id: w.activityId, unitIds: [w.unitId] }) },
  activityLog: { access: 'self', params: (w) => ({ id: w.activityId }) },
  promotionList: { access: 'self', params: () => ({}) },
  promotionVerify: { access: 'owned', params: (w) => ({ value: { ...MATRIX_PROMOTION, stayFrom: '2027-01-10', stayTo: '2027-01-20', unitIds: [w.unitId] } }) },
  promotionSave: { access: 'owned', params: (w) => ({ id: w.promotionId, value: { ...MATRIX_PROMOTION, unitIds: [w.unitId] } }) },
  promotionDetail: { access: 'owned', params: (w) => ({ id: w.promotionId }) },
  promotionWithdraw: { access: 'owned', params: (w) => ({ id: w.promotionId }) },
  promotionOrders: { access: 'owned', params: (w) => ({ id: w.promotionId }) },
  promotionLog: { access: 'owned', params: (w) => ({ id: w.promotionId }) },
  promotionNights: { access: 'self', params: () => ({ from: '2026-12-01', to: '2026-12-31' }) },
  rebateData: { access: 'self', params: () => ({}) },
  discountList: { access: 'self', params: () => ({}) },
  noticeList: { access: 'self', params: () => ({}) },
  riskRecordList: { access: 'self', params: () => ({}) },
  riskAppealSubmit: { access: 'owned', params: (w) => ({ recordId: w.violationId, text: 'The guest left the towels', images: [] }) },
  noticeSeen: { access: 'self', params: (w) => ({ id: w.noticeId }) },
  // the chat refuses every host but an overseas one with a listing (b is neither): b's call with the chat host's ids is refused
  imTalkIds: chat(() => ({ userRole: 'landlord' })),
  imTalkDetails: chat((w) => ({ talkIds: w.talkId })),
  imTalkStay: chat((w) => ({ talkId: w.talkId })),
  imHistory: chat((w) => ({ talkId: w.talkId, lastMsgId: '', length: 10 })),
  imSend: chat((w) => ({ talkId: w.talkId, content: 'Matrix host answer', localId: `matrix-${randomUUID()}` })),
  imRead: chat((w) => ({ talkId: w.talkId, msgId: w.guestMsgId })),
  imJoin: chat(() => ({})),
  imRefresh: chat(() => ({ imVersion: '0', waitMs: 0 })),
  imUnread: chat(() => ({})),
  imDeleteTalk: chat((w) => ({ talkId: w.talkId })),
  pmsPartners: { access: 'self', params: () => ({}) },
  pmsConnections: { access: 'self', params: () => ({}) },
  pmsConnect: { access: 'owned', params: (w) => ({ partnerId: 'lotus', storeId: w.hotelId, pmsHotelCode: 'MATRIX-2' }) },
  pmsKeyCreate: { access: 'owned', params: (w) => ({ connectionId: w.connectionId }) },
  pmsKeyRevoke: { access: 'owned', params: (w) => ({ connectionId: w.connectionId, keyId: w.pmsKeyId }) },
  pmsRooms: { access: 'owned', params: (w) => ({ connectionId: w.connectionId }) },
  pmsBind: { access: 'owned', params: (w) => ({ connectionId: w.connectionId, roomCode: 'MX-DBL', roomTypeId: w.roomTypeId }) },
  pmsUnbind: { access: 'owned', params: (w) => ({ connectionId: w.connectionId, roomCode: 'MX-DBL' }) },
  pmsOrders: { access: 'owned', params: (w) => ({ connectionId: w.connectionId }) },
  pmsWebhook: { access: 'owned', params: (w) => ({ connectionId: w.connectionId }) },
  pmsWebhookResend: { access: 'owned', params: (w) => ({ connectionId: w.connectionId, deliveryId: w.webhookDeliveryId }) },
  personalInfoGet: { access: 'self', params: () => ({}) },
  personalInfoEdit: { access: 'self', params: () => ({ nickName: 'Matrix host', avatarUrl: '', alternateName: '', alternateMobile: '', alternateCountryCode: '86', version: 0 }) },
  phoneChangeCodeOld: { access: 'self', params: () => ({}) },
  phoneChangeCodeNew: { access: 'self', params: () => ({ mobile: freshMobile(), countryCode: '86' }) },
  // b's own number: the change has applied already, so it answers the information
  phoneChange: { access: 'self', params: (w) => ({ oldCode: '000000', mobile: w.b.mobile, countryCode: '86', code: '000000' }) },
  emailCodeSend: { access: 'self', params: () => ({ email: `matrix-${randomUUID().slice(0, 8)}@example.com` }) },
  emailCodeCheck: { access: 'self', params: () => ({ email: 'b-matrix@example.com', code: '000000' }) },
  socialUnbind: { access: 'self', params: () => ({ provider: 'wechat' }) },
  socialBindStart: { access: 'self', params: () => ({ provider: 'wechat' }) },
  socialBindFinish: { access: 'self', params: () => ({ provider: 'wechat', code: 'code', state: 'state' }), refusedAs: 'socialStateInvalid' },
  longStaySignUp: { access: 'owned', params: (w) => ({ luId: w.onlineLuId, version: 0, stayTiers: [{ nights: 7, discount: 9 }] }) },
  longStaySignOut: { access: 'owned', params: (w) => ({ luId: w.onlineLuId, version: 0 }) },
  houseDiscountSignUp: { access: 'owned', params: (w) => ({ luId: w.onlineLuId, version: 0, earlyBird: { days: 14, discount: 9 } }) },
  houseDiscountSignOut: { access: 'owned', params: (w) => ({ luId: w.onlineLuId, version: 0 }) },
  businessData: { access: 'self', params: () => ({ from: '2026-11-01', to: '2026-11-30', granularity: 'day' }) },
  walletWithdraw: { access: 'owned', params: (w) => ({ accountId: w.payoutAccountId, amount: 100, withdrawPassword: '000000', code: '000000' }) },

  // its userId field is the session's own: another user's id makes the session invalid (4203)
  getRealNameState: { access: 'owned', params: (w) => ({ userId: w.a.userId }), b: 'unchanged' },
  realNameSubmitMainland: {
    access: 'owned',
    params: (w) => ({
      landlordID: w.a.userId, landlordIdentity: 'CHN', width: String(w.upload.width), height: String(w.upload.height),
      identitycard1url: w.upload.url, realName: '张三', idCardNo: '11010519491231002X',
    }),
  },
  realNameSubmitOverseas: {
    access: 'owned',
    params: (w) => ({
      landlordID: w.a.userId, landlordIdentity: 'JPN', passportNo: 'TR1234567',
      passportInfo: { url: w.upload.url, width: w.upload.width, height: w.upload.height },
      selfInfo: { url: w.upload.url, width: w.upload.width, height: w.upload.height },
    }),
  },
  updateLandlordInfo: { access: 'owned', params: (w) => ({ id: w.a.userId, cityid: '330100' }) },
  listingGet: { access: 'owned', params: (w) => ({ luId: w.draftLuId }) },
  listingSaveAddress: { access: 'owned', params: (w) => ({ luId: w.draftLuId, version: 1, country: 'CHN', provinceId: '330000', cityId: '330100', districtId: '330106', address: '文三路 90 号', doorNumber: '502', pin: { lat: 30.27, lng: 120.13, system: 'gcj02' } }) },
  listingSaveInfo: {
    access: 'owned',
    params: (w) => ({
      luId: w.draftLuId, version: 0, rentalType: 'whole', buildingType: 'apartment', rooms: 2, halls: 1, kitchens: 1, bathrooms: 1, balconies: 0,
      area: 80, livesWithLandlord: false, bathroomType: 'private', beds: [{ type: 'double', length: 2, width: 1.8, count: 1 }], people: 2, similarUnits: 1,
    }),
  },
  listingSaveFacility: { access: 'owned', params: (w) => ({ luId: w.draftLuId, version: 0, facilities: ['wifi'] }) },
  listingSaveDescribe: { access: 'owned', params: (w) => ({ luId: w.draftLuId, version: 0, title: 'A bright flat near the lake and the metro', description: 'Bright rooms near the lake with a quiet garden and easy access to the metro station.' }) },
  listingSavePrice: { access: 'owned', params: (w) => ({ luId: w.draftLuId, version: 0, currency: 'RMB', priceWeekday: 300, priceWeekend: 350, priceHoliday: 400 }) },
  listingSaveOrder: {
    access: 'owned',
    params: (w) => ({
      luId: w.draftLuId, version: 0, minStay: 1, maxStay: 30, latestBookingTime: '20:00', earliestCheckIn: '14:00', latestCheckIn: '22:00', latestCheckOut: '12:00',
      cancellationRule: 'moderate',
      houseRules: {
        parties: 'notAllowed', filming: 'onRequest', pets: 'notAllowed', children: 'allowed', smoking: 'notAllowed', cooking: 'allowed', foreigners: 'accepted',
        receptionGender: 'any', crowd: ['family'], toiletries: 'provided', checkInMethod: 'smartLock',
      },
    }),
  },
  listingSaveDiscount: { access: 'owned', params: (w) => ({ luId: w.draftLuId, version: 0, stayTiers: [{ nights: 3, discount: 9.5 }] }) },
  listingUploadPhoto: { access: 'owned', params: (w) => ({ luId: w.draftLuId, photoType: 'bedroom', width: 1200, height: 800 }), file: photo },
  listingSetPhotos: { access: 'owned', params: (w) => ({ luId: w.draftLuId, version: 0, photos: [{ imgId: w.photoImgId, photoType: 'living' }], coverImgId: w.photoImgId }) },
  listingPublish: { access: 'owned', params: (w) => ({ luId: w.draftLuId }) },
  listingDelete: { access: 'owned', params: (w) => ({ luId: w.draftLuId, reason: 'duplicate' }) },
  listingSetOnline: { access: 'owned', params: (w) => ({ luId: w.onlineLuId, online: false }) },
  flashBookList: { access: 'owned', params: (w) => ({ luIds: w.onlineLuId }) },
  flashBookUpdate: { access: 'owned', params: (w) => ({ luId: w.onlineLuId, on: false }) },
  listingOperationRecords: { access: 'owned', params: (w) => ({ luId: w.onlineLuId }) },
  listingChangeRecords: { access: 'owned', params: (w) => ({ luId: w.onlineLuId }) },

  calendarGet: { access: 'owned', params: (w) => ({ unitIds: w.unitId }) },
  calendarSet: { access: 'owned', params: (w) => ({ changes: [{ unitIds: [w.unitId], ranges: [{ from: '2026-12-24', to: '2026-12-25' }], price: 420 }] }) },
  calendarUndo: { access: 'owned', params: (w) => ({ opId: w.opId }) },
  calendarRecords: { access: 'owned', params: (w) => ({ unitId: w.unitId }) },
  calendarFeeds: { access: 'owned', params: (w) => ({ unitId: w.unitId }) },
  calendarFeedAdd: { access: 'owned', params: (w) => ({ unitId: w.unitId, name: 'Another site', url: 'http://127.0.0.1:9/other.ics' }) },
  calendarFeedRemove: { access: 'owned', params: (w) => ({ feedId: w.feedId }) },
  calendarFeedRefresh: { access: 'owned', params: (w) => ({ feedId: w.feedId }) },
  calendarExportReset: { access: 'owned', params: (w) => ({ unitId: w.unitId }) },

  orderHouseDetail: { access: 'owned', params: orderOf },
  orderHotelDetail: { access: 'owned', params: (w) => ({ orderNo: w.hotelOrderNo }) },
  orderConfirm: { access: 'owned', params: orderOf },
  orderRejectInfo: { access: 'owned', params: orderOf },
  orderReject: { access: 'owned', params: (w) => ({ orderNo: w.orderNo, reason: 'fullyBooked', explanation: '这几天已经有人预订了' }) },
  orderChargeDetail: { access: 'owned', params: orderOf },
  orderEditCharge: { access: 'owned', params: (w) => ({ orderNo: w.orderNo, rent: 100 }) },
  orderCheckIn: { access: 'owned', params: (w) => ({ orderNo: w.renewalOrderNo, credentialNo: '11010519491231002X' }) },
  orderTenants: { access: 'owned', params: orderOf },
  orderInsurancePreview: { access: 'owned', params: (w) => ({ orderNo: w.renewalOrderNo }) },
  orderInsuranceBuy: { access: 'owned', params: (w) => ({ orderNo: w.renewalOrderNo }) },
  orderCanContact: { access: 'owned', params: orderOf },
  orderStatusRecord: { access: 'owned', params: orderOf },
  orderRenewalConfirm: { access: 'owned', params: (w) => ({ orderNo: w.renewalOrderNo, renewalId: w.renewalId }) },
  orderRenewalReject: { access: 'owned', params: (w) => ({ orderNo: w.renewalOrderNo, renewalId: w.renewalId, reason: 'fullyBooked' }) },
  orderDepositClaim: { access: 'owned', params: (w) => ({ orderNo: w.depositOrderNo, amount: 100, reason: '床单被烟头烫坏' }) },
  orderInvoiceIssue: { access: 'owned', params: orderOf },
  orderDepositEscalate: { access: 'owned', params: (w) => ({ orderNo: w.depositOrderNo }) },

  pushSubscribe: {
    access: 'owned',
    params: (w) => ({ endpoint: w.pushEndpoint, p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' }),
  },
  // a device's own status calls: another's address is answered like an address never subscribed ('unknown', nothing sent)
  pushUnsubscribe: { access: 'owned', params: (w) => ({ endpoint: w.pushEndpoint }), b: 'unchanged' },
  pushStatus: { access: 'owned', params: (w) => ({ endpoint: w.pushEndpoint }), b: 'unchanged' },
  pushTest: { access: 'owned', params: (w) => ({ endpoint: w.pushEndpoint }), b: 'unchanged' },
  // b's op is refused inside a success envelope (the batch itself is b's own): tests/api/outbox-batch.test.ts checks the op's answer
  outboxBatch: {
    access: 'owned',
    b: 'unchanged',
    params: (w) => ({ ops: [{ endpoint: 'calendarSet', idemKey: 'matrix-batch-op-1', payload: { changes: [{ unitIds: [w.unitId], ranges: [{ from: '2026-12-26', to: '2026-12-27' }], price: 430 }] } }] }),
  },
}

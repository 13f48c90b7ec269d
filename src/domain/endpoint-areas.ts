import type { EndpointArea, EndpointKey, endpointAreas } from './endpoints'

/**
 * Which area's module holds each call (src/domain/endpoints.ts): the call layer loads an area's
 * schemas only when a screen calls it (src/client/endpoint-defs.ts, decision 0043), so it needs
 * the keys without the schemas. tests/unit/domain/endpoint-areas.test.ts checks every key of the
 * table is listed once, in its own area.
 */
export const ENDPOINT_AREA_KEYS = {
  account: [
    'sendSmsCode', 'quickLogin', 'passwordLogin', 'register', 'checkMobileExists',
    'resetPasswordBySms', 'sendResetEmail', 'resetPasswordByEmail', 'slideChallenge', 'slideVerify',
    'getCountry', 'logout', 'getebkinfo', 'checkUserInfo', 'merchantIsWhiteUser', 'getRealNameState',
    'realNameSubmitMainland', 'realNameSubmitOverseas', 'updateLandlordInfo', 'getUnreadNum',
    'socialProviders', 'socialStart', 'socialCallback', 'socialRegister',
  ],
  geo: [
    'geoList', 'geoReferencePoint', 'geoBoundary', 'placeSuggestion', 'mapSettings', 'imageUpload',
  ],
  listing: [
    'listingCreate', 'listingGet', 'listingSaveAddress', 'listingSaveInfo', 'listingSaveFacility',
    'listingSaveDescribe', 'listingSavePrice', 'listingSaveOrder', 'listingSaveDiscount',
    'listingUploadPhoto', 'listingSetPhotos', 'listingPublish', 'listingList', 'listingDelete',
    'listingSetOnline', 'listingOperationRecords', 'listingChangeRecords', 'flashBookList', 'flashBookUpdate', 'currencyList',
    'exchangeRates', 'qualificationList', 'qualificationSubmit',
  ],
  hotel: [
    'hotelCreate', 'hotelList', 'hotelGet', 'hotelSaveAddress', 'hotelSaveInfo', 'hotelSaveFacility', 'hotelSavePhotos',
    'hotelUploadPhoto', 'hotelSaveBooking', 'hotelSaveQualification', 'hotelQualificationDownload', 'hotelSaveSettlement',
    'hotelContactCodeSend', 'hotelContactCodeCheck', 'roomTypeSave', 'roomTypeDelete', 'roomTypeUploadPhoto', 'hotelPublish', 'hotelDelete', 'hotelBankBranches',
    'hotelSale', 'hotelSetOnSale', 'roomTypeSetOnSale',
    'productList', 'productConfig', 'productSave', 'productDelete',
  ],
  calendar: [
    'calendarUnits', 'calendarGet', 'calendarSet', 'calendarUndo', 'calendarRecords', 'calendarFeeds',
    'calendarFeedAdd', 'calendarFeedRemove', 'calendarFeedRefresh', 'calendarExportReset',
  ],
  order: [
    'orderList', 'orderHouseDetail', 'orderHotelDetail', 'orderConfirm', 'orderRejectInfo',
    'orderReject', 'orderChargeDetail', 'orderEditCharge', 'orderCheckIn', 'orderTenants',
    'orderInsurancePreview', 'orderInsuranceBuy', 'orderCanContact', 'orderDownload',
    'orderStatusRecord', 'orderRankingState', 'orderRenewalConfirm',
    'orderRenewalReject', 'orderDepositClaim', 'orderDepositEscalate', 'orderInvoiceIssue',
  ],
  alerts: [
    'getOrderVoice', 'claimOrderVoice', 'orderVoiceSettings', 'orderVoiceSettingsSet', 'pushKey', 'pushSubscribe',
    'pushUnsubscribe', 'pushStatus', 'pushTest', 'appBadge',
  ],
  dashboard: [
    'dashboardIndex', 'dashboardTask', 'dashboardTenant', 'systemMessageList', 'systemMessageRead',
  ],
  payout: [
    'merchantList', 'merchantDetail', 'merchantSave', 'merchantSendCode', 'merchantMediaUpload',
    'merchantPayValidate', 'merchantResetPassword', 'merchantSetDefault', 'merchantLimit', 'bankList', 'bankBranchList', 'merchantStoreList', 'merchantLinkStores',
    'wechatAuthCreate', 'wechatAuthLoop', 'alipayAccountCheck', 'payoutChannelRemove',
  ],
  wallet: [
    'walletInfo', 'walletRecord', 'walletWithdraw', 'walletExport', 'walletMonthly', 'walletAgree', 'walletCode',
  ],
  settlement: [
    'settleStatementList', 'settleStatementDetail', 'settleExport', 'settleBill',
    'foreignAccountGet', 'foreignAccountSubmit', 'foreignAccountWithdraw',
  ],
  invoice: [
    'invoiceTitleList', 'invoiceTitleSave', 'invoiceTitleDelete', 'shippingAddressList', 'shippingAddressSave',
    'shippingAddressDelete', 'shippingAddressSetDefault', 'invoicePeriods', 'invoiceApply', 'invoiceList', 'invoiceReversal', 'invoiceDownload',
  ],
  business: [
    'businessData', 'rebateData',
  ],
  review: [
    'commentList', 'commentDetail', 'commentReply',
  ],
  notice: [
    'noticeList', 'noticeSeen',
  ],
  penalty: [
    'riskRecordList', 'riskAppealSubmit',
  ],
  chat: [
    'imTalkIds', 'imTalkDetails', 'imTalkStay', 'imHistory', 'imSend', 'imRead', 'imDeleteTalk',
    'imJoin', 'imRefresh', 'imUnread',
  ],
  profile: [
    'personalInfoGet', 'personalInfoEdit', 'phoneChangeCodeOld', 'phoneChangeCodeNew', 'phoneChange',
    'emailCodeSend', 'emailCodeCheck', 'socialUnbind', 'socialBindStart', 'socialBindFinish',
  ],
  promotion: [
    'activityList', 'activityDetail', 'activitySignUp', 'activitySignOut', 'activityLog', 'promotionList', 'promotionVerify',
    'promotionSave', 'promotionDetail', 'promotionWithdraw', 'promotionOrders', 'promotionLog', 'promotionNights',
    'discountList', 'longStaySignUp', 'longStaySignOut', 'houseDiscountSignUp', 'houseDiscountSignOut',
  ],
  pms: [
    'pmsPartners', 'pmsConnections', 'pmsConnect', 'pmsKeyCreate', 'pmsKeyRevoke', 'pmsRooms', 'pmsBind', 'pmsUnbind', 'pmsOrders', 'pmsWebhook', 'pmsWebhookResend',
  ],
  outbox: [
    'outboxBatch',
  ],
} as const satisfies { [A in EndpointArea]: readonly (keyof (typeof endpointAreas)[A])[] }

const AREA_OF: ReadonlyMap<string, EndpointArea> = new Map(
  Object.entries(ENDPOINT_AREA_KEYS).flatMap(([area, keys]) => keys.map((key) => [key, area as EndpointArea] as const)),
)

/** The area whose module defines this call, or undefined for a key that is no call (an old outbox entry). */
export function areaOf(key: string): EndpointArea | undefined {
  return AREA_OF.get(key)
}

export function isEndpointKey(key: string): key is EndpointKey {
  return AREA_OF.has(key)
}

/**
 * The calls an outboxBatch may carry (isBatchable of src/domain/outbox-batch.ts), known without
 * their schemas: the outbox decides what goes in one call before it loads any area, so a replay
 * never waits on code it may not reach offline. tests/unit/domain/endpoint-areas.test.ts holds
 * this list to the table.
 */
export const BATCHABLE_KEYS: ReadonlySet<string> = new Set<EndpointKey>([
  'realNameSubmitOverseas', 'updateLandlordInfo', 'listingCreate', 'listingSaveAddress',
  'listingSaveInfo', 'listingSaveFacility', 'listingSaveDescribe', 'listingSavePrice',
  'listingSaveOrder', 'listingSaveDiscount', 'listingSetPhotos', 'listingPublish', 'listingDelete',
  'listingSetOnline', 'flashBookUpdate', 'calendarSet', 'calendarUndo', 'calendarFeedRemove', 'calendarExportReset',
  'orderConfirm', 'orderReject', 'orderEditCharge', 'orderCheckIn', 'orderInsuranceBuy',
  'orderRenewalConfirm', 'orderRenewalReject', 'orderDepositClaim', 'orderDepositEscalate', 'orderInvoiceIssue', 'claimOrderVoice',
  'systemMessageRead', 'merchantSave', 'merchantMediaUpload', 'merchantPayValidate', 'merchantResetPassword', 'merchantLinkStores', 'merchantSetDefault',
  'alipayAccountCheck', 'payoutChannelRemove',
  'walletWithdraw', 'walletAgree', 'hotelCreate', 'hotelSaveAddress', 'hotelSaveInfo', 'hotelSaveFacility', 'hotelSavePhotos',
  'hotelSaveBooking', 'hotelSaveQualification', 'hotelSaveSettlement',
  'hotelContactCodeCheck', 'roomTypeSave', 'roomTypeDelete', 'hotelPublish', 'hotelDelete', 'hotelSetOnSale', 'roomTypeSetOnSale', 'productSave', 'productDelete',
  'qualificationSubmit', 'invoiceTitleSave', 'invoiceTitleDelete', 'shippingAddressSave', 'shippingAddressDelete',
  'shippingAddressSetDefault', 'invoiceApply', 'invoiceReversal', 'foreignAccountSubmit', 'foreignAccountWithdraw', 'commentReply', 'pmsConnect', 'pmsKeyRevoke', 'pmsBind', 'pmsUnbind', 'pmsWebhookResend',
  'activitySignUp', 'activitySignOut', 'promotionSave', 'promotionWithdraw', 'longStaySignUp', 'longStaySignOut',
  'houseDiscountSignUp', 'houseDiscountSignOut', 'noticeSeen', 'riskAppealSubmit',
  'personalInfoEdit', 'phoneChange', 'emailCodeCheck', 'socialUnbind', 'socialBindFinish', 'imSend', 'imRead', 'imDeleteTalk',
])

import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback, useSyncExternalStore } from 'react'
import { isMessageKey, type MessageKey } from '../../domain/messages'

export type MessageParams = Record<string, string | number>

type Texts = Partial<Record<MessageKey, MessageDescriptor>>

/**
 * The texts of message keys only some services answer with, each group in its own chunk
 * (decision 0043): a screen's data module imports its group, and a key of a group not loaded
 * yet (a refusal shown in the sync status, say) loads every group and shows once it is there.
 */
const TEXT_GROUPS: ReadonlyArray<() => Promise<unknown>> = [
  () => import('./message-texts/payout'),
  () => import('./message-texts/finance'),
  () => import('./message-texts/hotel'),
  () => import('./message-texts/reviews'),
  () => import('./message-texts/market'),
  () => import('./message-texts/risk'),
  () => import('./message-texts/profile'),
  () => import('./message-texts/chat'),
  () => import('./message-texts/pms'),
]

const registered: Texts = {}
let version = 0
const listeners = new Set<() => void>()
let loadingGroups: Promise<unknown> | null = null

/** Adds a group's texts (the group's module calls it when it loads). */
export function registerMessageTexts(texts: Texts): void {
  Object.assign(registered, texts)
  version += 1
  for (const listener of listeners) listener()
}

/** Loads every group (once): a key shown before its screen's group came. */
export function loadMessageTextGroups(): Promise<unknown> {
  loadingGroups ??= Promise.all(TEXT_GROUPS.map((load) => load())).catch(() => {
    // offline before the service worker holds the chunks: tried again on the next miss
    loadingGroups = null
  })
  return loadingGroups
}

function textOf(key: string): MessageDescriptor | undefined {
  if (Object.hasOwn(MESSAGE_TEXTS, key)) return MESSAGE_TEXTS[key as keyof typeof MESSAGE_TEXTS]
  return Object.hasOwn(registered, key) ? registered[key as MessageKey] : undefined
}

/**
 * The text a message key (src/domain/messages.ts) shows, translated. Keys that are not in the
 * table (a server text no key fits) are shown as given; a key whose group has not loaded yet
 * shows "Operation failed" until it has (useMessageText re-renders then). Params fill the
 * {placeholders}.
 */
export function messageText(i18n: I18n, key: string, params?: MessageParams): string {
  let descriptor = textOf(key)
  if (!descriptor && isMessageKey(key)) {
    void loadMessageTextGroups()
    descriptor = MESSAGE_TEXTS.operationFailed
  }
  if (!descriptor) return key
  return i18n._({ ...descriptor, values: { ...DEFAULT_PARAMS, ...params } })
}

/** messageText bound to the active language; re-renders on language change and when a group of texts arrives. */
export function useMessageText(): (key: string, params?: MessageParams) => string {
  const { i18n } = useLingui()
  const texts = useSyncExternalStore(subscribe, currentVersion, currentVersion)
  // texts: the version of the registered groups (a callback made before a group came is stale)
  return useCallback((key, params) => messageText(i18n, key, params), [i18n, texts])
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function currentVersion(): number {
  return version
}

/** Placeholders a caller may leave out keep a readable value instead of "{max}". */
const DEFAULT_PARAMS: MessageParams = { limit: 1, mb: 5, accept: '.jpg, .jpeg, .png' }

/**
 * English source texts (sourceLocale en); zh comes from the catalog. Placeholders:
 * sizeTips {mb} (MB), ImageRatio {size} ('W*H' px), Maximum {limit}, tooLong {max},
 * tooShort {min}, realNameNameLength {min} {max}, fileType {accept}.
 */
export const MESSAGE_TEXTS = {
  PleaseEnterMobileNumber: msg({ message: 'Please enter a valid mobile number' }),
  PleaseEnterEmailFormat: msg({ message: 'Please enter a valid e-mail address' }),
  PleaseNum: msg({ message: 'Please enter digits only' }),
  PleaseEnterLegalIDNumber: msg({ message: 'Please enter a valid ID card number' }),
  PleaseNotEnterSpecialCharacters: msg({ message: 'Please do not enter special characters' }),
  fileType: msg({ message: 'This file type is not supported. Accepted types: {accept}' }),
  sizeTips: msg({ message: 'The image must not be larger than {mb} MB' }),
  ImageRatio: msg({ message: 'The image must be at least {size} pixels' }),
  Maximum: msg({ message: 'You can upload at most {limit} images' }),
  required: msg({ message: 'This field is required' }),
  tooLong: msg({ message: 'Too long: at most {max} characters' }),
  dateOutOfWindow: msg({ message: 'Choose a date from {past} days ago to {ahead} days ahead' }),
  tooShort: msg({ message: 'Too short: at least {min} characters' }),
  invalidValue: msg({ message: 'This value is not valid' }),
  passwordTooSimple: msg({
    message:
      'The password is too simple: use 8-16 characters with at least three of upper case, lower case, digits and symbols',
  }),
  verificationFailed: msg({ message: 'Verification failed' }),
  tooManyRequests: msg({ message: 'Too many requests, please try again in two minutes' }),
  tooManySends: msg({ message: 'Too many codes sent, please try again tomorrow' }),
  mobileFormatWrong: msg({ message: 'The mobile number format is wrong' }),
  codeExpired: msg({ message: 'The verification code has expired' }),
  wrongCode: msg({ message: 'The verification code is wrong' }),
  operationFailed: msg({ message: 'Operation failed' }),
  numberRegistered: msg({ message: 'This number is already registered' }),
  registering: msg({ message: 'Registering, please wait' }),
  mobileNotRegistered: msg({ message: 'This mobile number is not registered' }),
  wrongPassword: msg({ message: 'The account or password is wrong' }),
  emailNotRegistered: msg({ message: 'This e-mail address is not registered' }),
  doNotClickTooFrequently: msg({ message: 'Please do not click too frequently' }),
  sessionExpired: msg({ message: 'Your session has expired, please log in again' }),
  noPermission: msg({ message: 'No access permission' }),
  kaNoPermission: msg({ message: 'KA merchants have no permission to use this function' }),
  notFound: msg({ message: 'Not found' }),
  fileServiceException: msg({ message: 'The file service is unavailable, please try again later' }),
  imageTooLarge: msg({ message: 'The image is too large' }),
  uploadNoDomain: msg({ message: 'The upload failed, please try again' }),
  realNameAlreadyPassed: msg({ message: 'Real-name authentication has already been passed' }),
  realNameNameLength: msg({ message: 'The name must be {min}-{max} characters long' }),
  slideFailed: msg({ message: 'Slide verification failed, please try again' }),
  badSignature: msg({ message: 'Request exception' }),
  staleTimestamp: msg({ message: 'Your device clock is wrong, please try again' }),
  unsupportedContentType: msg({ message: 'Request exception' }),
  malformedBody: msg({ message: 'Request exception' }),
  requestException: msg({ message: 'Request exception' }),
  networkTimeout: msg({ message: 'Network timeout, please try again' }),
  networkError: msg({ message: 'Network abnormal, please check your connection' }),
  realNamePending: msg({ message: 'Your real-name authentication is being reviewed' }),
  idempotencyKeyReused: msg({ message: 'This change was already sent with different content' }),
  requestReplayed: msg({ message: 'This request was already sent. Refresh the page to see its result' }),
  storageFull: msg({ message: "Your device's storage is full: free some space so your changes can be kept" }),
  versionConflict: msg({ message: 'This was changed elsewhere in the meantime' }),
  outboxDependencyDiscarded: msg({ message: 'This change needed an earlier one that was discarded' }),
  listingAreaRange: msg({ message: 'The rental area must be {min}-{max} square metres' }),
  listingPeopleRange: msg({ message: 'The number of guests must be {min}-{max}' }),
  listingSimilarUnitsRange: msg({ message: 'The number of similar units must be a whole number from {min} to {max}' }),
  listingLayoutRange: msg({ message: 'Please enter a whole number from {min} to {max}' }),
  listingStayRange: msg({ message: 'The stay must be {min}-{max} nights' }),
  listingMaxStayNotAboveMin: msg({ message: 'The maximum stay must be longer than the minimum stay' }),
  bedsRequired: msg({ message: 'Please add at least one bed' }),
  bedLengthRange: msg({ message: 'The bed length must be {min}-{max} m' }),
  bedWidthRange: msg({ message: 'The bed width must be {min}-{max} m' }),
  bedOneDecimal: msg({ message: 'Bed sizes take at most one decimal' }),
  bedCountRange: msg({ message: 'The number of beds of this kind must be a whole number from {min} to {max}' }),
  bedsTooMany: msg({ message: 'At most {max} beds' }),
  bedDuplicate: msg({ message: 'This bed type and size is already listed' }),
  titleLength: msg({ message: 'The title must be {min}-{max} characters (an English word counts as one)' }),
  descriptionLength: msg({ message: 'The description must be {min}-{max} characters' }),
  priceInteger: msg({ message: 'Prices must be whole numbers above zero' }),
  priceRange: msg({ message: 'The price must be {min}-{max}' }),
  feeRange: msg({ message: 'The amount must be {min}-{max}' }),
  facilityUnknown: msg({ message: 'Unknown facility' }),
  discountRange: msg({ message: 'The discount must be {min}-{max}' }),
  stayTierOrder: msg({ message: 'A longer stay needs a bigger discount' }),
  tierDiscountOrder: msg({ message: 'A higher tier needs a bigger discount' }),
  tierTimeOrder: msg({ message: 'Each tier must start later than the one before' }),
  peopleTierLimit: msg({ message: 'The guest count of a lower tier must be under {max}' }),
  tonightSpecialIncomplete: msg({ message: 'Please complete the tonight special: start time and discount' }),
  photosTooFew: msg({ message: 'Please upload at least {min} photos' }),
  photosTooMany: msg({ message: 'At most {max} photos' }),
  coverRequired: msg({ message: 'Please choose a cover photo' }),
  coverNotHorizontal: msg({ message: 'The cover photo must be horizontal' }),
  coverNotBathroomKitchen: msg({ message: 'The cover photo cannot be a bathroom or kitchen photo' }),
  bedPhotoRequired: msg({ message: 'Please upload at least one photo of a bed' }),
  photoUnknown: msg({ message: 'This photo was not uploaded to this listing' }),
  checkInOrder: msg({ message: 'The earliest check-in must not be later than the latest check-in' }),
  bookingAfterCheckIn: msg({ message: 'The latest booking time must be no later than the latest check-in' }),
  textContactInfo: msg({ message: 'Contact information (phone, WeChat, QQ, e-mail) is not allowed' }),
  textPrice: msg({ message: 'Prices are not allowed in the text' }),
  textWebsite: msg({ message: 'Websites are not allowed in the text' }),
  textBannedWord: msg({ message: '“{word}” is not allowed' }),
  textOfflineFee: msg({ message: 'Deposits or cleaning fees collected offline are not allowed' }),
  emoticonsNotAllowed: msg({ message: 'Emoticons are not allowed' }),
  addressNotSaved: msg({ message: 'Please save the address before continuing' }),
  addressCityChoice: msg({ message: 'Please choose the province, city and district again' }),
  addressMapMismatch: msg({ message: 'The map pin is more than 3 km from the address: please correct the pin or the address' }),
  addressMapFar: msg({ message: 'The map pin is more than 500 m from the address: please check it' }),
  addressNoCoordinates: msg({ message: 'Unable to get the coordinates of the area' }),
  realNameRequiredToPublish: msg({ message: 'Please complete real-name authentication before publishing or editing a listing' }),
  listingUnchanged: msg({ message: 'You have not modified the information, no need to publish' }),
  listingIncomplete: msg({ message: 'Listing not complete, Confirmation to leave?' }),
  listingNotComplete: msg({ message: 'The listing is not complete: please finish every step before publishing' }),
  listingLocked: msg({ message: 'The listing is under review: its information cannot be changed now' }),
  listingNotApproved: msg({ message: 'Only an approved listing can be put online' }),
  peopleTierOrder: msg({ message: 'Each tier needs more guests than the one before' }),
  earlyBirdDaysRange: msg({ message: 'The number of days ahead must be {min}-{max}' }),
  calendarPriceRange: msg({ message: 'The price must be a whole number from {min} to {max}' }),
  calendarStockRange: msg({ message: 'The stock must be a whole number from {min} to {max}' }),
  calendarRangesTooMany: msg({ message: 'Choose at most {max} date ranges' }),
  calendarRangeTooLong: msg({ message: 'Each date range must be shorter than {max} days' }),
  calendarRangeOrder: msg({ message: 'The end date must not be before the start date' }),
  calendarPastDate: msg({ message: 'Past dates cannot be changed' }),
  calendarBeyondHorizon: msg({ message: 'Dates more than a year ahead cannot be opened yet' }),
  calendarNothingToChange: msg({ message: 'Set a price, the stock, or open or close the dates' }),
  calendarStockBelowBooked: msg({ message: 'The stock on {date} cannot be below the {booked} already booked' }),
  calendarUndoStale: msg({ message: 'This change cannot be undone: some of its dates were changed again since' }),
  calendarUndoDone: msg({ message: 'This change has already been undone' }),
  calendarUnitsTooMany: msg({ message: 'Choose at most {max} listings at once' }),
  calendarFeedUrl: msg({ message: 'Enter a calendar address starting with http:// or https:// on a public server' }),
  calendarFeedFetch: msg({ message: 'The calendar could not be downloaded from its address' }),
  calendarFeedParse: msg({ message: 'The address does not give a valid calendar (.ics) file' }),
  calendarFeedTooLarge: msg({ message: 'The calendar file is larger than 2 MB' }),
  calendarFeedTooComplex: msg({ message: 'The calendar file is too complex to read; it is tried again in 24 hours or when you refresh it' }),
  calendarFeedsTooMany: msg({ message: 'A listing can import at most {max} outside calendars' }),
  calendarNotBookable: msg({ message: 'The night of {date} cannot be booked: it is closed or sold out' }),
  orderStateChanged: msg({ message: 'This order has changed meanwhile: this is no longer possible' }),
  orderExpired: msg({ message: 'This order has expired' }),
  orderEditChargeRange: msg({ message: 'The rent must be a whole number from {min} to {max}' }),
  orderExplanationLength: msg({ message: 'The explanation must be {min}-{max} characters' }),
  orderCheckInTooEarly: msg({ message: 'Check-in can be confirmed from {date}' }),
  orderCredentialNotFound: msg({ message: 'No guest of this order has this ID number' }),
  orderGuestAlreadyCheckedIn: msg({ message: 'This guest has already checked in' }),
  orderContactNotAllowed: msg({ message: 'The guest can be contacted once the order is paid, until 24 hours after check-out' }),
  orderInsuranceNotAllowed: msg({ message: 'Insurance can be bought for paid orders before check-out' }),
  orderAlreadyInsured: msg({ message: 'This order is already insured' }),
  orderStayRange: msg({ message: 'The stay must be {min}-{max} nights' }),
  orderGuestsRange: msg({ message: 'The number of guests must be 1-{max}' }),
  renewalStateChanged: msg({ message: 'This renewal has changed meanwhile: this is no longer possible' }),
  depositClaimRange: msg({ message: 'The amount must be a whole number from {min} to {max}' }),
  depositClaimNotAllowed: msg({ message: 'The deposit can be claimed once, within 48 hours after check-out' }),
  depositEscalateNotAllowed: msg({ message: 'Customer service can be asked only after the guest refused the deduction, before the deposit is refunded' }),
  lengthBetween: msg({ message: 'Enter {min}-{max} characters' }),
  payoutPhone11: msg({ message: 'Enter the 11-digit mobile number the bank holds for this account' }),
  startDateAfterToday: msg({ message: 'The start date cannot be later than today' }),
  numberBetween: msg({ message: 'Enter a number from {min} to {max}' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import type { MessageKey } from '../../domain/messages'

export type MessageParams = Record<string, string | number>

/**
 * The text a message key (src/domain/messages.ts) shows, translated. Keys that are not in the
 * table (a server text no key fits) are shown as given. Params fill the {placeholders}.
 */
export function messageText(i18n: I18n, key: string, params?: MessageParams): string {
  const descriptor = hasText(key) ? MESSAGE_TEXTS[key] : undefined
  if (!descriptor) return key
  return i18n._({ ...descriptor, values: { ...DEFAULT_PARAMS, ...params } })
}

/** messageText bound to the active language; re-renders on language change. */
export function useMessageText(): (key: string, params?: MessageParams) => string {
  const { i18n } = useLingui()
  return useCallback((key, params) => messageText(i18n, key, params), [i18n])
}

function hasText(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGE_TEXTS, key)
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
  storageFull: msg({ message: "Your device's storage is full: free some space so your changes can be kept" }),
  versionConflict: msg({ message: 'This was changed elsewhere in the meantime' }),
  outboxDependencyDiscarded: msg({ message: 'This change needed an earlier one that was discarded' }),
} as const satisfies Record<MessageKey, MessageDescriptor>

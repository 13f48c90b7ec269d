/**
 * Message keys that cross the wire in errorMsg. The portal turns each into a Lingui message
 * (src/app/shell/message-text.ts); a test checks that every key here has a text there.
 * Keys from the spec keep the spec's spelling.
 */
export const MESSAGE_KEYS = [
  // validators (portal spec 5)
  'PleaseEnterMobileNumber',
  'PleaseEnterEmailFormat',
  'PleaseNum',
  'PleaseEnterLegalIDNumber',
  'PleaseNotEnterSpecialCharacters',
  'fileType',
  'sizeTips',
  'ImageRatio',
  'Maximum',
  'required',
  'tooLong',
  'tooShort',
  'invalidValue',
  // known server texts (portal spec 8, business rules 8)
  'passwordTooSimple',
  'verificationFailed',
  'tooManyRequests',
  'tooManySends',
  'mobileFormatWrong',
  'codeExpired',
  'wrongCode',
  'operationFailed',
  'numberRegistered',
  'registering',
  'mobileNotRegistered',
  'wrongPassword',
  'emailNotRegistered',
  'doNotClickTooFrequently',
  'sessionExpired',
  'noPermission',
  'kaNoPermission',
  'notFound',
  'fileServiceException',
  'imageTooLarge',
  'uploadNoDomain',
  'realNameAlreadyPassed',
  'realNameNameLength',
  'slideFailed',
  'badSignature',
  'staleTimestamp',
  'unsupportedContentType',
  'malformedBody',
  'requestException',
  'networkTimeout',
  'networkError',
  // real-name verification (overseas submissions wait for staff)
  'realNamePending',
  // idempotent writes: the same key with other content
  'idempotencyKeyReused',
  // shown by the portal itself: local storage and the outbox
  'storageFull',
  'versionConflict',
  'outboxDependencyDiscarded',
] as const

export type MessageKey = (typeof MESSAGE_KEYS)[number]

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && (MESSAGE_KEYS as readonly string[]).includes(value)
}

import type { MessageKey } from '../messages'
import { validateNoSpecialChars } from '../validators/special-chars'

/**
 * The host's personal information (business rules 2 "Personal information"; issue 18; decision
 * 0061): what a host may set on setting/userinfo and the checks the form and the server share.
 */

/** Nickname: 1-20 characters (as the real name's longer reading), no special characters, no emoji. */
export const NICKNAME_MIN = 1
export const NICKNAME_MAX = 20
/** The alternate contact's name: 1-20 characters (as the hotels' contact names, business rules 5). */
export const CONTACT_NAME_MIN = 1
export const CONTACT_NAME_MAX = 20

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3|\uFE0F/u

export type LengthProblem = { key: MessageKey; params?: Record<string, number> }

/** A name a person gives: trimmed length within min-max, no emoji, no special characters. */
export function checkPersonName(value: string, min: number, max: number): LengthProblem | null {
  const text = value.trim()
  const length = Array.from(text).length
  if (length === 0) return { key: 'required' }
  if (length < min || length > max) return { key: 'lengthBetween', params: { min, max } }
  if (EMOJI.test(text)) return { key: 'emoticonsNotAllowed' }
  const special = validateNoSpecialChars(text)
  return special ? { key: special } : null
}

export function checkNickname(value: string): LengthProblem | null {
  return checkPersonName(value, NICKNAME_MIN, NICKNAME_MAX)
}

export function checkContactName(value: string): LengthProblem | null {
  return checkPersonName(value, CONTACT_NAME_MIN, CONTACT_NAME_MAX)
}

/**
 * Social accounts a host can bind (spec 7 "third-party login and register", "unbind social login").
 * Mainland hosts see the Chinese ones, overseas hosts the international ones; a binding of the
 * other kind still shows (and can be unbound).
 */
export const SOCIAL_PROVIDERS = ['wechat', 'qq', 'weibo', 'google', 'apple', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]
export const MAINLAND_SOCIAL: readonly SocialProvider[] = ['wechat', 'qq', 'weibo']
export const OVERSEAS_SOCIAL: readonly SocialProvider[] = ['google', 'apple', 'facebook']

export function socialProvidersFor(overseas: boolean): readonly SocialProvider[] {
  return overseas ? OVERSEAS_SOCIAL : MAINLAND_SOCIAL
}

/** The code scenes of the profile's checks (each code is good for its own scene and target only). */
export const PROFILE_CODE_SCENES = {
  /** Sent to the current number before it may change (business rules 4 Payout account: "an SMS code from the old number"). */
  phoneOld: 'changePhoneOld',
  /** Sent to the new number: it must be the host's. */
  phoneNew: 'changePhoneNew',
  /** Sent to an e-mail address the host binds. */
  email: 'bindEmail',
} as const

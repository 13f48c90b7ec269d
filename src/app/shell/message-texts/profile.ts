import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/** The texts of the personal information's and social sign-in's message keys (decisions 0061, 0085); they load with setting/userinfo and the sign-in pages' social parts. */
export const PROFILE_TEXTS = {
  phoneUnchanged: msg({ message: 'This is already your mobile number' }),
  emailUnchanged: msg({ message: 'This address is already bound to your account' }),
  emailBound: msg({ message: 'This e-mail address belongs to another account' }),
  socialNotConfigured: msg({ message: 'Signing in with this account is not available' }),
  socialStateInvalid: msg({ message: 'This sign-in has expired or was started in another browser. Please start again.' }),
  socialProviderFailed: msg({ message: 'The account provider did not confirm the sign-in. Please try again.' }),
  socialTicketExpired: msg({ message: 'Too much time has passed since you signed in with your account. Please start again.' }),
  socialAlreadyBound: msg({ message: 'Another account of this kind is already bound. Unbind it first.' }),
  socialBoundElsewhere: msg({ message: 'This account is already bound to another host account' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(PROFILE_TEXTS)

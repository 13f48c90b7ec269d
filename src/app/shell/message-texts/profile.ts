import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/** The texts of the personal information's message keys (issue 18, decision 0061); they load with setting/userinfo. */
export const PROFILE_TEXTS = {
  phoneUnchanged: msg({ message: 'This is already your mobile number' }),
  emailUnchanged: msg({ message: 'This address is already bound to your account' }),
  emailBound: msg({ message: 'This e-mail address belongs to another account' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(PROFILE_TEXTS)

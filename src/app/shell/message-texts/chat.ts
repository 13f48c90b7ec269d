import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/** The texts of the chat service's message keys (issue 19, decision 0063); they load with the chat. */
export const CHAT_TEXTS = {
  chatBlankMessage: msg({ message: 'Cannot send a blank message' }),
  chatTooLong: msg({ message: 'A message is at most {max} characters' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(CHAT_TEXTS)

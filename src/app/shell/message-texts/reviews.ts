import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/**
 * The texts of the review service's message keys (issue 17, decision 0057). They load with the
 * review screens (their data module imports this file), or on the first such key shown elsewhere
 * (a refused reply in the sync status).
 */
export const REVIEW_TEXTS = {
  commentReplyRequired: msg({ message: 'Write your reply' }),
  commentReplyTooShort: msg({ message: 'A reply is at least {min} characters' }),
  commentSensitiveWord: msg({ message: 'Your reply contains a word the platform does not allow: “{word}”' }),
  commentAlreadyReplied: msg({ message: 'This review already has your reply; a reply cannot be edited after it is sent' }),
  commentNotReplyable: msg({ message: 'This review failed the platform’s review and cannot be replied to' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(REVIEW_TEXTS)

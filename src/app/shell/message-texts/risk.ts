import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/** The texts of the risk service's message keys (issue 18, decision 0060); they load with risk/record. */
export const RISK_TEXTS = {
  hostSuspended: msg({ message: 'These listings cannot be booked now: the host is under a blacklist or offline penalty' }),
  appealNotAllowed: msg({ message: 'This record cannot be appealed: it was lifted, or it has an appeal already' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(RISK_TEXTS)

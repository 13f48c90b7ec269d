import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text'

/**
 * The texts of settlement's and the invoices' message keys (issue 16). They load with the screens
 * that call those services (their data modules import this file), or on the first such key shown
 * elsewhere (message-text.ts).
 */
export const FINANCE_TEXTS = {
  downloadTooMany: msg({ message: 'A download holds at most {max} items at once; these are {count}. Narrow the dates and download again.' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(FINANCE_TEXTS)

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/**
 * The texts of the market service's message keys: activities and self-service promotions (issue
 * 17, decision 0058). They load with those screens, or on the first such key shown elsewhere.
 */
export const MARKET_TEXTS = {
  promotionDiscountRange: msg({ message: 'The discount is {min}% to {max}% off' }),
  promotionDateWindow: msg({ message: 'Choose a night from today to {days} days ahead' }),
  promotionDateOrder: msg({ message: 'The last night cannot be before the first' }),
  promotionDaysBeforeRange: msg({ message: 'Last-minute means {min} to {max} days before the night' }),
  promotionMinNightsRange: msg({ message: 'A long stay is {min} to {max} nights' }),
  promotionUnitsRequired: msg({ message: 'Choose at least one listing' }),
  promotionOverlap: msg({ message: '“{title}” already has your promotion “{name}” on some of these nights ({from} to {to})' }),
  promotionNotWithdrawable: msg({ message: 'This promotion has ended or was already stopped' }),
  promotionOverseas: msg({ message: 'Self-service promotions are for mainland hosts' }),
  activityEnrollmentClosed: msg({ message: 'Enrollment for this activity is closed' }),
  activityForbidden: msg({ message: '“{title}” cannot join this activity' }),
  activityNotRegistered: msg({ message: '“{title}” is not in this activity' }),
  activityUnitsRequired: msg({ message: 'Choose at least one listing' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(MARKET_TEXTS)

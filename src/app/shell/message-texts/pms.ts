import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/** The texts of direct connection's message keys (issue 20, decision 0064); they load with its pages. */
export const PMS_TEXTS = {
  pmsCodeInvalid: msg({ message: 'Use 1 to 40 letters, digits, dots, dashes or underscores' }),
  pmsStoreNotOnline: msg({ message: 'Only an online store can be connected' }),
  pmsStoreConnected: msg({ message: 'This store already has a direct connection' }),
  pmsNotConnected: msg({ message: 'The connection is not open yet' }),
  pmsKeysTooMany: msg({ message: 'A connection has at most {max} active keys: revoke one first' }),
  pmsRoomTypeNotBindable: msg({ message: 'Only an online room type of this store can be bound' }),
  pmsRoomTypeTaken: msg({ message: 'This room type is already bound to PMS room {room}' }),
  pmsRoomNotBound: msg({ message: 'Bind the room to a room type first' }),
  pmsProductNotBindable: msg({ message: 'Choose a product on sale of the room\'s room type' }),
  pmsKeyInvalid: msg({ message: 'The API key is missing, wrong or revoked' }),
  pmsRateLimited: msg({ message: 'Too many calls: try again in a minute' }),
  pmsRoomUnknown: msg({ message: 'The PMS has not announced this room' }),
  pmsSyncUnreadable: msg({ message: 'The PMS\'s answer could not be read as nights' }),
  pmsOrderUnknown: msg({ message: 'No order of this connection\'s rooms has this number' }),
  pmsWebhookUrl: msg({ message: 'Enter an https address on the public internet' }),
  // stay restrictions a PMS sets (decision 0079): refused bookings and pushes
  orderClosedToArrival: msg({ message: 'No stay can begin on {date}' }),
  orderClosedToDeparture: msg({ message: 'No stay can end on {date}' }),
  orderStayRuleMin: msg({ message: 'A stay arriving on {date} needs at least {min} nights' }),
  orderStayRuleMax: msg({ message: 'A stay arriving on {date} can have at most {max} nights' }),
  calendarStayRange: msg({ message: 'A stay is from {min} to {max} nights' }),
  calendarStayOrder: msg({ message: 'The longest stay cannot be shorter than the shortest' }),
  pmsRatePlanNotBound: msg({ message: 'Bind the rate plan to a product first' }),
  pmsWebhookNone: msg({ message: 'The PMS removed its webhook: there is nowhere to send it' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(PMS_TEXTS)

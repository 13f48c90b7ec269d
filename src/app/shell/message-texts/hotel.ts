import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { MessageKey } from '../../../domain/messages'
import { registerMessageTexts } from '../message-text-store'

/**
 * The texts of the hotels' message keys (issue 14). They load with the screens that call those services (their data modules
 * import this file), or on the first such key shown elsewhere (message-text.ts): the entry
 * carries only the texts every screen may show (decision 0043).
 */
export const HOTEL_TEXTS = {
  renovatedBeforeOpening: msg({ message: 'The latest renovation cannot be before the opening' }),
  serviceTimeOrder: msg({ message: 'The start time cannot be after the end time' }),
  serviceTimeTooShort: msg({ message: 'Service hours must be at least {hours} hours a day' }),
  licenceExpired: msg({ message: 'This licence has expired' }),
  licenceUntilBeforeFrom: msg({ message: 'A licence cannot end before the day it was issued' }),
  qualificationNotSaved: msg({ message: 'Save the qualification first' }),
  hotelNotAllowed: msg({ message: 'Publishing a hotel needs real-name authentication or a place on the merchant white list' }),
  hotelNoCoordinates: msg({ message: 'Unable to get the coordinates of the area, unable to create a hotel' }),
  hotelOnlineReadOnly: msg({ message: 'An approved hotel or room type cannot be deleted: take it off sale instead' }),
  contactNotVerified: msg({ message: 'Verify this mobile number with the SMS code first' }),
  productsTooMany: msg({ message: 'A room type has at most {max} products' }),
  hotelNotApproved: msg({ message: 'Only a hotel staff approved can be put on sale or taken off sale' }),
  roomTypeLastOnSale: msg({ message: 'A hotel keeps at least one room type on sale: take the hotel off sale instead' }),
  hotelOffSale: msg({ message: 'This hotel is off sale: it cannot be booked' }),
  roomTypeOffSale: msg({ message: 'This room type is off sale: it cannot be booked' }),
} as const satisfies Partial<Record<MessageKey, MessageDescriptor>>

registerMessageTexts(HOTEL_TEXTS)

import type { HotelState } from './schemas'

/**
 * Hotels and room types on sale and off sale (issue 35; decision 0084). An approved hotel is on
 * sale or off sale as a whole, and so is each of its room types; guests book a room type only
 * while both are on sale. The calendar's prices and stock, the PMS binding and the orders already
 * booked stay as they are.
 */

/** The orders still to be honoured: booked and not finished (waiting for confirmation, payment or check-in, or staying). */
export const OPEN_ORDER_STATES = ['waitConfirm', 'waitPay', 'waitCheckIn', 'checkedIn'] as const

export type SaleRefusal = { key: 'hotelNotApproved' | 'roomTypeLastOnSale' }

/** Only an approved hotel (state online) is put on sale or taken off sale, or has its room types switched. */
export function hotelSaleRefusal(state: HotelState): SaleRefusal | null {
  return state === 'online' ? null : { key: 'hotelNotApproved' }
}

/**
 * A room type switched on or off sale. A hotel keeps at least one room type on sale, whether the
 * hotel itself is on sale or not: the host takes the hotel off sale to stop selling it all, and a
 * hotel put back on sale always has something to book.
 */
export function roomTypeSaleRefusal(input: { hotelState: HotelState; onSale: boolean; othersOnSale: number }): SaleRefusal | null {
  const hotel = hotelSaleRefusal(input.hotelState)
  if (hotel) return hotel
  if (!input.onSale && input.othersOnSale === 0) return { key: 'roomTypeLastOnSale' }
  return null
}

import { describe, expect, it } from 'vitest'
import { hotelSaleRefusal, OPEN_ORDER_STATES, roomTypeSaleRefusal } from '../../../../src/domain/hotel/sale'
import { statesOf } from '../../../../src/domain/order/states'

describe('hotels and room types on and off sale (decision 0084)', () => {
  it('only an approved hotel is switched', () => {
    expect(hotelSaleRefusal('online')).toBeNull()
    for (const state of ['draft', 'auditing', 'rejected'] as const) expect(hotelSaleRefusal(state)).toEqual({ key: 'hotelNotApproved' })
    expect(roomTypeSaleRefusal({ hotelState: 'auditing', onSale: true, othersOnSale: 1 })).toEqual({ key: 'hotelNotApproved' })
  })

  it('the last room type on sale stays on sale; putting one on sale is always allowed', () => {
    expect(roomTypeSaleRefusal({ hotelState: 'online', onSale: false, othersOnSale: 0 })).toEqual({ key: 'roomTypeLastOnSale' })
    expect(roomTypeSaleRefusal({ hotelState: 'online', onSale: false, othersOnSale: 1 })).toBeNull()
    expect(roomTypeSaleRefusal({ hotelState: 'online', onSale: true, othersOnSale: 0 })).toBeNull()
  })

  it('open orders are the booked ones not finished: waiting for confirmation, payment, check-in, and staying', () => {
    expect([...OPEN_ORDER_STATES].sort()).toEqual([...statesOf('waitConfirm'), ...statesOf('waitPay'), ...statesOf('waitCheckIn'), ...statesOf('checkedIn')].sort())
  })
})

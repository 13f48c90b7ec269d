import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderState } from '../../domain/order/enums'

/** An order's state as every screen names it (orders, direct connection's orders). */
export const STATE_TEXTS: Record<OrderState, MessageDescriptor> = {
  waitConfirm: msg({ message: 'Waiting for confirmation' }),
  waitPay: msg({ message: 'Waiting for payment' }),
  waitCheckIn: msg({ message: 'Waiting for check-in' }),
  checkedIn: msg({ message: 'Checked in' }),
  completed: msg({ message: 'Stay completed' }),
  cancelled: msg({ message: 'Cancelled' }),
  payTimeout: msg({ message: 'Payment timed out' }),
  confirmTimeout: msg({ message: 'Confirmation timed out' }),
  rejected: msg({ message: 'Rejected by you' }),
  leftEarly: msg({ message: 'Guest left early' }),
}

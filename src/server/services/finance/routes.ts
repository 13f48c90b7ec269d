import { forbidden } from '../../errors'
import type { Handlers } from '../../handler'
import { requireUser } from '../user/service'
import { payoutHandlers } from './payout'
import { payoutChannelHandlers } from './payout-channels'
import { settlementHandlers } from './settlement'
import { invoiceHandlers } from './invoices'
import { foreignAccountHandlers } from './foreign-account'

/** finance service: the merchant white list check, the payout accounts (./payout.ts) and settlement (./settlement.ts). */
export const financeHandlers: Handlers = {
  merchantIsWhiteUser: async (ctx) => {
    if (!ctx.session) throw forbidden()
    const user = await requireUser(ctx.db, ctx.session.userId)
    return { isInWhiteList: user.merchant_white === 1 }
  },
  ...payoutHandlers,
  ...payoutChannelHandlers,
  ...settlementHandlers,
  ...invoiceHandlers,
  ...foreignAccountHandlers,
}

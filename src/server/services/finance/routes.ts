import { forbidden } from '../../errors'
import type { Handlers } from '../../handler'
import { requireUser } from '../user/service'
import { payoutHandlers } from './payout'

/** finance service: the merchant white list check and the payout accounts (./payout.ts). */
export const financeHandlers: Handlers = {
  merchantIsWhiteUser: async (ctx) => {
    if (!ctx.session) throw forbidden()
    const user = await requireUser(ctx.db, ctx.session.userId)
    return { isInWhiteList: user.merchant_white === 1 }
  },
  ...payoutHandlers,
}

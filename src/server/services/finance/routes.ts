import { forbidden } from '../../errors'
import type { Handlers } from '../../handler'
import { requireUser } from '../user/service'

/** finance service (foundation part): the merchant white list check. */
export const financeHandlers: Handlers = {
  merchantIsWhiteUser: async (ctx) => {
    if (!ctx.session) throw forbidden()
    const user = await requireUser(ctx.db, ctx.session.userId)
    return { isInWhiteList: user.merchant_white === 1 }
  },
}

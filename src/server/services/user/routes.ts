import { forbidden, invalid } from '../../errors'
import type { HandlerContext, Handlers, SessionUser } from '../../handler'
import {
  landlordInfo, realNameState, requireUser, submitMainland, submitOverseas, updateLandlordCity,
} from './service'
import { countUnreadMessages } from './repo'

/** user service: landlord identity, real-name verification, unread system messages. */
export const userHandlers: Handlers = {
  getebkinfo: async (ctx) => landlordInfo(ctx.db, me(ctx).userId),

  checkUserInfo: async (ctx) => {
    const user = await requireUser(ctx.db, me(ctx).userId)
    return { isKa: user.is_ka === 1 ? 1 : 0 }
  },

  getRealNameState: async (ctx, { userId }) => {
    const { userId: own } = me(ctx)
    if (userId.trim() !== String(own)) throw forbidden()
    return { state: realNameState(await requireUser(ctx.db, own)) }
  },

  realNameSubmitMainland: async (ctx, input) => {
    await submitMainland(ctx, me(ctx).userId, {
      landlordID: input.landlordID,
      landlordIdentity: input.landlordIdentity,
      realName: input.realName,
      idCardNo: input.idCardNo,
      image: { url: input.identitycard1url, width: pixels(input.width, 'width'), height: pixels(input.height, 'height') },
    })
    return {}
  },

  realNameSubmitOverseas: async (ctx, input) => {
    await submitOverseas(ctx, me(ctx).userId, input)
    return {}
  },

  updateLandlordInfo: async (ctx, { cityid, id, version }) =>
    updateLandlordCity(ctx.db, me(ctx).userId, id, cityid, version),

  getUnreadNum: async (ctx) => countUnreadMessages(ctx.db, me(ctx).userId),
}

function me(ctx: HandlerContext): SessionUser {
  if (!ctx.session) throw forbidden()
  return ctx.session
}

/** Form fields are strings: a pixel size is a positive whole number. */
function pixels(value: string, field: string): number {
  const n = Number(value.trim())
  if (value.trim() === '' || !Number.isInteger(n) || n <= 0) throw invalid('invalidValue', field)
  return n
}

import { DOWNLOAD_MAX_ITEMS } from '../../../domain/settlement/rules'
import { WALLET_CURRENCY } from '../../../domain/wallet/ledger'
import type { Handlers, HandlerContext } from '../../handler'
import { notFound, refused } from '../../errors'
import { callerOf } from '../house/service'
import type { Caller } from '../house/service'
import {
  buyInsurance, canContact, issueInvoice, chargeDetail, checkInGuest, claimDeposit, confirmOrder, editCharge, escalateDeposit,
  insurancePreview, moveRenewal, rejectInfo, rejectOrder,
} from './actions'
import { ordersCsv } from './csv'
import { nextIdCheckFee, type IdChecker } from './id-checks'
import { orderDetail } from './detail'
import { listOrders } from './list'
import { rankingState } from './penalties'
import { findOrder, guestsOf, ownOrder, readLog, toGuest, toSummary } from './repo'
import type { OrderActor, OrderRow } from './repo'

/** The host as the order log names them: the operating role (web or mobile) and their name. */
function actorOf(caller: Caller): OrderActor {
  return { role: caller.actor.role, operator: caller.actor.operator }
}

/** The host as an ID checker: charged through the wallet unless paid abroad (decision 0052). */
function checkerOf(caller: Caller): IdChecker {
  return { userId: caller.userId, paidIntoWallet: caller.user.is_oversea !== 1 }
}

async function own(ctx: HandlerContext, orderNo: string): Promise<{ caller: Caller; row: OrderRow }> {
  const caller = await callerOf(ctx)
  return { caller, row: await ownOrder(ctx.db, caller.userId, orderNo) }
}

/** The detail after a write that returns nothing of the order (renewals): read again. */
async function detailOf(ctx: HandlerContext, orderNo: string) {
  return orderDetail(ctx.db, (await findOrder(ctx.db, orderNo))!, ctx.now())
}

/** order service (decision 0025). Every call checks the session and that the order is the caller's. */
export const orderHandlers: Handlers = {
  orderList: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const { list, total, counts } = await listOrders(ctx.db, caller.userId, input, { offset: input.offset, length: input.length })
    return { list: list.map(toSummary), total, counts, serverNow: ctx.now() }
  },

  orderHouseDetail: async (ctx, { orderNo }) => {
    const { row } = await own(ctx, orderNo)
    if (row.lodge_business !== 'house') throw notFound()
    return orderDetail(ctx.db, row, ctx.now())
  },

  orderHotelDetail: async (ctx, { orderNo }) => {
    const { row } = await own(ctx, orderNo)
    if (row.lodge_business !== 'store') throw notFound()
    return orderDetail(ctx.db, row, ctx.now())
  },

  orderConfirm: async (ctx, { orderNo }) => {
    const { caller, row } = await own(ctx, orderNo)
    return orderDetail(ctx.db, await confirmOrder(ctx.db, row, actorOf(caller), ctx.now()), ctx.now())
  },

  orderRejectInfo: async (ctx, { orderNo }) => {
    const { row } = await own(ctx, orderNo)
    return rejectInfo(ctx.db, row, ctx.now())
  },

  orderReject: async (ctx, input) => {
    const { caller, row } = await own(ctx, input.orderNo)
    return orderDetail(ctx.db, await rejectOrder(ctx.db, row, actorOf(caller), input, ctx.now()), ctx.now())
  },

  orderChargeDetail: async (ctx, { orderNo }) => {
    const { row } = await own(ctx, orderNo)
    return chargeDetail(row)
  },

  orderEditCharge: async (ctx, { orderNo, rent }) => {
    const { caller, row } = await own(ctx, orderNo)
    return orderDetail(ctx.db, await editCharge(ctx.db, row, actorOf(caller), rent, ctx.now()), ctx.now())
  },

  orderCheckIn: async (ctx, { orderNo, credentialNo, fee }) => {
    const { caller, row } = await own(ctx, orderNo)
    const checked = await checkInGuest(ctx.db, row, actorOf(caller), credentialNo, ctx.now(), { checker: checkerOf(caller), shownFee: fee })
    return orderDetail(ctx.db, checked, ctx.now())
  },

  /** The order's guests and what checking the next one's ID costs the host now (the check-in dialog). */
  orderTenants: async (ctx, { orderNo }) => {
    const { caller, row } = await own(ctx, orderNo)
    const fee = await nextIdCheckFee(ctx.db, checkerOf(caller))
    return { guests: (await guestsOf(ctx.db, row.order_no)).map(toGuest), idCheckFee: { ...fee, currency: WALLET_CURRENCY } }
  },

  orderInsurancePreview: async (ctx, { orderNo }) => {
    const { caller, row } = await own(ctx, orderNo)
    const preview = await insurancePreview(ctx.db, row, insuredName(caller))
    return { ...preview, coverage: [...preview.coverage] }
  },

  orderInsuranceBuy: async (ctx, { orderNo }) => {
    const { caller, row } = await own(ctx, orderNo)
    return orderDetail(ctx.db, await buyInsurance(ctx.db, row, actorOf(caller), insuredName(caller), ctx.now()), ctx.now())
  },

  orderInvoiceIssue: async (ctx, { orderNo }) => {
    const { caller, row } = await own(ctx, orderNo)
    if (row.invoice_state === 'issued') return orderDetail(ctx.db, row, ctx.now())
    return orderDetail(ctx.db, await issueInvoice(ctx.db, row, actorOf(caller), ctx.now()), ctx.now())
  },

  orderCanContact: async (ctx, { orderNo }) => {
    const { row } = await own(ctx, orderNo)
    return canContact(row, ctx.now())
  },

  /** The orders the filters find as CSV, at most DOWNLOAD_MAX_ITEMS at once (business rules 5): more are refused with the count. */
  orderDownload: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const { total } = await listOrders(ctx.db, caller.userId, input, { offset: 0, length: 1 })
    if (total > DOWNLOAD_MAX_ITEMS) throw refused('downloadTooMany', undefined, { max: DOWNLOAD_MAX_ITEMS, count: total })
    const { list } = await listOrders(ctx.db, caller.userId, input)
    const day = new Date(ctx.now() + 8 * 3_600_000).toISOString().slice(0, 10)
    return { fileName: `orders-${day}.csv`, csv: ordersCsv(list, input.lang), count: list.length }
  },

  orderStatusRecord: async (ctx, { orderNo }) => {
    const { row } = await own(ctx, orderNo)
    return { list: await readLog(ctx.db, row.order_no) }
  },

  orderRankingState: async (ctx) => {
    const caller = await callerOf(ctx)
    return rankingState(ctx.db, caller.userId, ctx.now())
  },

  orderRenewalConfirm: async (ctx, { orderNo, renewalId }) => {
    const { caller, row } = await own(ctx, orderNo)
    await moveRenewal(ctx.db, row, renewalId, 'accept', actorOf(caller), ctx.now())
    return detailOf(ctx, orderNo)
  },

  orderRenewalReject: async (ctx, { orderNo, renewalId, reason }) => {
    const { caller, row } = await own(ctx, orderNo)
    await moveRenewal(ctx.db, row, renewalId, 'reject', actorOf(caller), ctx.now(), { rejectReason: reason })
    return detailOf(ctx, orderNo)
  },

  orderDepositClaim: async (ctx, { orderNo, amount, reason }) => {
    const { caller, row } = await own(ctx, orderNo)
    return orderDetail(ctx.db, await claimDeposit(ctx.db, row, actorOf(caller), { amount, reason }, ctx.now()), ctx.now())
  },

  orderDepositEscalate: async (ctx, { orderNo }) => {
    const { caller, row } = await own(ctx, orderNo)
    return orderDetail(ctx.db, await escalateDeposit(ctx.db, row, actorOf(caller), ctx.now()), ctx.now())
  },
}

/** The insured of a property insurance: the host (their real name, else their nickname). */
function insuredName(caller: Caller): string {
  return caller.user.real_name || caller.user.nick_name || caller.user.mobile
}

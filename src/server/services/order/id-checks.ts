import { idCheckFee, type IdCheckFee } from '../../../domain/order/id-check-fee'
import { lockKeys } from '../../db/locks'
import { refused } from '../../errors'
import { applyWalletEvent } from '../wallet/routes'
import type { Db } from './repo'

/** Who is checking: the host, and whether they are paid into the wallet (mainland) and so charged. */
export type IdChecker = { userId: number; paidIntoWallet: boolean }

/** The fee the host's next check would cost now (the check-in dialog shows it before the host confirms). */
export async function nextIdCheckFee(db: Db, checker: IdChecker): Promise<IdCheckFee> {
  return idCheckFee(await checksOf(db, checker.userId), checker.paidIntoWallet)
}

/**
 * Records one guest's ID check inside the check-in's transaction (decision 0081): the host's
 * checks are locked first (PostgreSQL; SQLite writes one transaction at a time), so a burst of
 * checks is counted one by one; the check takes the next number, its fee is the domain's
 * (src/domain/order/id-check-fee.ts) and is charged to the wallet under the check's name, once.
 * `shownFee`, when given, is what the host was shown: a check that would now cost more (another
 * check took the free one meanwhile) is refused with idCheckFeeChanged and the new fee.
 */
export async function recordIdCheck(
  trx: Db,
  checker: IdChecker,
  check: { orderNo: string; guestId: string; shownFee?: number | undefined },
  now: number,
): Promise<IdCheckFee> {
  await lockKeys(trx, [idCheckKey(checker.userId), `wallet:${checker.userId}`])
  const before = await checksOf(trx, checker.userId)
  const fee = idCheckFee(before, checker.paidIntoWallet)
  if (check.shownFee !== undefined && fee.amount > check.shownFee) throw refused('idCheckFeeChanged', 'credentialNo', { yuan: (fee.amount / 100).toFixed(2) })
  await trx.insertInto('id_checks').values({
    user_id: checker.userId, seq: before + 1, order_no: check.orderNo, guest_id: check.guestId, fee: fee.amount, created_at: now,
  }).execute()
  if (fee.amount > 0) {
    await applyWalletEvent(trx, checker.userId, { type: 'idCheckFee', check: `${check.orderNo}/${check.guestId}`, amount: fee.amount }, now)
  }
  return fee
}

async function checksOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('id_checks').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()
  return Number(row.n)
}

function idCheckKey(userId: number): string {
  return `idChecks:${userId}`
}

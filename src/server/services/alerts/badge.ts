import { appBadgeCount } from '../../../domain/alerts/badge'
import { unreadOf } from '../chat/chat'
import type { Db } from '../order/repo'

/**
 * What waits for a host now, for the installed portal's icon when a push arrives with no page
 * open (issue 40): orders waiting for an answer (before their deadline) plus guests' unread
 * messages, the figures the order reminder and the chat badge show.
 */
export async function badgeOf(db: Db, userId: number, now: number): Promise<number> {
  const waiting = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId).where('state', '=', 'waitConfirm').where('confirm_deadline', '>', now).executeTakeFirstOrThrow()
  return appBadgeCount(Number(waiting.n), await unreadOf(db, userId))
}

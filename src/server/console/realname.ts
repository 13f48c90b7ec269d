import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { ConsoleError } from './console-error'
import { requireLandlord } from './landlords'

export type RealNameDecision = 'approve' | 'reject'

/**
 * Staff decide a pending overseas (passport) verification: approve makes the landlord
 * verified (landlordPass 1), reject marks it failed so the landlord can submit again.
 */
export async function decideRealName(
  db: Kysely<Database>, mobile: string, country: string, decision: RealNameDecision,
): Promise<{ userId: number; state: 'passed' | 'failed' }> {
  const user = await requireLandlord(db, mobile, country)
  const submission = await db.selectFrom('realname_submissions').select(['id'])
    .where('user_id', '=', user.id).where('kind', '=', 'overseas').where('state', '=', 'pending')
    .orderBy('id', 'desc').executeTakeFirst()
  if (!submission || user.realname_state !== 'pending') {
    throw new ConsoleError(`+${user.country_code} ${user.mobile} has no pending overseas real-name submission (state: ${user.realname_state})`)
  }
  const state = decision === 'approve' ? 'passed' : 'failed'
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('realname_submissions').set({ state }).where('id', '=', submission.id).execute()
    await trx.updateTable('users')
      .set(state === 'passed' ? { realname_state: 'passed', landlord_pass: 1, need_check: 0 } : { realname_state: 'failed' })
      .where('id', '=', user.id).execute()
  })
  return { userId: user.id, state }
}

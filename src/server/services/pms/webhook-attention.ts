import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

type Db = Kysely<Database>

/** Deliveries given up after each connection's last one that went through (what the home asks the host to look at). */
export async function failingDeliveries(db: Db, connectionIds: readonly string[]): Promise<number> {
  if (connectionIds.length === 0) return 0
  let failing = 0
  for (const connectionId of connectionIds) {
    const last = await db.selectFrom('pms_webhook_deliveries').select('created_at').where('connection_id', '=', connectionId).where('state', '=', 'delivered')
      .orderBy('created_at', 'desc').limit(1).executeTakeFirst()
    const failed = await db.selectFrom('pms_webhook_deliveries').select((eb) => eb.fn.countAll<number>().as('n')).where('connection_id', '=', connectionId)
      .where('state', '=', 'failed').where('created_at', '>=', Number(last?.created_at ?? 0)).executeTakeFirstOrThrow()
    failing += Number(failed.n)
  }
  return failing
}

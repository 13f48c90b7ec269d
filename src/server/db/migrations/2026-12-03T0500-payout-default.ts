import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// A host's default payout account (issue 35; spec 7 "bank account list/default"): the one a
// withdrawal is offered first. Accounts approved before it: the newest of each host.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payout_accounts').addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  const approved: Array<{ id: string; user_id: number }> = await db.selectFrom('payout_accounts').select(['id', 'user_id']).where('state', '=', 'approved')
    .orderBy('reviewed_at', 'desc').orderBy('id').execute()
  const seen = new Set<number>()
  for (const row of approved) {
    if (seen.has(Number(row.user_id))) continue
    seen.add(Number(row.user_id))
    await db.updateTable('payout_accounts').set({ is_default: 1 }).where('id', '=', row.id).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payout_accounts').dropColumn('is_default').execute()
}

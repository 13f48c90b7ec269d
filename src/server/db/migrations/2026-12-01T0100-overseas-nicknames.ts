import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// An overseas host's nickname (the name guests see) no longer starts as its masked mobile
// (decision 0069): the ones still holding it go back to none, and the portal asks the host to
// choose one. A host cannot have typed it: a nickname refuses '*'. Mainland hosts keep theirs.
// The mask as the server wrote it on 2026-11-21: head 3, tail 4 (10 digits or more) or 2.
export async function up(db: Kysely<any>): Promise<void> {
  const rows: Array<{ id: number; mobile: string; nick_name: string }> = await db
    .selectFrom('users').select(['id', 'mobile', 'nick_name']).where('is_oversea', '=', 1).where('nick_name', 'like', '%*%').execute()
  for (const row of rows) {
    if (row.nick_name !== masked(row.mobile)) continue
    await db.updateTable('users').set({ nick_name: '' }).where('id', '=', row.id).execute()
  }
}

// A masked nickname is not brought back: none is what the host would have had from the start.
export async function down(): Promise<void> {}

function masked(mobile: string): string {
  if (mobile.length <= 4) return '*'.repeat(mobile.length)
  const tail = mobile.length >= 10 ? 4 : 2
  const head = Math.min(3, mobile.length - tail - 1)
  return mobile.slice(0, head) + '*'.repeat(mobile.length - head - tail) + mobile.slice(-tail)
}

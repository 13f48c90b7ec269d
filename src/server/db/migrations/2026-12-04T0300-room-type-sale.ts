import type { Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Room types on sale and off sale (issue 35; decision 0084): a room type's room_status says
// whether it is on sale. Until now a room type kept the 'offline' it was created with while its
// hotel's approval made it bookable: every room type of an approved hotel is on sale.
export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('listings').set({ room_status: 'online' }).where('kind', '=', 'roomType').where('audit_status', '=', 'online').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('listings').set({ room_status: 'offline' }).where('kind', '=', 'roomType').execute()
}

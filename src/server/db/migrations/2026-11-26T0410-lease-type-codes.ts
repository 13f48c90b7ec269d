import { sql, type Kysely } from 'kysely'

// Frozen: never import app code here; change the schema with a new migration.
// Lease types take the spec's codes (decision 0047): entire -> whole, singleRoom -> room,
// sharedRoom -> sharedroom (bed and sofa keep theirs; "other" is new). The listing's column, its
// working and live steps (JSON written by JSON.stringify, so the key and value sit side by side)
// and the operation records of the lease type.
const RENAMES: ReadonlyArray<[string, string]> = [['entire', 'whole'], ['singleRoom', 'room'], ['sharedRoom', 'sharedroom']]

export async function up(db: Kysely<unknown>): Promise<void> {
  await rename(db, RENAMES)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rename(db, RENAMES.map(([from, to]) => [to, from] as [string, string]))
}

async function rename(db: Kysely<unknown>, pairs: ReadonlyArray<[string, string]>): Promise<void> {
  for (const [from, to] of pairs) {
    await sql`update listings set rental_type = ${to} where rental_type = ${from}`.execute(db)
    const before = `"rentalType":"${from}"`
    const after = `"rentalType":"${to}"`
    await sql`update listings set steps = replace(steps, ${before}, ${after}) where steps like ${`%${before}%`}`.execute(db)
    await sql`update listings set live = replace(live, ${before}, ${after}) where live like ${`%${before}%`}`.execute(db)
    await sql`update listing_operations set new_value = ${to} where field = 'rentalType' and new_value = ${from}`.execute(db)
    await sql`update listing_operations set old_value = ${to} where field = 'rentalType' and old_value = ${from}`.execute(db)
  }
}

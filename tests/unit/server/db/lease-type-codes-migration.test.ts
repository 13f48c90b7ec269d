import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createDb } from '../../../../src/server/db/connect'
import { portalMigrator } from '../../../../src/server/db/migrate'

const BEFORE = '2026-11-26T0400-payout-checks'
const CODES = '2026-11-26T0410-lease-type-codes'

describe('migration to the spec\'s lease type codes (decision 0047)', () => {
  it('renames the codes in the column, the working and live steps and the records, and back', async () => {
    const db = createDb({ dbFile: ':memory:', databaseUrl: undefined })
    try {
      const migrator = portalMigrator(db)
      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      // rows of a landlord this test does not create
      await sql`pragma foreign_keys = off`.execute(db)
      const steps = (type: string) => JSON.stringify({ houseInfo: { rentalType: type, buildingType: 'villa', rooms: 2 } })
      for (const [luId, type] of [['a', 'entire'], ['b', 'singleRoom'], ['c', 'sharedRoom'], ['d', 'bed']] as const) {
        await sql`insert into listings (lu_id, user_id, region, rental_type, building_type, audit_status, room_status, change_status,
          address_review, steps, live, versions, published_hash, title, currency, created_at, updated_at)
          values (${luId}, 1, 'domestic', ${type}, 'villa', 'online', 'online', 'none', 'none', ${steps(type)}, ${steps(type)}, '{}', null, 't', 'RMB', 0, 0)`.execute(db)
        await sql`insert into listing_operations (lu_id, user_id, at, role, operator, action, field, old_value, new_value)
          values (${luId}, 1, 0, 'merchantWeb', 'x', 'create', 'rentalType', null, ${type})`.execute(db)
      }
      expect((await migrator.migrateTo(CODES)).error).toBeUndefined()
      const rows = await sql<{ lu_id: string; rental_type: string; steps: string; live: string }>`select lu_id, rental_type, steps, live from listings order by lu_id`.execute(db)
      expect(rows.rows.map((r) => r.rental_type)).toEqual(['whole', 'room', 'sharedroom', 'bed'])
      for (const row of rows.rows) {
        expect(JSON.parse(row.steps).houseInfo).toEqual({ rentalType: row.rental_type, buildingType: 'villa', rooms: 2 })
        expect(JSON.parse(row.live).houseInfo.rentalType).toBe(row.rental_type)
      }
      const records = await sql<{ new_value: string }>`select new_value from listing_operations order by lu_id`.execute(db)
      expect(records.rows.map((r) => r.new_value)).toEqual(['whole', 'room', 'sharedroom', 'bed'])

      expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
      const back = await sql<{ rental_type: string }>`select rental_type from listings order by lu_id`.execute(db)
      expect(back.rows.map((r) => r.rental_type)).toEqual(['entire', 'singleRoom', 'sharedRoom', 'bed'])
    } finally {
      await db.destroy()
    }
  })
})

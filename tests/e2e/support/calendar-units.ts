import { randomUUID } from 'node:crypto'
import { loadConfig } from '../../../src/server/config'
import { createDb } from '../../../src/server/db/connect'
import { migrateToLatest } from '../../../src/server/db/migrate'
import { reserveStock } from '../../../src/server/services/calendar/stock'
import { requireLandlord } from '../../../src/server/console/landlords'
import { listColumns } from '../../../src/server/services/house/list-columns'
import { readListing } from '../../../src/server/services/house/stored'

export type SeedUnit = { title: string; country?: string; currency?: string; price?: number; similarUnits?: number }

/**
 * Approved, online B&B listings (calendar units) for a landlord, written straight into the
 * server's database (DATA_DIR): the calendar tests and the grid bench need many units, and the
 * full publish-and-review flow has its own tests. Returns the unit ids, in creation order.
 */
export async function seedCalendarUnits(dataDir: string, mobile: string, units: readonly SeedUnit[], now = Date.now()): Promise<string[]> {
  const db = createDb(loadConfig({ ...process.env, DATA_DIR: dataDir }))
  try {
    await migrateToLatest(db)
    const userId = (await requireLandlord(db, mobile, '86')).id
    const ids: string[] = []
    for (const [i, unit] of units.entries()) {
      const luId = randomUUID()
      const currency = unit.currency ?? 'RMB'
      const price = unit.price ?? 300 + (i % 7) * 40
      const steps = {
        address: { country: unit.country ?? 'CHN', address: `Test road ${i + 1}` },
        houseInfo: { similarUnits: unit.similarUnits ?? 2 },
        houseDescribe: { title: unit.title, description: '' },
        housePrice: { currency, priceWeekday: price, priceWeekend: price + 80, priceHoliday: price + 200 },
      }
      await db.insertInto('listings').values({
        lu_id: luId, user_id: userId, region: unit.country && unit.country !== 'CHN' ? 'overseas' : 'domestic',
        rental_type: 'whole', building_type: 'apartment', audit_status: 'online', room_status: 'online',
        change_status: 'none', address_review: 'passed', steps: JSON.stringify(steps), live: JSON.stringify(steps),
        versions: '{}', published_hash: null, title: unit.title, currency,
        created_at: now - (units.length - i) * 1000, updated_at: now, deleted_at: null, delete_reason: null, delete_note: null,
      }).execute()
      // the list's columns, as every write of the server keeps them (decision 0049): the listing list shows it
      const row = await db.selectFrom('listings').selectAll().where('lu_id', '=', luId).executeTakeFirstOrThrow()
      await db.updateTable('listings').set(listColumns(readListing(row), row.title)).where('lu_id', '=', luId).execute()
      ids.push(`lu:${luId}`)
    }
    return ids
  } finally {
    await db.destroy()
  }
}

/** A booking of `count` units from `start` for `nights` nights, as an order would make it (reserveStock). */
export async function bookCalendarUnit(dataDir: string, unitId: string, start: string, nights: number, count = 1): Promise<void> {
  const db = createDb(loadConfig({ ...process.env, DATA_DIR: dataDir }))
  try {
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + nights * 86_400_000).toISOString().slice(0, 10)
    await reserveStock(db, { unitId, start, end, count, source: 'console', ref: 'e2e' }, Date.now())
  } finally {
    await db.destroy()
  }
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { LISTING_STEPS } from '../../src/domain/listing/enums'
import { portalMigrator } from '../../src/server/db/migrate'
import { openTestDb } from './support/test-db'

const LIST_COLUMNS = '2026-11-26T0500-listing-list-columns'

describe('migration to the listing list columns (decision 0049)', () => {
  it('sets the group, sub-states and folded title of every listing written before it, deleted ones too; down drops them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'list-columns-'))
    const { db, drop } = await openTestDb({ dbFile: path.join(dir, 'portal.db'), databaseUrl: undefined }, { migrate: false })
    try {
      const migrator = portalMigrator(db)
      const names = (await migrator.getMigrations()).map((m) => m.name)
      const before = names[names.indexOf(LIST_COLUMNS) - 1]!
      expect((await migrator.migrateTo(before)).error).toBeUndefined()

      const user = await sql<{ id: number }>`insert into users (mobile, country_code, user_name, nick_name, created_at)
        values ('13800009999', '86', 'host', 'host', 0) returning id`.execute(db)
      const userId = user.rows[0]!.id
      const complete = JSON.stringify(Object.fromEntries(LISTING_STEPS.map((s) => [s, {}])))
      const rows: ReadonlyArray<[string, string, string, string, string, string, string, number | null]> = [
        // lu_id, audit, room, change, address, steps, title, deleted_at
        ['a-draft', 'draft', 'offline', 'none', 'none', '{}', '', null],
        ['b-complete', 'draft', 'offline', 'none', 'none', complete, 'A Cozy Flat', null],
        ['c-offline', 'online', 'offline', 'auditing', 'rejected', complete, 'Ｌａｋｅ HOUSE', null],
        ['d-online', 'online', 'online', 'unsubmitted', 'passed', complete, 'Café', null],
        ['e-deleted', 'online', 'online', 'none', 'pending', complete, 'Gone', 5],
      ]
      for (const [luId, audit, room, change, address, steps, title, deletedAt] of rows) {
        await sql`insert into listings (lu_id, user_id, region, rental_type, building_type, audit_status, room_status, change_status,
          address_review, steps, live, versions, published_hash, title, currency, created_at, updated_at, deleted_at)
          values (${luId}, ${userId}, 'domestic', 'whole', 'apartment', ${audit}, ${room}, ${change}, ${address}, ${steps}, ${steps},
          '{}', null, ${title}, 'RMB', 1, 2, ${deletedAt})`.execute(db)
      }

      expect((await migrator.migrateTo(LIST_COLUMNS)).error).toBeUndefined()
      const after = await sql<{ lu_id: string; list_group: string; sub_states: string; title_search: string; updated_at: number }>`
        select lu_id, list_group, sub_states, title_search, updated_at from listings order by lu_id`.execute(db)
      expect(after.rows.map((r) => [r.lu_id, r.list_group, r.sub_states, r.title_search, Number(r.updated_at)])).toEqual([
        ['a-draft', 'unfinished', '', '', 2],
        ['b-complete', 'notOnline', '', 'a cozy flat', 2],
        ['c-offline', 'notOnline', ',changeAuditing,addressRejected,offline,', 'lake house', 2],
        ['d-online', 'online', ',changeUnsubmitted,', 'café', 2],
        ['e-deleted', 'online', ',addressPending,', 'gone', 2],
      ])

      expect((await migrator.migrateTo(before)).error).toBeUndefined()
      const columns = await sql<Record<string, unknown>>`select * from listings where lu_id = 'a-draft'`.execute(db)
      expect(Object.keys(columns.rows[0]!)).not.toContain('list_group')
      expect((await migrator.migrateToLatest()).error).toBeUndefined()
    } finally {
      await drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

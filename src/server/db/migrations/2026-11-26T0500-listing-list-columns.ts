import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

// Frozen: never import app code here; change the schema with a new migration.
// The host's listing list is filtered, counted and paged by the database (decision 0049): each
// listing keeps what the list filters on in columns written with the listing itself:
// - list_group: unfinished | notOnline | online;
// - sub_states: the sub-states between commas (',changeAuditing,offline,'), '' for none;
// - title_search: the title folded for the search (NFKC, lower case).
// Their values come from the listing's state rules (the steps JSON decides "unfinished"), so the
// backfill of the rows already there is given by the caller (migrate.ts): it reads each row as the
// server does. That is the one part of this file that is not frozen; the schema steps are.
// Indexes, on the rows the list reads (not deleted), in the list's order (newest change first,
// then id): (user_id, list_group, updated_at desc, lu_id) for a group's page and the counts,
// (user_id, updated_at desc, lu_id) for the page of every listing.
export function listingListColumns(backfill: (db: Kysely<any>) => Promise<void>): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const column of COLUMNS) {
        await db.schema.alterTable('listings').addColumn(column, 'text', (c) => c.notNull().defaultTo('')).execute()
      }
      await backfill(db)
      await db.schema.createIndex('listings_user_list_group').on('listings')
        .columns(['user_id', 'list_group', 'updated_at desc', 'lu_id']).where(sql.ref('deleted_at'), 'is', null).execute()
      await db.schema.createIndex('listings_user_updated').on('listings')
        .columns(['user_id', 'updated_at desc', 'lu_id']).where(sql.ref('deleted_at'), 'is', null).execute()
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropIndex('listings_user_updated').execute()
      await db.schema.dropIndex('listings_user_list_group').execute()
      for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('listings').dropColumn(column).execute()
    },
  }
}

const COLUMNS = ['list_group', 'sub_states', 'title_search'] as const

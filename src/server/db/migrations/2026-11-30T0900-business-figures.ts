import type { Kysely } from 'kysely'
import type { Migration } from 'kysely/migration'

// Frozen: never import app code here; change the schema with a new migration.
// Business data reads figures kept as orders change (issue 41, decision 0066) instead of summing
// the host's orders on every call: per host, day, unit and currency (business_days; period
// 'yyyy-MM-dd') and the same per month (business_months; period 'yyyy-MM'): bookings of the
// Beijing day and, of those, the guests' cancellations and the host's refusals; paid stays by
// check-in day with their room-nights, rent and income. unit_key is '' for an order without a
// calendar unit. Every write of an order applies its change to both in the same transaction.
// Which orders count how is the server's rule, so the rows of the orders already there are
// filled by the caller (migrate.ts), as the server counts them: the one part of this file that
// is not frozen; the schema steps are.
// The covering index of 2026-11-27T0630 served only the sums over the orders: it goes.
export function businessFigures(fill: (db: Kysely<any>) => Promise<void>): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      for (const table of TABLES) {
        await db.schema.createTable(table)
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('period', 'text', (c) => c.notNull())
          .addColumn('unit_key', 'text', (c) => c.notNull())
          .addColumn('currency', 'text', (c) => c.notNull())
          .addColumn('orders', 'integer', (c) => c.notNull())
          .addColumn('cancellations', 'integer', (c) => c.notNull())
          .addColumn('refusals', 'integer', (c) => c.notNull())
          .addColumn('stays', 'integer', (c) => c.notNull())
          .addColumn('nights', 'integer', (c) => c.notNull())
          .addColumn('rent', 'bigint', (c) => c.notNull())
          .addColumn('income', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${table}_pk`, ['user_id', 'period', 'unit_key', 'currency'])
          .execute()
      }
      await fill(db)
      await db.schema.dropIndex('orders_user_check_in_sums').execute()
    },
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.createIndex('orders_user_check_in_sums').on('orders')
        .columns(['user_id', 'check_in', 'state', 'currency', 'unit_id', 'nights', 'rooms', 'rent', 'income']).execute()
      for (const table of [...TABLES].reverse()) await db.schema.dropTable(table).execute()
    },
  }
}

const TABLES = ['business_days', 'business_months'] as const

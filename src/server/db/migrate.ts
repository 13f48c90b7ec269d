import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import type { Migration, MigrationProvider, MigrationResultSet } from 'kysely/migration'
import type { Database } from './schema'
import { fillFigures } from '../services/dashboard/kept-figures'
import { backfillListColumns } from '../services/house/list-columns'
import * as foundation from './migrations/2026-11-21T0000-foundation'
import * as idempotency from './migrations/2026-11-22T0000-idempotency'
import * as listings from './migrations/2026-11-22T0100-listings'
import * as cityVersion from './migrations/2026-11-22T0200-city-version'
import * as calendar from './migrations/2026-11-22T0300-calendar'
import * as calendarFeeds from './migrations/2026-11-22T0400-calendar-feeds'
import * as orders from './migrations/2026-11-24T0000-orders'
import * as orderAlerts from './migrations/2026-11-24T0100-order-alerts'
import * as push from './migrations/2026-11-24T0200-push'
import * as seenRequests from './migrations/2026-11-25T0300-seen-requests'
import * as orderListIndexes from './migrations/2026-11-25T0500-order-list-indexes'
import * as calendarOpRanges from './migrations/2026-11-26T0100-calendar-op-ranges'
import * as payoutAccounts from './migrations/2026-11-26T0200-payout-accounts'
import * as wallet from './migrations/2026-11-26T0300-wallet'
import * as payoutChecks from './migrations/2026-11-26T0400-payout-checks'
import * as leaseTypeCodes from './migrations/2026-11-26T0410-lease-type-codes'
import { listingListColumns } from './migrations/2026-11-26T0500-listing-list-columns'
import * as listingKinds from './migrations/2026-11-26T0510-listing-kinds'
import * as hotelProducts from './migrations/2026-11-26T0520-hotel-products'
import * as payoutStoreLinks from './migrations/2026-11-26T0530-payout-store-links'
import * as listingQualifications from './migrations/2026-11-26T0540-listing-qualifications'
import * as settlement from './migrations/2026-11-27T0600-settlement'
import * as invoices from './migrations/2026-11-27T0610-invoices'
import * as orderInvoiceRequests from './migrations/2026-11-27T0620-order-invoice-requests'
import * as businessDataIndex from './migrations/2026-11-27T0630-business-data-index'
import * as reviews from './migrations/2026-11-28T0700-reviews'
import * as activitiesPromotions from './migrations/2026-11-28T0710-activities-promotions'
import * as orderOffers from './migrations/2026-11-28T0720-order-offers'
import * as notices from './migrations/2026-11-28T0730-notices'
import * as violationRecords from './migrations/2026-11-28T0740-violation-records'
import * as appeals from './migrations/2026-11-28T0750-appeals'
import * as personalInfo from './migrations/2026-11-28T0760-personal-info'
import * as chat from './migrations/2026-11-28T0770-chat'
import * as chatSound from './migrations/2026-11-28T0780-chat-sound'
import * as directConnection from './migrations/2026-11-28T0790-direct-connection'
import * as jobRuns from './migrations/2026-11-29T0800-job-runs'
import * as settlementPlatformDiscount from './migrations/2026-11-30T0810-settlement-platform-discount'
import { businessFigures } from './migrations/2026-11-30T0900-business-figures'
import * as overseasNicknames from './migrations/2026-12-01T0100-overseas-nicknames'
import * as flashBook from './migrations/2026-12-01T0200-flash-book'
import * as pmsAcknowledgementsWebhooks from './migrations/2026-12-02T0100-pms-acknowledgements-webhooks'
import * as stayRulesPlanPrices from './migrations/2026-12-02T0200-stay-rules-plan-prices'
import * as pmsSandbox from './migrations/2026-12-02T0300-pms-sandbox'
import * as idChecks from './migrations/2026-12-03T0100-id-checks'
import * as foreignAccountChanges from './migrations/2026-12-03T0400-foreign-account-changes'
import * as payoutDefault from './migrations/2026-12-03T0500-payout-default'
import * as walletAgreement from './migrations/2026-12-04T0100-wallet-agreement'
import * as payoutChannels from './migrations/2026-12-04T0200-payout-channels'
import * as roomTypeSale from './migrations/2026-12-04T0300-room-type-sale'
import * as socialSignIn from './migrations/2026-12-04T0400-social-sign-in'

/** Every migration, by name; names sort in the order they run. Add new files here. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21T0000-foundation': foundation,
  '2026-11-22T0000-idempotency': idempotency,
  '2026-11-22T0100-listings': listings,
  '2026-11-22T0200-city-version': cityVersion,
  '2026-11-22T0300-calendar': calendar,
  '2026-11-22T0400-calendar-feeds': calendarFeeds,
  '2026-11-24T0000-orders': orders,
  '2026-11-24T0100-order-alerts': orderAlerts,
  '2026-11-24T0200-push': push,
  '2026-11-25T0300-seen-requests': seenRequests,
  '2026-11-25T0500-order-list-indexes': orderListIndexes,
  '2026-11-26T0100-calendar-op-ranges': calendarOpRanges,
  '2026-11-26T0200-payout-accounts': payoutAccounts,
  '2026-11-26T0300-wallet': wallet,
  '2026-11-26T0400-payout-checks': payoutChecks,
  '2026-11-26T0410-lease-type-codes': leaseTypeCodes,
  // its backfill reads every listing as the server does (decision 0049)
  '2026-11-26T0500-listing-list-columns': listingListColumns(backfillListColumns),
  '2026-11-26T0510-listing-kinds': listingKinds,
  '2026-11-26T0520-hotel-products': hotelProducts,
  '2026-11-26T0530-payout-store-links': payoutStoreLinks,
  '2026-11-26T0540-listing-qualifications': listingQualifications,
  '2026-11-27T0600-settlement': settlement,
  '2026-11-27T0610-invoices': invoices,
  '2026-11-27T0620-order-invoice-requests': orderInvoiceRequests,
  '2026-11-27T0630-business-data-index': businessDataIndex,
  '2026-11-28T0700-reviews': reviews,
  '2026-11-28T0710-activities-promotions': activitiesPromotions,
  '2026-11-28T0720-order-offers': orderOffers,
  '2026-11-28T0730-notices': notices,
  '2026-11-28T0740-violation-records': violationRecords,
  '2026-11-28T0750-appeals': appeals,
  '2026-11-28T0760-personal-info': personalInfo,
  '2026-11-28T0770-chat': chat,
  '2026-11-28T0780-chat-sound': chatSound,
  '2026-11-28T0790-direct-connection': directConnection,
  '2026-11-29T0800-job-runs': jobRuns,
  '2026-11-30T0810-settlement-platform-discount': settlementPlatformDiscount,
  // its fill counts every order as the server does (decision 0066)
  '2026-11-30T0900-business-figures': businessFigures(fillFigures),
  '2026-12-01T0100-overseas-nicknames': overseasNicknames,
  '2026-12-01T0200-flash-book': flashBook,
  '2026-12-02T0100-pms-acknowledgements-webhooks': pmsAcknowledgementsWebhooks,
  '2026-12-02T0200-stay-rules-plan-prices': stayRulesPlanPrices,
  '2026-12-02T0300-pms-sandbox': pmsSandbox,
  '2026-12-03T0100-id-checks': idChecks,
  '2026-12-03T0400-foreign-account-changes': foreignAccountChanges,
  '2026-12-03T0500-payout-default': payoutDefault,
  '2026-12-04T0100-wallet-agreement': walletAgreement,
  '2026-12-04T0200-payout-channels': payoutChannels,
  '2026-12-04T0300-room-type-sale': roomTypeSale,
  '2026-12-04T0400-social-sign-in': socialSignIn,
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS }

/** A migrator over the portal's migrations (tests move it to a given migration and back). */
export function portalMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider })
}

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider })
  const result = await migrator.migrateToLatest()
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error))
  return result
}

/** Where the database's schema stands against this build's migrations. */
export type SchemaState = {
  /** This build's migrations the database has not run (in order). */
  pending: string[]
  /** Migrations the database ran that this build does not know: a newer build migrated it (a rolling deploy). */
  ahead: string[]
}

export async function schemaState(db: Kysely<Database>): Promise<SchemaState> {
  const known = await portalMigrator(db).getMigrations()
  const names = new Set(known.map((m) => m.name))
  const executed = await sql<{ name: string }>`select name from kysely_migration`.execute(db).then((r) => r.rows.map((row) => row.name), () => [] as string[])
  return { pending: known.filter((m) => m.executedAt === undefined).map((m) => m.name), ahead: executed.filter((name) => !names.has(name)).sort() }
}

/**
 * Brings the schema to this build at start (issue 37): runs what is pending when `migrate` is on
 * (MIGRATE_AT_START, the default, and the console's `db migrate`), or refuses to start when it
 * is off (a deployment with a migrate step of its own runs that step first). A database ahead of
 * this build (a newer build migrated it during a rolling deploy; migrations only add) is used as
 * it is, where Kysely would refuse it as "corrupted".
 */
export async function prepareSchema(db: Kysely<Database>, options: { migrate: boolean }): Promise<{ ran: string[]; ahead: string[] }> {
  const state = await schemaState(db)
  if (state.pending.length === 0) return { ran: [], ahead: state.ahead }
  if (state.ahead.length > 0) {
    throw new Error(`the database ran migrations this build does not know (${state.ahead.join(', ')}) and lacks some it needs (${state.pending.join(', ')}): deploy one build`)
  }
  if (!options.migrate) {
    throw new Error(`the database needs ${state.pending.length} migration(s) of this build (${state.pending.join(', ')}): run the migrate step first (npm run console -- db migrate), or start with MIGRATE_AT_START=1`)
  }
  const result = await migrateToLatest(db)
  return { ran: (result.results ?? []).map((r) => r.migrationName), ahead: [] }
}

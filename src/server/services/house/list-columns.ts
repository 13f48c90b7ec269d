import type { Kysely } from 'kysely'
import { foldForSearch } from '../../../domain/listing/keyword'
import type { ListingGroup, SubState } from '../../../domain/listing/enums'
import type { Database } from '../../db/schema'
import { listingRowsAfter, updateListing } from './repo'
import { listingState } from './states'
import type { ListingCountsOf } from './states'
import { readListing } from './stored'
import type { StoredListing } from './stored'

/** The columns the host's list filters on (decision 0049): kept with every write of the listing. */
export type ListColumns = { list_group: ListingGroup; sub_states: string; title_search: string }

/** The list columns of a listing as written: its state (listingState) and its title folded for the search. */
export function listColumns(listing: StoredListing, title: string): ListColumns {
  const state = listingState(listing)
  return { list_group: state.group, sub_states: subStatesText(state.subStates), title_search: foldForSearch(title) }
}

/** ',changeAuditing,offline,': each sub-state between commas, so one is matched exactly by subStatePattern. */
export function subStatesText(subStates: readonly SubState[]): string {
  return subStates.length > 0 ? `,${subStates.join(',')},` : ''
}

export function subStatesOf(text: string): SubState[] {
  return text.split(',').filter((s) => s !== '') as SubState[]
}

/** A LIKE pattern for one sub-state in sub_states (the names hold no % or _). */
export function subStatePattern(subState: SubState): string {
  return `%,${subState},%`
}

/** A group and its listings' sub-states with their number (countListingStates). */
export type StateCount = { group: string; subStates: string; n: number }

/** The tabs' counts from the grouped list columns: as countListings counts the listings themselves. */
export function countsOf(rows: readonly StateCount[]): ListingCountsOf {
  const counts: ListingCountsOf = {
    unfinished: 0, notOnline: 0, online: 0, changePendingReview: 0, addressAuditing: 0, addressPending: 0,
    addressRejected: 0, changeUnsubmitted: 0, changeAuditing: 0, changeRejected: 0, offline: 0,
  }
  for (const row of rows) {
    if (Object.hasOwn(counts, row.group)) counts[row.group as ListingGroup] += row.n
    for (const s of subStatesOf(row.subStates)) if (Object.hasOwn(counts, s)) counts[s] += row.n
  }
  return counts
}

/** How many listings a tab holds: those of the group (if any) having the sub-state (if any). */
export function tabTotal(rows: readonly StateCount[], tab: { group?: ListingGroup; subState?: SubState }): number {
  return rows.filter((r) => (!tab.group || r.group === tab.group) && (!tab.subState || subStatesOf(r.subStates).includes(tab.subState)))
    .reduce((sum, r) => sum + r.n, 0)
}

/**
 * Sets the list columns of every listing row (deleted ones too) from what is stored, read through
 * readListing and listingState: the backfill of migration 2026-11-26T0500-listing-list-columns.
 * Pages of 500 by id; updated_at is left as it is (the list's order).
 */
export async function backfillListColumns(db: Kysely<Database>): Promise<void> {
  let after: string | null = null
  for (;;) {
    const rows = await listingRowsAfter(db, after, BACKFILL_PAGE)
    for (const row of rows) await updateListing(db, row.lu_id, listColumns(readListing(row), row.title))
    if (rows.length < BACKFILL_PAGE) return
    after = rows[rows.length - 1]!.lu_id
  }
}

const BACKFILL_PAGE = 500

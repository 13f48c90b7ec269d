import type { ColumnType, Generated, Selectable } from 'kysely'

/** A B&B listing (issue 4); lu_id is the client-made UUID. */
export interface ListingsTable {
  lu_id: string
  user_id: number
  /** domestic | overseas */
  region: string
  rental_type: string
  building_type: string | null
  /** draft | auditing | online | rejected */
  audit_status: string
  /** online | offline */
  room_status: string
  /** Modification of an online listing: none | unsubmitted | auditing | rejected */
  change_status: string
  /** none | pending | auditing | rejected | passed */
  address_review: string
  /** JSON: step -> fields (the host's working copy) */
  steps: string
  /** JSON: step -> fields as guests see them; null until first approved */
  live: string | null
  /** JSON: step -> version */
  versions: string
  /** Hash of the working steps at the last publish (listingUnchanged) */
  published_hash: string | null
  title: string
  currency: string
  created_at: number
  updated_at: number
  deleted_at: number | null
  delete_reason: string | null
  delete_note: string | null
  /**
   * What the host's list filters on, derived from the columns above and the steps on every write
   * (house/list-columns.ts): the group, the sub-states as ',a,b,' ('' for none) and the title
   * folded for the search. The database default '' is only for rows written around the service.
   */
  list_group: Generated<string>
  sub_states: Generated<string>
  title_search: Generated<string>
  /** bnb | hotel | roomType (decision 0048) */
  kind: Generated<string>
  /** A room type's hotel; null otherwise. */
  parent_lu_id: ColumnType<string | null, string | null | undefined, string | null>
  /** Flash-book (instant booking, decision 0078): 1 = guests' orders are accepted at once. B&B listings only. */
  flash_book: Generated<number>
  /** When flash-book was last switched; null: never. */
  flash_book_at: ColumnType<number | null, number | null | undefined, number | null>
}

export interface ListingPhotosTable {
  img_id: string
  lu_id: string
  user_id: number
  /** path under the files root, listing/yyyy/mm/name.ext */
  path: string
  width: number
  height: number
  photo_type: string
  created_at: number
}

export interface ListingOperationsTable {
  id: Generated<number>
  lu_id: string
  user_id: number
  at: number
  /** system | merchantWeb | merchantMobile | thirdParty */
  role: string
  operator: string
  action: string
  field: string | null
  old_value: string | null
  new_value: string | null
}

/** A submission for review (first publish, modification, address) with its result. */
export interface ListingReviewsTable {
  id: Generated<number>
  lu_id: string
  /** listing | modification | address */
  kind: string
  /** JSON: [{ step, field, oldValue, newValue }] */
  changes: string
  /** auditing | passed | rejected */
  status: string
  submitted_at: number
  decided_at: number | null
  /** JSON: [{ reasonCode, note }] */
  reasons: Generated<string>
  note: Generated<string>
}

/** A B&B listing's qualification (decision 0053): its type, scans (JSON list of URLs) and staff's decision. */
export interface ListingQualificationsTable {
  lu_id: string
  user_id: number
  type: string
  images: string
  state: string
  reason: string | null
  submitted_at: number
  decided_at: number | null
}

/** Units of the currency for 1 RMB (decimal text). */
export interface ExchangeRatesTable {
  currency: string
  rate: string
  updated_at: number
}

export type ListingRow = Selectable<ListingsTable>

/** The tables of listings (B&B, hotel, room type): photos, operations, reviews, qualifications, exchange rates. */
export interface HouseTables {
  listings: ListingsTable
  listing_photos: ListingPhotosTable
  listing_operations: ListingOperationsTable
  listing_reviews: ListingReviewsTable
  listing_qualifications: ListingQualificationsTable
  exchange_rates: ExchangeRatesTable
}

import { createHash } from 'node:crypto'
import { LISTING_STEPS } from '../../../domain/listing/enums'
import type {
  AddressReview, AuditStatus, ListingRegion, ListingStep, RentalType, BuildingType, RoomStatus, Currency,
} from '../../../domain/listing/enums'
import type { StepValues } from '../../../domain/listing/schemas'
import type { ListingRow } from '../../db/schema'

/** The stored photo list: ids, captions and types only (url and size come from listing_photos). */
export type StoredPhotos = { photos: Array<{ imgId: string; caption: string; photoType: StepValues['housePhotos']['photos'][number]['photoType'] }>; coverImgId: string | null }

/** What a step stores: the step value, except photos which keep references. */
export type StoredSteps = {
  [S in ListingStep]?: S extends 'housePhotos' ? StoredPhotos : StepValues[S]
}
export type StepVersions = Record<ListingStep, number>

/** A modification of an online listing: none, saved but not submitted, under review, rejected. */
export type ChangeState = 'none' | 'unsubmitted' | 'auditing' | 'rejected'

/** A listing row with its JSON columns read. */
export type StoredListing = {
  luId: string
  userId: number
  region: ListingRegion
  rentalType: RentalType
  buildingType: BuildingType | null
  auditStatus: AuditStatus
  roomStatus: RoomStatus
  changeStatus: ChangeState
  addressReview: AddressReview
  /** The host's working copy. */
  steps: StoredSteps
  /** What guests see; null until first approved. */
  live: StoredSteps | null
  versions: StepVersions
  publishedHash: string | null
  currency: Currency
  createdAt: number
  updatedAt: number
}

/** A listing row without its list columns (derived from it: list-columns.ts) and its flash-book state (flash-book.ts writes it alone). */
export type StoredRow = Omit<ListingRow, 'list_group' | 'sub_states' | 'title_search' | 'flash_book' | 'flash_book_at'>

export function readListing(row: StoredRow): StoredListing {
  return {
    luId: row.lu_id,
    userId: row.user_id,
    region: row.region as ListingRegion,
    rentalType: row.rental_type as RentalType,
    buildingType: (row.building_type ?? null) as BuildingType | null,
    auditStatus: row.audit_status as AuditStatus,
    roomStatus: row.room_status as RoomStatus,
    changeStatus: row.change_status as ChangeState,
    addressReview: row.address_review as AddressReview,
    steps: JSON.parse(row.steps) as StoredSteps,
    live: row.live === null ? null : (JSON.parse(row.live) as StoredSteps),
    versions: { ...zeroVersions(), ...(JSON.parse(row.versions) as Partial<StepVersions>) },
    publishedHash: row.published_hash,
    currency: row.currency as Currency,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }
}

export function zeroVersions(): StepVersions {
  return Object.fromEntries(LISTING_STEPS.map((s) => [s, 0])) as StepVersions
}

/** A stable hash of step values (key order does not matter). */
export function stepsHash(steps: StoredSteps): string {
  return createHash('sha256').update(canonical(steps)).digest('hex')
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b)
}

export function canonical(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1))
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
}

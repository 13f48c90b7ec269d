import { REVIEWED_STEPS } from '../../../domain/listing/change-effect'
import type { Kysely } from 'kysely'
import { LISTING_STEPS } from '../../../domain/listing/enums'
import type { ListingStep } from '../../../domain/listing/enums'
import type { ListingDetail, ListingSummary, PendingChange, PhotosValue, Rejection } from '../../../domain/listing/schemas'
import type { ServerConfig } from '../../config'
import type { Database } from '../../db/schema'
import type { HandlerContext } from '../../handler'
import { currentDistrictId } from '../general/geo-tree'
import { filesBase } from '../general/image-upload'
import { lastDecidedReview, listPhotos } from './repo'
import { checklistOf, listingState } from './states'
import { sameValue } from './stored'
import type { StoredListing, StoredPhotos, StoredSteps } from './stored'

type Ctx = Pick<HandlerContext, 'db' | 'config' | 'hono'>
type PhotoFile = { path: string; width: number; height: number }

/** The listing as its owner sees it: the working copy of each step, states, reviews, pending change. */
export async function toDetail(ctx: Ctx, listing: StoredListing): Promise<ListingDetail> {
  const files = await photoFiles(ctx.db, listing.luId)
  const base = baseUrl(ctx)
  const steps = wireSteps(listing.steps, files, base)
  const rejected = listing.auditStatus === 'rejected' || (listing.auditStatus === 'online' && listing.changeStatus === 'rejected')
  return {
    luId: listing.luId,
    region: listing.region,
    ...listingState(listing),
    rentalType: listing.rentalType,
    buildingType: listing.buildingType,
    versions: { ...listing.versions },
    checklist: checklistOf(listing),
    address: steps.address ?? null,
    houseInfo: steps.houseInfo ?? null,
    facility: steps.facility ?? null,
    houseDescribe: steps.houseDescribe ?? null,
    housePrice: steps.housePrice ?? null,
    houseOrder: steps.houseOrder ?? null,
    houseDiscount: steps.houseDiscount ?? null,
    housePhotos: steps.housePhotos ?? null,
    rejections: rejected ? await lastReasons(ctx.db, listing.luId, ['listing', 'modification']) : [],
    addressReview: listing.addressReview,
    addressRejections: listing.addressReview === 'rejected' ? await lastReasons(ctx.db, listing.luId, ['address']) : [],
    pendingChange: pendingChangeOf(listing, steps),
    changeStatus: listing.changeStatus === 'none' ? null : listing.changeStatus,
    currency: listing.currency,
    createdAt: listing.createdAt,
    updatedAt: listing.updatedAt,
  }
}

export async function toSummary(ctx: Ctx, listing: StoredListing): Promise<ListingSummary> {
  const photos = listing.steps.housePhotos
  let coverUrl: string | null = null
  if (photos?.coverImgId) {
    const files = await photoFiles(ctx.db, listing.luId)
    const file = files.get(photos.coverImgId)
    if (file) coverUrl = `${baseUrl(ctx)}/${file.path}`
  }
  return {
    luId: listing.luId,
    region: listing.region,
    ...listingState(listing),
    ...titles(listing),
    coverUrl,
    rentalType: listing.rentalType,
    cityId: listing.steps.address?.cityId ?? null,
    checklist: checklistOf(listing),
    currency: listing.currency,
    priceWeekday: listing.steps.housePrice?.priceWeekday ?? null,
    updatedAt: listing.updatedAt,
  }
}

/** The live title (what guests see) and an edited title that waits for review beside it. */
function titles(listing: StoredListing): { title: string; pendingTitle: string | null } {
  const edited = listing.steps.houseDescribe?.title ?? ''
  const live = listing.live?.houseDescribe?.title
  if (live === undefined || live === edited) return { title: edited, pendingTitle: null }
  return { title: live, pendingTitle: edited }
}

/** A step's current value as the wire shows it (the value of a 409 answer); null when never saved. */
export async function stepValueForWire(ctx: Ctx, listing: StoredListing, step: ListingStep): Promise<unknown> {
  const value = listing.steps[step]
  if (value === undefined) return null
  if (step !== 'housePhotos') return value
  return photosForWire(value as StoredPhotos, await photoFiles(ctx.db, listing.luId), baseUrl(ctx))
}

export function photosForWire(stored: StoredPhotos, files: Map<string, PhotoFile>, base: string): PhotosValue {
  return {
    photos: stored.photos.flatMap((p) => {
      const file = files.get(p.imgId)
      return file ? [{ imgId: p.imgId, url: `${base}/${file.path}`, width: file.width, height: file.height, caption: p.caption, photoType: p.photoType }] : []
    }),
    coverImgId: stored.coverImgId,
  }
}

export async function photoFiles(db: Kysely<Database>, luId: string): Promise<Map<string, PhotoFile>> {
  const rows = await listPhotos(db, luId)
  return new Map(rows.map((r) => [r.img_id, { path: r.path, width: r.width, height: r.height }]))
}

export function baseUrl(ctx: { config: Pick<ServerConfig, 'publicFilesBase'>; hono: HandlerContext['hono'] }): string {
  return filesBase(ctx.config, new URL(ctx.hono.req.url).origin)
}

type WireSteps = { [S in ListingStep]?: NonNullable<ListingDetail[S]> }

function wireSteps(steps: StoredSteps, files: Map<string, PhotoFile>, base: string): WireSteps {
  const wire: Record<string, unknown> = {}
  for (const step of LISTING_STEPS) {
    const value = steps[step]
    if (value === undefined) continue
    wire[step] = step === 'housePhotos' ? photosForWire(value as StoredPhotos, files, base)
      : step === 'address' ? currentAddress(value as NonNullable<StoredSteps['address']>)
      : value
  }
  return wire as WireSteps
}

/**
 * A stored address whose district code was abolished since (下城区 330103, issue 34) shows its
 * successor (拱墅区 330105), the one the district list holds; the stored row is left as it is.
 */
function currentAddress<A extends { cityId: string; districtId: string }>(address: A): A {
  const districtId = currentDistrictId(address.cityId, address.districtId)
  return districtId === address.districtId ? address : { ...address, districtId }
}

/** On an online listing: the working value of each reviewed step (and the address) that differs from the live one. */
function pendingChangeOf(listing: StoredListing, wire: WireSteps): PendingChange | null {
  if (listing.auditStatus !== 'online' || !listing.live) return null
  const pending: Record<string, unknown> = {}
  for (const step of [...REVIEWED_STEPS, 'address'] as const) {
    const working = listing.steps[step]
    if (working === undefined) continue
    const live = listing.live[step]
    const differs = step === 'houseInfo'
      ? !sameValue({ ...(working as object), similarUnits: 0 }, live ? { ...(live as object), similarUnits: 0 } : undefined)
      : !sameValue(working, live)
    if (differs) pending[step] = wire[step]
  }
  return Object.keys(pending).length > 0 ? (pending as PendingChange) : null
}

async function lastReasons(db: Kysely<Database>, luId: string, kinds: readonly string[]): Promise<Rejection[]> {
  const review = await lastDecidedReview(db, luId, kinds)
  if (!review || review.status !== 'rejected') return []
  return JSON.parse(review.reasons) as Rejection[]
}

import { randomUUID } from 'node:crypto'
import { isListingKind } from '../../../domain/listing/enums'
import type { OperatingRole, OperationAction, ReviewKind } from '../../../domain/listing/enums'
import { keywordSearch } from '../../../domain/listing/keyword'
import { LIMITS } from '../../../domain/listing/limits'
import type { ChangeRecord, Rejection } from '../../../domain/listing/schemas'
import { forbidden, invalid, notFound, refused } from '../../errors'
import { withPrepare } from '../../handler'
import type { Handlers, HandlerContext } from '../../handler'
import { prepareUploadedImage, recordUploadedImage } from '../general/image-upload'
import type { PreparedImage } from '../general/image-upload'
import { divisionMismatch } from '../general/geo-tree'
import { isDivisionCountry } from '../../../domain/listing/basics-rules'
import { photoFiles, toDetail, toSummary } from './detail'
import { checkAddressOnMap } from './map'
import { record } from './records'
import {
  countListingStates, findListingAny, insertListing, insertPhoto, listingPage, listOperations, listRates, listReviews, updateListing,
} from './repo'
import { countsOf, listColumns, subStatePattern, tabTotal } from './list-columns'
import { publish, writeListing } from './review'
import { stepRules } from './rules'
import { assertEditable, callerOf, ownListing, requireRealName, requireRealNameFor, saveStep } from './service'
import { listingState } from './states'
import { readListing, zeroVersions } from './stored'
import type { StoredPhotos } from './stored'

/** house service: B&B listings (LISTING-CONTRACT.md). Every call checks the session and ownership. */
export const houseHandlers: Handlers = {
  listingCreate: async (ctx, input) => {
    const caller = await callerOf(ctx)
    const existing = await findListingAny(ctx.db, input.luId)
    if (existing) {
      if (existing.user_id !== caller.userId) throw forbidden()
      if (existing.deleted_at !== null || existing.kind !== 'bnb') throw notFound()
      return toDetail(ctx, readListing(existing))
    }
    requireRealNameFor(caller, null)
    const now = ctx.now()
    const row = {
      lu_id: input.luId, user_id: caller.userId, region: input.region ?? (caller.user.is_oversea === 1 ? 'overseas' : 'domestic'),
      rental_type: input.rentalType, building_type: input.buildingType ?? null,
      audit_status: 'draft', room_status: 'offline', change_status: 'none', address_review: 'none',
      steps: '{}', live: null, versions: JSON.stringify(zeroVersions()), published_hash: null, title: '',
      currency: 'RMB', created_at: now, updated_at: now, deleted_at: null, delete_reason: null, delete_note: null,
      kind: 'bnb', parent_lu_id: null,
    }
    await insertListing(ctx.db, { ...row, ...listColumns(readListing(row), row.title) })
    const listing = await ownListing(ctx.db, caller, input.luId)
    await record(ctx.db, listing, caller.actor, now, 'create', { field: 'rentalType', newValue: input.rentalType })
    return toDetail(ctx, listing)
  },

  listingGet: async (ctx, { luId }) => toDetail(ctx, await ownListing(ctx.db, await callerOf(ctx), luId)),

  listingSaveAddress: async (ctx, { luId, version, ...value }) => {
    let map: { distanceM: number | null; warning?: 'addressMapFar' } = { distanceM: null }
    const { answer } = await saveStep(ctx, {
      step: 'address', luId, version, value,
      check: async () => {
        const errors = stepRules.address(value)
        if (errors.length > 0) return errors
        const wrong = isDivisionCountry(value.country) ? divisionMismatch(value) : null
        if (wrong) return [{ field: wrong, key: 'invalidValue' }]
        const checked = await checkAddressOnMap(ctx.providers.geo, value)
        if ('error' in checked) return [checked.error]
        map = checked
        return []
      },
    })
    return { ...answer, ...map }
  },

  listingSaveInfo: async (ctx, { luId, version, ...value }) =>
    (await saveStep(ctx, { step: 'houseInfo', luId, version, value, check: () => stepRules.houseInfo(value) })).answer,

  listingSaveFacility: async (ctx, { luId, version, ...value }) =>
    (await saveStep(ctx, { step: 'facility', luId, version, value, check: () => stepRules.facility(value) })).answer,

  listingSaveDescribe: async (ctx, { luId, version, ...value }) =>
    (await saveStep(ctx, { step: 'houseDescribe', luId, version, value, check: () => stepRules.houseDescribe(value) })).answer,

  listingSavePrice: async (ctx, { luId, version, ...value }) =>
    (await saveStep(ctx, { step: 'housePrice', luId, version, value, check: () => stepRules.housePrice(value) })).answer,

  listingSaveOrder: async (ctx, { luId, version, ...value }) =>
    (await saveStep(ctx, { step: 'houseOrder', luId, version, value, check: () => stepRules.houseOrder(value) })).answer,

  listingSaveDiscount: async (ctx, { luId, version, ...value }) =>
    (await saveStep(ctx, { step: 'houseDiscount', luId, version, value, check: () => stepRules.houseDiscount(value) })).answer,

  // prepare (no transaction): the checks, then the image checked, re-encoded and written to its
  // file; the write repeats the checks (they may have changed meanwhile) and records it.
  listingUploadPhoto: withPrepare<'listingUploadPhoto', PreparedImage>(
    async (ctx, { luId }) => {
      await checkPhotoUpload(ctx, luId)
      return prepareUploadedImage(ctx, ctx.file, 'listing')
    },
    async (ctx, { luId, photoType }, image) => {
      const { caller, listing } = await checkPhotoUpload(ctx, luId)
      const stored = await recordUploadedImage(ctx, caller.userId, image, new URL(ctx.hono.req.url).origin)
      const imgId = randomUUID()
      const now = ctx.now()
      await insertPhoto(ctx.db, {
        img_id: imgId, lu_id: luId, user_id: caller.userId, path: stored.url.replace(/^\//, ''),
        width: stored.width, height: stored.height, photo_type: photoType, created_at: now,
      })
      await record(ctx.db, listing, caller.actor, now, 'uploadPhoto', { field: 'housePhotos', newValue: imgId })
      return { imgId, url: `${stored.domain}${stored.url}`, width: stored.width, height: stored.height, photoType }
    },
  ),

  listingSetPhotos: async (ctx, { luId, version, photos, coverImgId }) => {
    const value: StoredPhotos = {
      photos: photos.map((p) => ({ imgId: p.imgId, caption: (p.caption ?? '').trim(), photoType: p.photoType })),
      coverImgId,
    }
    const { answer } = await saveStep(ctx, {
      step: 'housePhotos', luId, version, value,
      check: async () => {
        const files = await photoFiles(ctx.db, luId)
        const unknown = value.photos.findIndex((p) => !files.has(p.imgId))
        if (unknown >= 0) return [{ field: `photos.${unknown}.imgId`, key: 'photoUnknown' }]
        const ids = new Set(value.photos.map((p) => p.imgId))
        if (ids.size !== value.photos.length) return [{ field: 'photos', key: 'invalidValue' }]
        const wire = {
          photos: value.photos.map((p) => ({ ...p, url: '', width: files.get(p.imgId)?.width ?? 0, height: files.get(p.imgId)?.height ?? 0 })),
          coverImgId: value.coverImgId,
        }
        return stepRules.housePhotos(wire)
      },
    })
    return answer
  },

  listingPublish: async (ctx, { luId }) => {
    const caller = await callerOf(ctx)
    const listing = await ownListing(ctx.db, caller, luId)
    requireRealName(caller)
    return listingState(await publish(ctx.db, listing, caller.actor, ctx.now()))
  },

  listingList: async (ctx, { group, subState, keyword, offset, length }) => {
    const caller = await callerOf(ctx)
    // Filtered, counted and paged by the database on the list columns (list-columns.ts)
    const filter = { userId: caller.userId, search: keywordSearch(keyword) }
    const states = await countListingStates(ctx.db, filter)
    const total = tabTotal(states, { group, subState })
    const start = Math.max(0, offset)
    const pageLength = clampLength(length)
    // A page past the tab's count is empty: no query
    const rows = start >= total ? [] : await listingPage(ctx.db, filter, {
      ...(group ? { group } : {}), ...(subState ? { subStateLike: subStatePattern(subState) } : {}),
    }, start, pageLength)
    return { list: await Promise.all(rows.map((row) => toSummary(ctx, readListing(row)))), total, counts: countsOf(states) }
  },

  listingDelete: async (ctx, { luId, reason, note }) => {
    const caller = await callerOf(ctx)
    const listing = await ownListing(ctx.db, caller, luId)
    const now = ctx.now()
    await record(ctx.db, listing, caller.actor, now, 'delete', { field: 'reason', newValue: note ? `${reason}: ${note}` : reason })
    await writeListing(ctx.db, listing, now)
    await updateListing(ctx.db, luId, { deleted_at: now, delete_reason: reason, delete_note: note?.trim() ?? null })
    return {}
  },

  listingSetOnline: async (ctx, { luId, online }) => {
    const caller = await callerOf(ctx)
    const listing = await ownListing(ctx.db, caller, luId)
    if (online) requireRealName(caller)
    if (listing.auditStatus !== 'online') throw refused('listingNotApproved')
    const target = online ? 'online' : 'offline'
    if (listing.roomStatus !== target) {
      const now = ctx.now()
      await record(ctx.db, listing, caller.actor, now, target as OperationAction, { field: 'roomStatus', oldValue: listing.roomStatus, newValue: target })
      listing.roomStatus = target
      await writeListing(ctx.db, listing, now)
    }
    return listingState(listing)
  },

  listingOperationRecords: async (ctx, { luId, offset, length }) => {
    const caller = await callerOf(ctx)
    if (luId) {
      const row = await findListingAny(ctx.db, luId)
      if (!row) throw notFound()
      if (row.user_id !== caller.userId) throw forbidden()
    }
    const { rows, total } = await listOperations(ctx.db, caller.userId, luId, Math.max(0, offset), clampLength(length))
    return {
      total,
      list: rows.map((r) => ({
        id: String(r.id), luId: r.lu_id, time: Number(r.at), role: r.role as OperatingRole, operator: r.operator,
        action: r.action as OperationAction,
        ...(r.field !== null ? { field: r.field } : {}),
        ...(r.old_value !== null ? { oldValue: r.old_value } : {}),
        ...(r.new_value !== null ? { newValue: r.new_value } : {}),
        ...(r.title ? { title: r.title } : {}),
        ...(isListingKind(r.kind) ? { kind: r.kind } : {}),
      })),
    }
  },

  listingChangeRecords: async (ctx, { luId }) => {
    const caller = await callerOf(ctx)
    await ownListing(ctx.db, caller, luId)
    const reviews = await listReviews(ctx.db, luId)
    return {
      list: reviews.map((r): ChangeRecord => ({
        id: String(r.id), luId: r.lu_id, submittedAt: Number(r.submitted_at), kind: r.kind as ReviewKind,
        fields: JSON.parse(r.changes) as ChangeRecord['fields'],
        status: r.status as ChangeRecord['status'],
        rejections: JSON.parse(r.reasons) as Rejection[],
        reviewedAt: r.decided_at === null ? null : Number(r.decided_at),
      })),
    }
  },

  currencyList: async () => ({ list: CURRENCY_LIST }),

  exchangeRates: async (ctx) => {
    const rows = await listRates(ctx.db)
    const rates = { RMB: 1, USD: 0, JPY: 0 }
    let updatedAt = 0
    for (const row of rows) {
      if (row.currency === 'RMB' || row.currency === 'USD' || row.currency === 'JPY') rates[row.currency] = Number(row.rate)
      updatedAt = Math.max(updatedAt, Number(row.updated_at))
    }
    return { base: 'RMB' as const, rates, updatedAt }
  },
}

/** Selling currencies (business rules 9). */
const CURRENCY_LIST = [
  { code: 'RMB' as const, symbol: '¥', nameZh: '人民币', nameEn: 'Chinese Yuan (RMB)' },
  { code: 'USD' as const, symbol: '$', nameZh: '美元', nameEn: 'US Dollar' },
  { code: 'JPY' as const, symbol: 'JP¥', nameZh: '日元', nameEn: 'Japanese Yen' },
]

const MAX_PAGE = 100
/** Photos one listing may hold uploaded (in its list or not): "Upload count exceeded". */
const MAX_UPLOADS = 2 * LIMITS.photos.max

/** Whether the caller may upload one more photo to the listing (no writes; run before and in the write). */
async function checkPhotoUpload(ctx: HandlerContext, luId: string) {
  const caller = await callerOf(ctx)
  const listing = await ownListing(ctx.db, caller, luId)
  requireRealNameFor(caller, listing)
  assertEditable(listing, 'housePhotos')
  if ((await photoFiles(ctx.db, luId)).size >= MAX_UPLOADS) throw refused('photosTooMany', 'Filedata', { max: MAX_UPLOADS })
  return { caller, listing }
}

function clampLength(length: number): number {
  if (!Number.isFinite(length) || length < 1) throw invalid('invalidValue', 'length')
  return Math.min(MAX_PAGE, Math.floor(length))
}

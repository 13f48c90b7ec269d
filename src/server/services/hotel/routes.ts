import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { unitToday } from '../../../domain/calendar/zones'
import { BANKS, bankByName } from '../../../domain/payout/banks'
import { checkAddress } from '../../../domain/listing/basics-rules'
import {
  checkHotelBooking, checkHotelFacility, checkHotelInfo, checkHotelPhotos, checkHotelQualification, checkHotelSettlement,
  checkRoomType, HOTEL_PHOTO_LIMITS, QUALIFICATION_DOCUMENTS, type HotelQualificationValue,
} from '../../../domain/hotel/rules'
import type { HotelDetail, HotelStep } from '../../../domain/hotel/schemas'
import type { ListingFieldError } from '../../../domain/listing/field-error'
import { lockKeys } from '../../db/locks'
import { inTransaction } from '../calendar/repo'
import type { Database } from '../../db/schema'
import { conflict, forbidden, invalid, notFound, refused } from '../../errors'
import { withPrepare, type HandlerContext, type Handlers, type Preparation } from '../../handler'
import { firstForeignUpload, prepareUploadedImage, recordUploadedImage, type PreparedImage } from '../general/image-upload'
import { baseUrl } from '../house/detail'
import { findCity } from '../general/geo-tree'
import { checkAddressOnMap } from '../house/map'
import { display, record, recordStepSave } from '../house/records'
import { sameValue } from '../house/stored'
import { HOTEL_CHANGE_REVIEW, hotelChanges } from './change'
import { insertPhoto, insertReview, lastDecidedReview, listPhotos } from '../house/repo'
import { callerOf } from '../house/service'
import { matchServiceCode, maskMobile, sendServiceCode, useServiceCode } from '../uic/service'
import { qualificationDownload } from './qualification-download'
import {
  changeDiffers, emptyDrafts, hotelChecklist, insertHotelPart, isBeijing, newestEmptyDraft, ownHotel, readHotel, requireHotelPublisher, roomTypeOf, roomTypesOf, roomTypesOfHotels,
  submissionHash, writeHotel, type HotelSteps, type StoredHotel, type StoredRoomType,
} from './store'

const MOBILE_11 = /^1[3-9]\d{9}$/
const CONTACT_SCENE = 'hotelContact'
/** Photos a room type may hold at once (uploaded, placed or not). */
const MAX_ROOM_PHOTOS = 30

/**
 * A hotel's parts may be changed while it is a draft or was rejected; under review they wait
 * (listingLocked). Once online they may be edited too, kept apart from what guests book until
 * staff approve the change (decision 0087); while that change is under review they wait as well.
 */
function requireEditable(hotel: StoredHotel): void {
  if (hotel.state === 'auditing') throw refused('listingLocked')
  if (hotel.state === 'online' && hotel.changeStatus === 'auditing') throw refused('listingLocked')
}

/**
 * After a save that changed something on an online hotel: a change differing from the live copy
 * waits to be submitted (unsubmitted); one edited back to the live copy is none. A rejected change
 * stays rejected until the host edits it again (as a B&B listing's modification).
 */
function followChange(hotel: StoredHotel, roomTypes: readonly StoredRoomType[]): void {
  if (hotel.state !== 'online') return
  hotel.changeStatus = changeDiffers(hotel, roomTypes) ? 'unsubmitted' : 'none'
}

function today(ctx: HandlerContext): string {
  return unitToday('CHN', ctx.now())
}

function firstError(errors: readonly ListingFieldError[]): void {
  const first = errors[0]
  if (first) throw invalid(first.key, first.field, first.params)
}

async function detailOf(ctx: HandlerContext, hotel: StoredHotel): Promise<HotelDetail> {
  const roomTypes = await roomTypesOf(ctx.db, hotel.hotelId)
  const base = baseUrl(ctx)
  // the hotel's photos and every room type's in one query
  const photoRows = await ctx.db.selectFrom('listing_photos').selectAll()
    .where('lu_id', 'in', [hotel.hotelId, ...roomTypes.map((roomType) => roomType.roomTypeId)]).orderBy('created_at').execute()
  const filesOf = (luId: string) => photoRows.filter((p) => p.lu_id === luId)
    .map((p) => ({ imgId: p.img_id, url: `${base}/${p.path}`, width: p.width, height: p.height }))
  const entries = roomTypes.map((roomType) => ({
    roomTypeId: roomType.roomTypeId,
    version: roomType.version,
    value: roomType.value ?? blankRoomType(),
    photos: filesOf(roomType.roomTypeId),
    complete: roomType.value !== null && checkRoomType(roomType.value).length === 0,
  }))
  const hotelFiles = filesOf(hotel.hotelId)
  // an online hotel shows its change's rejection (decision 0087), others their submission's
  const review = hotel.state === 'online'
    ? (hotel.changeStatus === 'rejected' ? await lastDecidedReview(ctx.db, hotel.hotelId, [HOTEL_CHANGE_REVIEW]) : undefined)
    : await lastDecidedReview(ctx.db, hotel.hotelId, ['hotel'])
  const verified = await ctx.db.selectFrom('verified_contacts').select('mobile').where('user_id', '=', hotel.userId).orderBy('verified_at').execute()
  const submitted = await ctx.db.selectFrom('listing_reviews').select('submitted_at').where('lu_id', '=', hotel.hotelId)
    .where('kind', '=', hotel.state === 'online' ? HOTEL_CHANGE_REVIEW : 'hotel').orderBy('id', 'desc').executeTakeFirst()
  const { recordedOn: _recorded, ...settle } = hotel.steps.settle ?? { recordedOn: '' }
  return {
    hotelId: hotel.hotelId,
    state: hotel.state,
    versions: hotel.versions,
    address: hotel.steps.address ?? null,
    hotelInfo: hotel.steps.hotelInfo ?? null,
    facility: hotel.steps.facility ?? null,
    photos: hotel.steps.photos ? { ...hotel.steps.photos, files: hotelFiles } : hotelFiles.length > 0 ? { photoIds: [], coverImgId: null, files: hotelFiles } : null,
    booking: hotel.steps.booking ?? null,
    qualify: hotel.steps.qualify ?? null,
    settle: hotel.steps.settle ? (settle as NonNullable<HotelDetail['settle']>) : null,
    settleRecordedOn: hotel.steps.settle?.recordedOn ?? null,
    roomTypes: entries,
    checklist: hotelChecklist(hotel, roomTypes, today(ctx)),
    rejection: review && review.status === 'rejected'
      ? { reasons: JSON.parse(review.reasons) as string[], note: review.note, decidedAt: Number(review.decided_at) }
      : null,
    verifiedMobiles: verified.map((row) => row.mobile),
    submittedAt: submitted ? Number(submitted.submitted_at) : null,
    changeStatus: hotel.state === 'online' ? hotel.changeStatus : 'none',
    changes: hotel.state === 'online'
      ? hotelChanges(hotel, roomTypes).map((c) => ({
        roomTypeId: c.roomTypeId, roomTypeName: c.roomTypeName, field: c.field, oldValue: display(c.oldValue), newValue: display(c.newValue),
      }))
      : [],
  }
}

/**
 * One step save of a hotel: ownership, the state (editable), the version (409 with the current
 * value), the rules (the first finding is answered, nothing stored), the operation records, the
 * write. Answers the new version and the checklist.
 */
async function saveHotelStep<S extends HotelStep & keyof HotelSteps>(
  ctx: HandlerContext, input: { hotelId: string; version: number }, step: S, value: NonNullable<HotelSteps[S]>,
  check: (hotel: StoredHotel) => Promise<ListingFieldError[]> | ListingFieldError[],
) {
  const caller = await callerOf(ctx)
  requireHotelPublisher(caller)
  const hotel = await ownHotel(ctx.db, caller, input.hotelId)
  requireEditable(hotel)
  const current = hotel.versions[step]
  if (input.version !== current) throw conflict({ version: current, value: hotel.steps[step] ?? null })
  firstError(await check(hotel))
  const now = ctx.now()
  const before = hotel.steps[step]
  hotel.steps[step] = value
  hotel.versions[step] = current + 1
  await recordStepSave(ctx.db, { luId: hotel.hotelId, userId: hotel.userId }, caller.actor, now, step, before, value)
  const roomTypes = await roomTypesOf(ctx.db, hotel.hotelId)
  if (!sameValue(before, value)) followChange(hotel, roomTypes)
  const checklist = hotelChecklist(hotel, roomTypes, today(ctx))
  await writeHotel(ctx.db, hotel, Object.values(checklist).every(Boolean), now)
  return { version: hotel.versions[step], checklist }
}

/** Every image of a qualification must be the host's own upload. */
async function ownImages(db: Kysely<Database>, userId: number, value: HotelQualificationValue): Promise<ListingFieldError[]> {
  const named = QUALIFICATION_DOCUMENTS.flatMap((document) => (value.images[document] ?? []).map((url) => ({ document, url })))
  const foreign = await firstForeignUpload(db, userId, named.map((image) => image.url))
  return foreign >= 0 ? [{ field: `images.${named[foreign]!.document}`, key: 'invalidValue' }] : []
}

/** The reasons of the last decided review of a kind of each of these hotels, in one query. */
async function rejectionReasonsOf(db: Kysely<Database>, hotelIds: readonly string[], kind = 'hotel'): Promise<Map<string, string[]>> {
  const reasons = new Map<string, string[]>()
  if (hotelIds.length === 0) return reasons
  const rows = await db.selectFrom('listing_reviews').select(['lu_id', 'reasons']).where('lu_id', 'in', hotelIds).where('kind', '=', kind)
    .where('status', '!=', 'auditing').orderBy('id', 'desc').execute()
  for (const row of rows) if (!reasons.has(row.lu_id)) reasons.set(row.lu_id, JSON.parse(row.reasons) as string[])
  return reasons
}

type PreparedCheck = Preparation & { codeId: number; userId: number; mobile: string }

/** hotel service (decision 0048): hotels and their room types, every call checked for session and ownership. */
export const hotelHandlers: Handlers = {
  /**
   * Creates the hotel under the client's id; a repeat of the id answers the same hotel. With
   * reuseEmpty the host's newest empty draft is answered instead of a new one (decision 0053).
   * Looked up and created with the host's creations locked (lockKeys), so creates retried or
   * sent from two tabs at once make one hotel per id and, asking reuseEmpty, one empty draft.
   */
  hotelCreate: async (ctx, { hotelId, reuseEmpty }) => {
    const caller = await callerOf(ctx)
    return inTransaction(ctx.db, async (trx) => {
      await lockKeys(trx, [`hotelCreate:${caller.userId}`])
      const existing = await trx.selectFrom('listings').selectAll().where('lu_id', '=', hotelId).executeTakeFirst()
      if (existing) {
        if (existing.user_id !== caller.userId) throw forbidden()
        if (existing.kind !== 'hotel' || existing.deleted_at !== null) throw notFound()
        return detailOf({ ...ctx, db: trx }, readHotel(existing))
      }
      requireHotelPublisher(caller)
      const empty = reuseEmpty ? await newestEmptyDraft(trx, caller.userId) : undefined
      if (empty) return detailOf({ ...ctx, db: trx }, empty)
      const now = ctx.now()
      await insertHotelPart(trx, { kind: 'hotel', luId: hotelId, userId: caller.userId, now })
      await record(trx, { luId: hotelId, userId: caller.userId }, caller.actor, now, 'create', { field: 'kind', newValue: 'hotel' })
      return detailOf({ ...ctx, db: trx }, await ownHotel(trx, caller, hotelId))
    })
  },

  hotelList: async (ctx) => {
    const caller = await callerOf(ctx)
    const rows = await ctx.db.selectFrom('listings').selectAll().where('user_id', '=', caller.userId).where('kind', '=', 'hotel')
      .where('deleted_at', 'is', null).orderBy('updated_at', 'desc').orderBy('lu_id').execute()
    const hotels = rows.map(readHotel)
    const roomTypes = await roomTypesOfHotels(ctx.db, hotels.map((hotel) => hotel.hotelId))
    const empty = await emptyDrafts(ctx.db, hotels)
    const reasons = await rejectionReasonsOf(ctx.db, hotels.filter((hotel) => hotel.state === 'rejected').map((hotel) => hotel.hotelId))
    const changeReasons = await rejectionReasonsOf(ctx.db,
      hotels.filter((hotel) => hotel.state === 'online' && hotel.changeStatus === 'rejected').map((hotel) => hotel.hotelId), HOTEL_CHANGE_REVIEW)
    const list = hotels.map((hotel, i) => {
      const rooms = roomTypes.get(hotel.hotelId) ?? []
      return {
        hotelId: hotel.hotelId, name: hotel.steps.hotelInfo?.name ?? '', state: hotel.state, onSale: hotel.onSale, roomTypes: rooms.length,
        complete: Object.values(hotelChecklist(hotel, rooms, today(ctx))).every(Boolean),
        empty: empty.has(hotel.hotelId),
        rejectionReasons: reasons.get(hotel.hotelId) ?? changeReasons.get(hotel.hotelId) ?? [],
        changeStatus: hotel.state === 'online' ? hotel.changeStatus : 'none',
        updatedAt: Number(rows[i]!.updated_at),
      }
    })
    return { list }
  },

  hotelGet: async (ctx, { hotelId }) => detailOf(ctx, await ownHotel(ctx.db, await callerOf(ctx), hotelId)),

  /** The address must resolve to the area's coordinates, or no hotel can be created there (business rules 8). */
  hotelSaveAddress: async (ctx, { hotelId, version, value }) =>
    saveHotelStep(ctx, { hotelId, version }, 'address', value, async () => {
      const errors = checkAddress(value)
      if (errors.length > 0) return errors
      const area = await ctx.providers.geo.referenceArea({
        country: value.country, provinceId: value.provinceId, cityId: value.cityId, districtId: value.districtId, address: value.address,
      })
      if (!area) return [{ field: 'cityId', key: 'hotelNoCoordinates' }]
      const map = await checkAddressOnMap(ctx.providers.geo, value)
      return 'error' in map ? [map.error] : []
    }),

  /** The hotel's info; the main contact's mobile must be one this host proved by a code. */
  hotelSaveInfo: async (ctx, { hotelId, version, value }) =>
    saveHotelStep(ctx, { hotelId, version }, 'hotelInfo', value, async (hotel) => {
      const errors = checkHotelInfo(value, today(ctx))
      if (errors.length > 0) return errors
      const proved = await ctx.db.selectFrom('verified_contacts').select('mobile').where('user_id', '=', hotel.userId)
        .where('mobile', '=', value.mainContact.mobile.trim()).executeTakeFirst()
      return proved ? [] : [{ field: 'mainContact.mobile', key: 'contactNotVerified' }]
    }),

  hotelSaveFacility: async (ctx, { hotelId, version, value }) =>
    saveHotelStep(ctx, { hotelId, version }, 'facility', value, () => checkHotelFacility(value)),

  /** The hotel's photos: each one uploaded for this hotel (hotelUploadPhoto). */
  hotelSavePhotos: async (ctx, { hotelId, version, value }) =>
    saveHotelStep(ctx, { hotelId, version }, 'photos', value, async () => {
      const errors = checkHotelPhotos(value)
      if (errors.length > 0) return errors
      const files = new Set((await listPhotos(ctx.db, hotelId)).map((p) => p.img_id))
      const unknown = value.photoIds.findIndex((id) => !files.has(id))
      return unknown >= 0 ? [{ field: `photoIds.${unknown}`, key: 'photoUnknown' }] : []
    }),

  hotelUploadPhoto: withPrepare<'hotelUploadPhoto', PreparedImage>(
    async (ctx, { hotelId }) => {
      await photoTarget(ctx, hotelId)
      return prepareUploadedImage(ctx, ctx.file, 'listing')
    },
    async (ctx, { hotelId }, image) => {
      const { caller } = await photoTarget(ctx, hotelId)
      const now = ctx.now()
      const stored = await recordUploadedImage(ctx, caller.userId, image, new URL(ctx.hono.req.url).origin)
      const imgId = randomUUID()
      await insertPhoto(ctx.db, {
        img_id: imgId, lu_id: hotelId, user_id: caller.userId, path: stored.url.replace(/^\//, ''),
        width: stored.width, height: stored.height, photo_type: 'exterior', created_at: now,
      })
      await record(ctx.db, { luId: hotelId, userId: caller.userId }, caller.actor, now, 'uploadPhoto', { field: 'photos', newValue: imgId })
      return { imgId, url: `${stored.domain}${stored.url}`, width: stored.width, height: stored.height }
    },
  ),

  hotelSaveBooking: async (ctx, { hotelId, version, value }) =>
    saveHotelStep(ctx, { hotelId, version }, 'booking', value, () => checkHotelBooking(value)),

  hotelSaveQualification: async (ctx, { hotelId, version, value }) =>
    saveHotelStep(ctx, { hotelId, version }, 'qualify', value, async (hotel) => {
      const errors = checkHotelQualification(value, today(ctx), isBeijing(hotel.steps))
      return errors.length > 0 ? errors : ownImages(ctx.db, hotel.userId, value)
    }),

  hotelQualificationDownload: async (ctx, input) => qualificationDownload(ctx, input),

  hotelSaveSettlement: async (ctx, { hotelId, version, value }) =>
    saveHotelStep(ctx, { hotelId, version }, 'settle', { ...value, recordedOn: today(ctx) }, () => {
      const errors = checkHotelSettlement(value)
      if (errors.length > 0) return errors
      return BANKS.some((bank) => bank.name === value.bankName.trim()) ? [] : [{ field: 'bankName', key: 'invalidValue' }]
    }),

  hotelContactCodeSend: async (ctx, { mobile, slideToken }) => {
    const caller = await callerOf(ctx)
    requireHotelPublisher(caller)
    const number = mobile.trim()
    if (!number) throw invalid('required', 'mobile')
    if (!MOBILE_11.test(number)) throw invalid('payoutPhone11', 'mobile')
    await sendServiceCode(ctx, number, CONTACT_SCENE, slideToken)
    return { sentTo: maskMobile(number) }
  },

  /** A wrong code counts (outside the refused write); the right one proves the number for this host. */
  hotelContactCodeCheck: withPrepare<'hotelContactCodeCheck', PreparedCheck>(
    async (ctx, { mobile, code }) => {
      const caller = await callerOf(ctx)
      requireHotelPublisher(caller)
      const number = mobile.trim()
      if (!MOBILE_11.test(number)) throw invalid('payoutPhone11', 'mobile')
      const codeId = await matchServiceCode(ctx, number, CONTACT_SCENE, code.trim(), 'code')
      return { codeId, userId: caller.userId, mobile: number, discard: async () => undefined }
    },
    async (ctx, _input, { codeId, userId, mobile }) => {
      const now = ctx.now()
      await useServiceCode(ctx.db, codeId, now, 'code')
      await ctx.db.insertInto('verified_contacts').values({ user_id: userId, mobile, verified_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'mobile']).doUpdateSet({ verified_at: now })).execute()
      return { mobile }
    },
  ),

  roomTypeSave: async (ctx, { hotelId, roomTypeId, version, value }) => {
    const caller = await callerOf(ctx)
    requireHotelPublisher(caller)
    const hotel = await ownHotel(ctx.db, caller, hotelId)
    requireEditable(hotel)
    const current = await roomTypeOf(ctx.db, hotel, roomTypeId)
    const now = ctx.now()
    // a room type its first photo created has version 0: a save without a version is its first
    if (current && (version ?? 0) !== current.version) throw conflict({ version: current.version, value: current.value })
    if (!current && version !== undefined && version !== 0) throw notFound()
    firstError(checkRoomType(value))
    const photos = new Set((await listPhotos(ctx.db, roomTypeId)).map((p) => p.img_id))
    const unknown = value.photoIds.findIndex((id) => !photos.has(id))
    if (unknown >= 0) throw invalid('photoUnknown', `photoIds.${unknown}`)
    const next = (current?.version ?? 0) + 1
    const steps = JSON.stringify({ roomInfo: value })
    if (!current) await insertHotelPart(ctx.db, { kind: 'roomType', luId: roomTypeId, hotel, now })
    await ctx.db.updateTable('listings').set({
      steps, versions: JSON.stringify({ roomInfo: next }), title: value.name.trim(), updated_at: now,
    }).where('lu_id', '=', roomTypeId).execute()
    await recordStepSave(ctx.db, { luId: roomTypeId, userId: hotel.userId }, caller.actor, now, 'roomInfo', current?.value, value)
    const roomTypes = await roomTypesOf(ctx.db, hotelId)
    if (!sameValue(current?.value, value)) followChange(hotel, roomTypes)
    const checklist = hotelChecklist(hotel, roomTypes, today(ctx))
    await writeHotel(ctx.db, hotel, Object.values(checklist).every(Boolean), now)
    return { roomTypeId, version: next, checklist }
  },

  roomTypeDelete: async (ctx, { hotelId, roomTypeId }) => {
    const caller = await callerOf(ctx)
    requireHotelPublisher(caller)
    const hotel = await ownHotel(ctx.db, caller, hotelId)
    requireEditable(hotel)
    const roomType = await roomTypeOf(ctx.db, hotel, roomTypeId)
    if (!roomType) throw notFound()
    // an approved room type guests book stays; its host takes it off sale instead (decisions 0084, 0087)
    if (roomType.live !== null) throw refused('hotelOnlineReadOnly', 'roomTypeId')
    const now = ctx.now()
    await ctx.db.updateTable('listings').set({ deleted_at: now, updated_at: now }).where('lu_id', '=', roomTypeId).execute()
    await record(ctx.db, { luId: roomTypeId, userId: hotel.userId }, caller.actor, now, 'delete')
    const roomTypes = await roomTypesOf(ctx.db, hotelId)
    followChange(hotel, roomTypes)
    const checklist = hotelChecklist(hotel, roomTypes, today(ctx))
    await writeHotel(ctx.db, hotel, Object.values(checklist).every(Boolean), now)
    return { checklist }
  },

  /** A room type's photo: checked, re-encoded and stored before the write; a room type not saved yet is created as an empty one. */
  roomTypeUploadPhoto: withPrepare<'roomTypeUploadPhoto', PreparedImage>(
    async (ctx, { hotelId, roomTypeId }) => {
      await photoTarget(ctx, hotelId, roomTypeId)
      return prepareUploadedImage(ctx, ctx.file, 'listing')
    },
    async (ctx, { hotelId, roomTypeId }, image) => {
      const { caller, hotel, exists } = await photoTarget(ctx, hotelId, roomTypeId)
      const now = ctx.now()
      if (!exists) await insertHotelPart(ctx.db, { kind: 'roomType', luId: roomTypeId, hotel, now })
      const stored = await recordUploadedImage(ctx, caller.userId, image, new URL(ctx.hono.req.url).origin)
      const imgId = randomUUID()
      await insertPhoto(ctx.db, {
        img_id: imgId, lu_id: roomTypeId, user_id: caller.userId, path: stored.url.replace(/^\//, ''),
        width: stored.width, height: stored.height, photo_type: 'bedroom', created_at: now,
      })
      await record(ctx.db, { luId: roomTypeId, userId: caller.userId }, caller.actor, now, 'uploadPhoto', { field: 'photoIds', newValue: imgId })
      return { imgId, url: `${stored.domain}${stored.url}`, width: stored.width, height: stored.height }
    },
  ),

  /** Approved branches of the bank in the hotel's city (its address), at most 50, by name. */
  hotelBankBranches: async (ctx, { hotelId, bankName }) => {
    const caller = await callerOf(ctx)
    requireHotelPublisher(caller)
    const hotel = await ownHotel(ctx.db, caller, hotelId)
    const city = hotel.steps.address ? findCity(hotel.steps.address.cityId)?.city.name : undefined
    if (!city || !bankByName(bankName)) return { list: [] }
    const rows = await ctx.db.selectFrom('bank_branches').select('name').where('bank_name', '=', bankName).where('city', '=', city)
      .orderBy('name').limit(50).execute()
    return { list: rows.map((row) => row.name) }
  },

  /**
   * Deletes a draft or rejected hotel with its reason (recorded), its room types with it, and
   * takes it off any payout account it was linked to; under review or online it stays.
   */
  hotelDelete: async (ctx, { hotelId, reason, note }) => {
    const caller = await callerOf(ctx)
    const hotel = await ownHotel(ctx.db, caller, hotelId)
    requireEditable(hotel)
    if (hotel.state === 'online') throw refused('hotelOnlineReadOnly')
    const now = ctx.now()
    const text = note?.trim() ?? ''
    await record(ctx.db, { luId: hotelId, userId: hotel.userId }, caller.actor, now, 'delete', { field: 'reason', newValue: text ? `${reason}: ${text}` : reason })
    await ctx.db.updateTable('listings').set({ deleted_at: now, updated_at: now, delete_reason: reason, delete_note: text || null })
      .where((eb) => eb.or([eb('lu_id', '=', hotelId), eb.and([eb('parent_lu_id', '=', hotelId), eb('kind', '=', 'roomType')])]))
      .where('deleted_at', 'is', null).execute()
    await ctx.db.deleteFrom('payout_store_links').where('hotel_id', '=', hotelId).execute()
    return {}
  },

  /**
   * Submits a complete draft, or a rejected hotel changed since, for review (about 2 working
   * days): listingIncomplete when a part is missing, listingUnchanged when nothing changed since
   * the rejected submission. On an online hotel it submits the host's saved change for review
   * (decision 0087): listingUnchanged when there is none waiting (none, or the rejected one not
   * edited since); the live version stays on sale meanwhile.
   */
  hotelPublish: async (ctx, { hotelId }) => {
    const caller = await callerOf(ctx)
    requireHotelPublisher(caller)
    const hotel = await ownHotel(ctx.db, caller, hotelId)
    requireEditable(hotel)
    const roomTypes = await roomTypesOf(ctx.db, hotelId)
    const checklist = hotelChecklist(hotel, roomTypes, today(ctx))
    const missing = (Object.keys(checklist) as Array<keyof typeof checklist>).find((part) => !checklist[part])
    if (missing) throw refused('listingIncomplete', missing)
    const now = ctx.now()
    if (hotel.state === 'online') {
      if (hotel.changeStatus !== 'unsubmitted' || !changeDiffers(hotel, roomTypes)) throw refused('listingUnchanged')
      const changes = hotelChanges(hotel, roomTypes)
      await insertReview(ctx.db, {
        lu_id: hotelId, kind: HOTEL_CHANGE_REVIEW, status: 'auditing', submitted_at: now,
        changes: JSON.stringify(changes.map((c) => ({ ...c, oldValue: display(c.oldValue), newValue: display(c.newValue) }))),
      })
      hotel.changeStatus = 'auditing'
      await record(ctx.db, { luId: hotelId, userId: hotel.userId }, caller.actor, now, 'submitChange', { field: changes.map((c) => c.field).join(',') })
      await writeHotel(ctx.db, hotel, true, now)
      return { state: hotel.state }
    }
    const hash = submissionHash(hotel, roomTypes)
    if (hotel.state === 'rejected' && hash === hotel.publishedHash) throw refused('listingUnchanged')
    await insertReview(ctx.db, { lu_id: hotelId, kind: 'hotel', changes: '[]', status: 'auditing', submitted_at: now })
    hotel.state = 'auditing'
    hotel.publishedHash = hash
    await record(ctx.db, { luId: hotelId, userId: hotel.userId }, caller.actor, now, 'publish')
    await writeHotel(ctx.db, hotel, true, now)
    await ctx.db.updateTable('listings').set({ audit_status: 'auditing', updated_at: now })
      .where('parent_lu_id', '=', hotelId).where('kind', '=', 'roomType').where('deleted_at', 'is', null).execute()
    return { state: hotel.state }
  },
}

/**
 * Where a photo goes: the caller's editable hotel, or one of its room types (a room type not saved
 * yet is created by its first photo: exists false); refused past the photos a hotel or room type
 * may hold at once.
 */
async function photoTarget(ctx: HandlerContext, hotelId: string, roomTypeId?: string) {
  const caller = await callerOf(ctx)
  requireHotelPublisher(caller)
  const hotel = await ownHotel(ctx.db, caller, hotelId)
  requireEditable(hotel)
  const roomType = roomTypeId === undefined ? null : await roomTypeOf(ctx.db, hotel, roomTypeId)
  const exists = roomTypeId === undefined || roomType !== null
  const max = roomTypeId === undefined ? HOTEL_PHOTO_LIMITS.max * 2 : MAX_ROOM_PHOTOS
  if (exists && (await listPhotos(ctx.db, roomTypeId ?? hotelId)).length >= max) throw refused('photosTooMany', 'Filedata', { max })
  return { caller, hotel, exists }
}

function blankRoomType() {
  return {
    name: '', size: null, floor: '', occupancy: null, price: null, rooms: null, beds: [], extraBed: false, wifi: '' as const,
    smoking: '' as const, windows: '' as const, earlyMorning: false, checkIn: '', checkOut: '', policies: '', facilities: [], photoIds: [],
  }
}

import type { Kysely } from 'kysely'
import { QUALIFICATION_DOCUMENTS, type HotelQualificationValue } from '../../../domain/hotel/rules'
import {
  canSubmitQualification, checkListingQualification, type ListingQualificationValue, type QualificationState,
} from '../../../domain/listing/qualification'
import type { Database } from '../../db/schema'
import { invalid, refused } from '../../errors'
import type { Handlers } from '../../handler'
import { filesBase, firstForeignUpload } from '../general/image-upload'
import { record, SYSTEM_ACTOR } from './records'
import { callerOf, ownListing } from './service'

/** Where a qualification scan is shown: the private files of its owner (decision 0030). */
function shownUrl(origin: string, config: Parameters<typeof filesBase>[0], url: string): string {
  return `${filesBase(config, origin, 'qualification')}${url.startsWith('/') ? url : `/${url}`}`
}

/** A hotel's qualification state follows the hotel's review (its qualification is a part of it). */
function hotelQualificationState(auditStatus: string): QualificationState {
  if (auditStatus === 'online') return 'passed'
  if (auditStatus === 'auditing') return 'auditing'
  if (auditStatus === 'rejected') return 'rejected'
  return 'upload'
}

/** /qualification (decision 0053): B&B listing qualifications sent for review, and the hotels' shown beside them. */
export const qualificationHandlers: Handlers = {
  qualificationList: async (ctx) => {
    const caller = await callerOf(ctx)
    const origin = new URL(ctx.hono.req.url).origin
    const listings = await ctx.db.selectFrom('listings').select(['lu_id', 'kind', 'title', 'steps', 'audit_status', 'updated_at'])
      .where('user_id', '=', caller.userId).where('kind', 'in', ['bnb', 'hotel']).where('deleted_at', 'is', null)
      .orderBy('updated_at', 'desc').orderBy('lu_id').execute()
    const qualifications = await ctx.db.selectFrom('listing_qualifications').selectAll().where('user_id', '=', caller.userId).execute()
    const byListing = new Map(qualifications.map((row) => [row.lu_id, row]))
    return {
      list: listings.map((row) => {
        if (row.kind === 'hotel') {
          const steps = JSON.parse(row.steps) as { hotelInfo?: { name?: string }; qualify?: HotelQualificationValue }
          const images = QUALIFICATION_DOCUMENTS.flatMap((document) => steps.qualify?.images[document] ?? [])
          return {
            luId: row.lu_id, kind: 'hotel' as const, title: steps.hotelInfo?.name ?? row.title,
            state: hotelQualificationState(row.audit_status), type: steps.qualify?.kind ?? '',
            images: images.map((url) => ({ url: shownUrl(origin, ctx.config, url) })), reason: null, submittedAt: null, decidedAt: null,
          }
        }
        const qualification = byListing.get(row.lu_id)
        return {
          luId: row.lu_id, kind: 'bnb' as const, title: row.title,
          state: (qualification?.state ?? 'upload') as QualificationState,
          type: qualification?.type ?? '',
          images: qualification ? (JSON.parse(qualification.images) as string[]).map((url) => ({ url: shownUrl(origin, ctx.config, url) })) : [],
          reason: qualification?.reason ?? null,
          submittedAt: qualification ? Number(qualification.submitted_at) : null,
          decidedAt: qualification?.decided_at !== null && qualification?.decided_at !== undefined ? Number(qualification.decided_at) : null,
        }
      }),
    }
  },

  /**
   * Sends a B&B listing's qualification for review: the rules of the domain (type, 1-5 scans),
   * each scan the host's own qualification upload; not while one is under review (listingLocked).
   * A new one replaces the last decided one.
   */
  qualificationSubmit: async (ctx, { luId, type, images }) => {
    const caller = await callerOf(ctx)
    const listing = await ownListing(ctx.db, caller, luId)
    const value: ListingQualificationValue = { type, images: images.map((url) => url.trim()) }
    const first = checkListingQualification(value)[0]
    if (first) throw invalid(first.key, first.field, first.params)
    const current = await ctx.db.selectFrom('listing_qualifications').select('state').where('lu_id', '=', luId).executeTakeFirst()
    if (current && !canSubmitQualification(current.state as QualificationState)) throw refused('listingLocked')
    // every scan must be the host's own upload to the qualification folder
    const foreign = await firstForeignUpload(ctx.db, caller.userId, value.images, 'qualification')
    if (foreign >= 0) throw invalid('invalidValue', `images.${foreign}`)
    const now = ctx.now()
    const row = { user_id: caller.userId, type: value.type, images: JSON.stringify(value.images), state: 'auditing', reason: null, submitted_at: now, decided_at: null }
    await ctx.db.insertInto('listing_qualifications').values({ lu_id: luId, ...row })
      .onConflict((oc) => oc.column('lu_id').doUpdateSet(row)).execute()
    await record(ctx.db, { luId, userId: listing.userId }, caller.actor, now, 'submitQualification', { field: 'qualification', newValue: value.type })
    return { state: 'auditing' as const }
  },
}

/** A staff decision that does not fit the qualification's state (the console prints it). */
export class QualificationReviewError extends Error {
  override name = 'QualificationReviewError'
}

/** Staff decide a qualification under review: passed, or rejected with the reason the host reads. */
export async function decideQualification(
  trx: Kysely<Database>, luId: string, decision: { approve: true } | { approve: false; reason: string }, now: number,
): Promise<{ userId: number; title: string; state: 'passed' | 'rejected' }> {
  const row = await trx.selectFrom('listing_qualifications').innerJoin('listings', 'listings.lu_id', 'listing_qualifications.lu_id')
    .select(['listing_qualifications.state', 'listing_qualifications.user_id', 'listings.title'])
    .where('listing_qualifications.lu_id', '=', luId).executeTakeFirst()
  if (!row) throw new QualificationReviewError(`no qualification of listing ${luId}`)
  if (row.state !== 'auditing') throw new QualificationReviewError(`the qualification of ${luId} is ${row.state}: no review is waiting`)
  const state = decision.approve ? 'passed' : 'rejected'
  await trx.updateTable('listing_qualifications')
    .set({ state, reason: decision.approve ? null : decision.reason, decided_at: now }).where('lu_id', '=', luId).execute()
  await record(trx, { luId, userId: row.user_id }, SYSTEM_ACTOR, now, decision.approve ? 'approveQualification' : 'rejectQualification',
    decision.approve ? undefined : { field: 'reason', newValue: decision.reason })
  return { userId: row.user_id, title: row.title, state }
}

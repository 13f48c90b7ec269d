import { AT_ONCE_STEPS } from '../../../domain/listing/change-effect'
import type { Kysely } from 'kysely'
import type { ListingStep } from '../../../domain/listing/enums'
import type { StepSaveAnswer } from '../../../domain/listing/schemas'
import { stepLocked } from '../../../domain/listing/step-lock'
import type { MessageKey } from '../../../domain/messages'
import { can } from '../../../domain/permissions'
import type { Database, UserRow } from '../../db/schema'
import { conflict, forbidden, invalid, notFound, refused } from '../../errors'
import type { HandlerContext } from '../../handler'
import { findUser } from '../user/repo'
import { stepValueForWire } from './detail'
import { recordStepSave } from './records'
import type { Actor } from './records'
import { findListing } from './repo'
import { writeListing } from './review'
import { addressDiffers, checklistOf, modificationDiffers, reviewedPart } from './states'
import { readListing, sameValue } from './stored'
import type { StoredListing, StoredSteps } from './stored'

/** A rule's finding: the message key for a field (the first one is answered). */
export type FieldError = { field: string; key: MessageKey; params?: Record<string, string | number> }

export type Caller = { userId: number; user: UserRow; actor: Actor }

/** A client of the merchant mobile app sends `X-Operating-Role: merchantMobile`; records then show that role. */
export const OPERATING_ROLE_HEADER = 'x-operating-role'

/** The signed-in landlord, with the operating role the client says it is (web unless mobile). */
export async function callerOf(ctx: Pick<HandlerContext, 'db' | 'session' | 'hono'>): Promise<Caller> {
  if (!ctx.session) throw forbidden()
  const user = await findUser(ctx.db, ctx.session.userId)
  if (!user) throw forbidden()
  // Every call passes the gate as clientFrom=web; the merchant app says it is the app by header.
  const role = ctx.hono.req.header(OPERATING_ROLE_HEADER)?.trim() === 'merchantMobile' ? 'merchantMobile' : 'merchantWeb'
  return { userId: user.id, user, actor: { role, operator: user.real_name || user.nick_name || user.mobile } }
}

/** The caller's listing: 404 when there is none, 403 when it is another landlord's (nothing changed). */
export async function ownListing(db: Kysely<Database>, caller: Caller, luId: string): Promise<StoredListing> {
  const row = await findListing(db, luId)
  if (!row) throw notFound()
  if (row.user_id !== caller.userId) throw forbidden()
  // the B&B calls read B&B listings only: a hotel and its room types have their own (decision 0048)
  if (row.kind !== 'bnb') throw notFound()
  return readListing(row)
}

/** Real-name authentication is required to publish or edit (business rules 5 and 6). */
export function requireRealName(caller: Caller): void {
  if (caller.user.landlord_pass !== 1) throw refused('realNameRequiredToPublish')
}

/**
 * A draft never submitted (no listing yet, or one still a draft that was never approved) may be
 * prepared while the host's real-name documents are under review (decision 0038); everything
 * else needs the pass.
 */
export function requireRealNameFor(caller: Caller, listing: Pick<StoredListing, 'auditStatus' | 'live'> | null): void {
  const draft = listing === null || (listing.auditStatus === 'draft' && listing.live === null)
  if (draft && can(subjectOf(caller.user), 'prepareDraft')) return
  requireRealName(caller)
}

function subjectOf(user: UserRow) {
  return { landlordPass: user.landlord_pass, realNameState: user.realname_state }
}

/**
 * Fields cannot change during audit: all of a listing under its first review; on an online
 * listing the reviewed steps while a modification is under review and the address while the
 * address is. Price, booking rules, discounts and similar units of an online listing stay editable.
 */
export function assertEditable(listing: StoredListing, step: ListingStep, value?: unknown): void {
  // Similar units apply at once: an info save that changes only them is no edit of the reviewed part.
  const onlySimilarUnits = step === 'houseInfo' && value !== undefined
    && sameValue(reviewedPart({ houseInfo: value as StoredSteps['houseInfo'] }), reviewedPart({ houseInfo: listing.steps.houseInfo }))
  const state = { ...listing, changeStatus: listing.changeStatus === 'none' ? null : listing.changeStatus }
  const locked = stepLocked(state, step) && !(listing.auditStatus === 'online' && onlySimilarUnits)
  if (locked) throw refused('listingLocked', step)
}

export type StepSave<S extends ListingStep> = {
  step: S
  luId: string
  version: number
  value: NonNullable<StoredSteps[S]>
  /** The step's rules (src/domain/listing); the first finding is answered, nothing stored. */
  check: (listing: StoredListing) => FieldError[] | Promise<FieldError[]>
}

/**
 * One step save: ownership, real-name, lock, version (409 with the current value), the rules,
 * then the write with its operation records, in the caller's transaction. On an online listing
 * price, booking rules, discounts and similar units go live at once; other steps wait for
 * review (the answer says pendingReview).
 */
export async function saveStep<S extends ListingStep>(
  ctx: Pick<HandlerContext, 'db' | 'session' | 'hono' | 'now' | 'config'>, save: StepSave<S>,
): Promise<{ listing: StoredListing; answer: StepSaveAnswer }> {
  const caller = await callerOf(ctx)
  const listing = await ownListing(ctx.db, caller, save.luId)
  requireRealNameFor(caller, listing)
  assertEditable(listing, save.step, save.value)
  const current = listing.versions[save.step]
  if (save.version !== current) {
    throw conflict({ version: current, value: await stepValueForWire(ctx, listing, save.step) })
  }
  const [first] = await save.check(listing)
  if (first) throw invalid(first.key, first.field, first.params)

  const now = ctx.now()
  const before = listing.steps[save.step]
  const reviewedBefore = reviewedPart(listing.steps)
  ;(listing.steps as Record<string, unknown>)[save.step] = save.value
  listing.versions[save.step] = current + 1
  if (save.step === 'houseInfo') {
    const info = save.value as NonNullable<StoredSteps['houseInfo']>
    listing.rentalType = info.rentalType
    listing.buildingType = info.buildingType
  }
  if (save.step === 'housePrice') listing.currency = (save.value as NonNullable<StoredSteps['housePrice']>).currency

  let pendingReview = false
  let atOnce = false
  if (listing.auditStatus === 'online') {
    const live: StoredSteps = { ...(listing.live ?? {}) }
    if (AT_ONCE_STEPS.includes(save.step)) {
      ;(live as Record<string, unknown>)[save.step] = structuredClone(save.value)
      atOnce = true
    } else if (save.step === 'address') {
      if (!sameValue(before, save.value)) listing.addressReview = addressDiffers(listing) ? 'pending' : 'passed'
      pendingReview = listing.addressReview === 'pending'
    } else {
      if (save.step === 'houseInfo' && live.houseInfo) {
        live.houseInfo = { ...live.houseInfo, similarUnits: (save.value as NonNullable<StoredSteps['houseInfo']>).similarUnits }
      }
      listing.live = live
      if (!sameValue(reviewedBefore, reviewedPart(listing.steps))) {
        listing.changeStatus = modificationDiffers(listing) ? 'unsubmitted' : 'none'
      }
      pendingReview = listing.changeStatus === 'unsubmitted' || listing.changeStatus === 'rejected'
    }
    listing.live = live
  }
  await recordStepSave(ctx.db, listing, caller.actor, now, save.step, before, save.value, atOnce ? 'applyAtOnce' : 'saveStep')
  await writeListing(ctx.db, listing, now)
  return { listing, answer: { version: listing.versions[save.step], checklist: checklistOf(listing), pendingReview } }
}

import { REVIEWED_STEPS } from '../../../domain/listing/change-effect'
import type { Kysely } from 'kysely'
import type { ReviewKind } from '../../../domain/listing/enums'
import type { RejectionReason } from '../../../domain/listing/rejection-reasons'
import type { Database } from '../../db/schema'
import { refused } from '../../errors'
import { fieldChanges, record, display } from './records'
import type { Actor } from './records'
import { decideReview, findListing, insertReview, openReview, updateListing } from './repo'
import { listColumns } from './list-columns'
import { addressDiffers, isComplete, modificationDiffers } from './states'
import { readListing, stepsHash } from './stored'
import type { StoredListing, StoredSteps } from './stored'

/** A staff decision that does not fit the listing's state (the console prints it). */
export class ReviewStateError extends Error {
  override name = 'ReviewStateError'
}

export type Decision = { reasons: ReadonlyArray<{ reasonCode: RejectionReason; note: string }>; note: string }

/** Writes every column of the listing from its stored form. */
export async function writeListing(db: Kysely<Database>, listing: StoredListing, now: number): Promise<void> {
  listing.updatedAt = now
  const title = listing.steps.houseDescribe?.title ?? ''
  await updateListing(db, listing.luId, {
    region: listing.region,
    rental_type: listing.rentalType,
    building_type: listing.buildingType,
    audit_status: listing.auditStatus,
    room_status: listing.roomStatus,
    change_status: listing.changeStatus,
    address_review: listing.addressReview,
    steps: JSON.stringify(listing.steps),
    live: listing.live === null ? null : JSON.stringify(listing.live),
    versions: JSON.stringify(listing.versions),
    published_hash: listing.publishedHash,
    title,
    currency: listing.steps.housePrice?.currency ?? listing.currency,
    updated_at: now,
    ...listColumns(listing, title),
  })
}

/**
 * Publish: a draft or rejected listing goes to review as a whole; on an online listing the
 * reviewed steps that differ from the live copy go to the modification review and a changed
 * address to the address review. Refused when under audit (listingLocked), incomplete
 * (listingIncomplete) or when nothing changed since the last publish (listingUnchanged).
 */
export async function publish(db: Kysely<Database>, listing: StoredListing, actor: Actor, now: number): Promise<StoredListing> {
  if (listing.auditStatus === 'auditing') throw refused('listingLocked')
  if (!isComplete(listing)) throw refused('listingIncomplete')
  if (listing.auditStatus !== 'online') {
    const hash = stepsHash(listing.steps)
    if (hash === listing.publishedHash) throw refused('listingUnchanged')
    await insertReview(db, { lu_id: listing.luId, kind: 'listing', changes: '[]', status: 'auditing', submitted_at: now })
    listing.auditStatus = 'auditing'
    listing.publishedHash = hash
    await record(db, listing, actor, now, 'publish')
    await writeListing(db, listing, now)
    return listing
  }

  // A save that changes a reviewed step marks the change 'unsubmitted' (address: 'pending'); a
  // rejected change stays rejected until the host edits it again.
  let submitted = false
  if (listing.changeStatus === 'unsubmitted' && modificationDiffers(listing)) {
    const changes = REVIEWED_STEPS.flatMap((step) =>
      fieldChanges(step, listing.live?.[step], listing.steps[step]).filter((c) => c.field !== 'houseInfo.similarUnits'))
    await insertReview(db, { lu_id: listing.luId, kind: 'modification', changes: changesJson(changes), status: 'auditing', submitted_at: now })
    listing.changeStatus = 'auditing'
    await record(db, listing, actor, now, 'submitChange', { field: changes.map((c) => c.field).join(',') })
    submitted = true
  }
  if (listing.addressReview === 'pending' && addressDiffers(listing)) {
    const changes = fieldChanges('address', listing.live?.address, listing.steps.address)
    await insertReview(db, { lu_id: listing.luId, kind: 'address', changes: changesJson(changes), status: 'auditing', submitted_at: now })
    listing.addressReview = 'auditing'
    await record(db, listing, actor, now, 'submitChange', { field: 'address' })
    submitted = true
  }
  if (!submitted) throw refused('listingUnchanged')
  await writeListing(db, listing, now)
  return listing
}

/** Staff approve the open listing or modification review (console `listing approve`). */
export async function approveListing(db: Kysely<Database>, luId: string, actor: Actor, now: number): Promise<StoredListing> {
  const { listing, review } = await openFor(db, luId, ['listing', 'modification'])
  if (review.kind === 'listing') {
    listing.auditStatus = 'online'
    listing.roomStatus = 'online'
    listing.live = structuredClone(listing.steps)
    listing.changeStatus = 'none'
    listing.addressReview = 'passed'
  } else {
    const live: StoredSteps = { ...(listing.live ?? {}) }
    for (const step of REVIEWED_STEPS) copyStep(live, listing.steps, step)
    listing.live = live
    listing.changeStatus = 'none'
  }
  await decideReview(db, review.id, { status: 'passed', decidedAt: now, reasons: '[]', note: '' })
  await record(db, listing, actor, now, review.kind === 'listing' ? 'approve' : 'approveChange')
  await writeListing(db, listing, now)
  return listing
}

/** Staff reject the open listing or modification review with reasons of section 8. */
export async function rejectListing(db: Kysely<Database>, luId: string, decision: Decision, actor: Actor, now: number): Promise<StoredListing> {
  if (decision.reasons.length === 0) throw new ReviewStateError('at least one reason code is needed')
  const { listing, review } = await openFor(db, luId, ['listing', 'modification'])
  if (review.kind === 'listing') listing.auditStatus = 'rejected'
  else listing.changeStatus = 'rejected'
  await decideReview(db, review.id, { status: 'rejected', decidedAt: now, reasons: JSON.stringify(decision.reasons), note: decision.note })
  await record(db, listing, actor, now, review.kind === 'listing' ? 'reject' : 'rejectChange', {
    field: 'reasons', newValue: decision.reasons.map((r) => r.reasonCode).join(','),
  })
  await writeListing(db, listing, now)
  return listing
}

/** Staff decide the open address review (console `address approve|reject`). */
export async function decideAddress(
  db: Kysely<Database>, luId: string, outcome: 'approve' | 'reject', decision: Decision, actor: Actor, now: number,
): Promise<StoredListing> {
  const { listing, review } = await openFor(db, luId, ['address'])
  if (outcome === 'approve') {
    const live: StoredSteps = { ...(listing.live ?? {}) }
    copyStep(live, listing.steps, 'address')
    listing.live = live
    listing.addressReview = 'passed'
    await decideReview(db, review.id, { status: 'passed', decidedAt: now, reasons: '[]', note: '' })
    await record(db, listing, actor, now, 'approveAddress')
  } else {
    const reasons = decision.reasons.length > 0 ? decision.reasons : [{ reasonCode: 'addressMap' as const, note: decision.note }]
    listing.addressReview = 'rejected'
    await decideReview(db, review.id, { status: 'rejected', decidedAt: now, reasons: JSON.stringify(reasons), note: decision.note })
    await record(db, listing, actor, now, 'rejectAddress', { field: 'reasons', newValue: reasons.map((r) => r.reasonCode).join(',') })
  }
  await writeListing(db, listing, now)
  return listing
}

async function openFor(db: Kysely<Database>, luId: string, kinds: readonly ReviewKind[]) {
  const row = await findListing(db, luId)
  if (!row || row.kind !== 'bnb') throw new ReviewStateError(`no listing ${luId}`)
  const review = await openReview(db, luId, kinds)
  if (!review) throw new ReviewStateError(`listing ${luId} has no ${kinds.join(' or ')} review waiting`)
  return { listing: readListing(row), review: review as typeof review & { kind: ReviewKind } }
}

function copyStep(target: StoredSteps, source: StoredSteps, step: keyof StoredSteps): void {
  const value = source[step]
  if (value === undefined) delete target[step]
  else (target as Record<string, unknown>)[step] = structuredClone(value)
}

function changesJson(changes: ReturnType<typeof fieldChanges>): string {
  return JSON.stringify(changes.map((c) => ({ step: c.step, field: c.field, oldValue: display(c.oldValue), newValue: display(c.newValue) })))
}

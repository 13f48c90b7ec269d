import type { Kysely } from 'kysely'
import { CURRENCIES } from '../../domain/listing/enums'
import { isRejectionReason, REJECTION_REASON_GROUPS, REJECTION_GROUP_ORDER } from '../../domain/listing/rejection-reasons'
import type { RejectionReason } from '../../domain/listing/rejection-reasons'
import type { Database } from '../db/schema'
import { findListing, listListings, listPhotos, listRates, listReviews, setRate } from '../services/house/repo'
import { approveListing, decideAddress, rejectListing, ReviewStateError } from '../services/house/review'
import type { Actor } from '../services/house/records'
import { checklistOf, listingState } from '../services/house/states'
import { readListing } from '../services/house/stored'
import type { StoredListing } from '../services/house/stored'
import { ConsoleError } from './console-error'
import { requireLandlord } from './landlords'
import { notifyReviewResult } from './review-notice'

/** Staff decisions are recorded with the internal-system role. */
const STAFF: Actor = { role: 'system', operator: 'staff' }

/** `listing list <mobile>`: the landlord's listings, newest change first. */
export async function listLandlordListings(db: Kysely<Database>, mobile: string, country: string): Promise<string[]> {
  const user = await requireLandlord(db, mobile, country)
  const rows = await listListings(db, user.id)
  if (rows.length === 0) return [`landlord ${user.id} has no listings`]
  return rows.map((row) => {
    const listing = readListing(row)
    return `${listing.luId}  ${labelText(listing).padEnd(32)} ${listing.steps.houseDescribe?.title ?? '(no title)'}`
  })
}

/** `listing show <luId>`: states, steps saved, open and past reviews. */
export async function showListing(db: Kysely<Database>, luId: string): Promise<string[]> {
  const listing = await requireListing(db, luId)
  const checklist = checklistOf(listing)
  const reviews = await listReviews(db, luId)
  const photos = await listPhotos(db, luId)
  const lines = [
    `listing ${listing.luId} of landlord ${listing.userId} (${listing.region}, ${listing.rentalType})`,
    `  title:        ${listing.steps.houseDescribe?.title ?? '(none)'}`,
    `  state:        ${labelText(listing)}; audit ${listing.auditStatus}, room ${listing.roomStatus}, change ${listing.changeStatus}, address ${listing.addressReview}`,
    `  steps done:   ${Object.entries(checklist).filter(([k, v]) => k !== 'isChange' && v).map(([k]) => k).join(', ') || 'none'}`,
    `  address:      ${listing.steps.address ? `${listing.steps.address.country} ${listing.steps.address.cityId} ${listing.steps.address.address}` : '(none)'}`,
    `  price:        ${listing.steps.housePrice ? `${listing.steps.housePrice.currency} ${listing.steps.housePrice.priceWeekday}/${listing.steps.housePrice.priceWeekend}/${listing.steps.housePrice.priceHoliday}` : '(none)'}`,
    `  photos:       ${listing.steps.housePhotos?.photos.length ?? 0} in the list, ${photos.length} uploaded`,
  ]
  // what guests see (the live copy), once approved: reviewed edits stay out of it until approved
  const live = listing.live
  if (live) {
    lines.push(`  live title:   ${live.houseDescribe?.title ?? '(none)'}`)
    lines.push(`  live price:   ${live.housePrice ? `${live.housePrice.currency} ${live.housePrice.priceWeekday}/${live.housePrice.priceWeekend}/${live.housePrice.priceHoliday}` : '(none)'}`)
  }
  if (reviews.length === 0) lines.push('  reviews:      none')
  for (const review of reviews) {
    const reasons = (JSON.parse(review.reasons) as Array<{ reasonCode: string; note: string }>)
      .map((r) => (r.note ? `${r.reasonCode} (${r.note})` : r.reasonCode)).join(', ')
    lines.push(`  review ${review.id}: ${review.kind} ${review.status}, submitted ${new Date(Number(review.submitted_at)).toISOString()}${reasons ? `: ${reasons}` : ''}`)
  }
  return lines
}

export async function approve(db: Kysely<Database>, luId: string, now: number): Promise<string[]> {
  const listing = await staffDecision(db, async (trx) => {
    const first = await underFirstReview(trx, luId)
    const decided = await approveListing(trx, luId, STAFF, now)
    await notifyReviewResult(trx, decided, first ? 'listingApproved' : 'changeApproved', now)
    return decided
  })
  return [`listing ${luId} approved: ${labelText(listing)}`]
}

export async function reject(db: Kysely<Database>, luId: string, codes: string[], note: string, now: number): Promise<string[]> {
  const reasons = reasonsOf(codes, note, true)
  const listing = await staffDecision(db, async (trx) => {
    const first = await underFirstReview(trx, luId)
    const decided = await rejectListing(trx, luId, { reasons, note }, STAFF, now)
    await notifyReviewResult(trx, decided, first ? 'listingRejected' : 'changeRejected', now)
    return decided
  })
  return [`listing ${luId} rejected (${reasons.map((r) => r.reasonCode).join(', ')}): ${labelText(listing)}`]
}

export async function decideAddressCommand(
  db: Kysely<Database>, outcome: 'approve' | 'reject', luId: string, codes: string[], note: string, now: number,
): Promise<string[]> {
  const reasons = outcome === 'reject' ? reasonsOf(codes, note, false) : []
  const listing = await staffDecision(db, async (trx) => {
    const decided = await decideAddress(trx, luId, outcome, { reasons, note }, STAFF, now)
    await notifyReviewResult(trx, decided, outcome === 'approve' ? 'addressApproved' : 'addressRejected', now)
    return decided
  })
  return [`address of listing ${luId} ${outcome === 'approve' ? 'approved' : 'rejected'}: ${labelText(listing)}`]
}

/** `listing reasons`: the rejection catalogue of business rules 8, by group. */
export function reasonCatalogue(): string[] {
  return REJECTION_GROUP_ORDER.map((group) => `${group.padEnd(14)} ${REJECTION_REASON_GROUPS[group].join(' ')}`)
}

export async function showRates(db: Kysely<Database>): Promise<string[]> {
  const rows = await listRates(db)
  return ['units of each currency for 1 RMB:', ...rows.map((r) => `  ${r.currency.padEnd(4)} ${r.rate.padEnd(10)} updated ${new Date(Number(r.updated_at)).toISOString()}`)]
}

export async function setRateCommand(db: Kysely<Database>, currency: string, rate: string, now: number): Promise<string[]> {
  const code = currency.toUpperCase()
  if (!(CURRENCIES as readonly string[]).includes(code) || code === 'RMB') throw new ConsoleError(`currency must be USD or JPY (RMB is the base), got: ${currency}`)
  const value = Number(rate)
  if (!/^\d+(\.\d+)?$/.test(rate) || !(value > 0)) throw new ConsoleError(`rate must be a positive decimal number, got: ${rate}`)
  await setRate(db, code, rate, now)
  return showRates(db)
}

function reasonsOf(codes: string[], note: string, required: boolean): Array<{ reasonCode: RejectionReason; note: string }> {
  if (required && codes.length === 0) throw new ConsoleError('give at least one reason code (see "listing reasons")')
  const unknown = codes.filter((c) => !isRejectionReason(c))
  if (unknown.length > 0) throw new ConsoleError(`unknown reason code(s): ${unknown.join(', ')} (see "listing reasons")`)
  return [...new Set(codes)].map((reasonCode) => ({ reasonCode: reasonCode as RejectionReason, note }))
}

/** Whether the listing waits for its first review (else a decision is about a modification). */
async function underFirstReview(db: Kysely<Database>, luId: string): Promise<boolean> {
  const row = await findListing(db, luId)
  return row !== undefined && readListing(row).auditStatus === 'auditing'
}

/** A decision writes the listing, the review, a record and the host's system message: all or nothing. */
async function staffDecision(db: Kysely<Database>, decide: (trx: Kysely<Database>) => Promise<StoredListing>): Promise<StoredListing> {
  try {
    return await db.transaction().execute(decide)
  } catch (error) {
    if (error instanceof ReviewStateError) throw new ConsoleError(error.message)
    throw error
  }
}

async function requireListing(db: Kysely<Database>, luId: string): Promise<StoredListing> {
  const row = await findListing(db, luId.trim())
  if (!row) throw new ConsoleError(`no listing ${luId}`)
  return readListing(row)
}

function labelText(listing: StoredListing): string {
  const { label } = listingState(listing)
  return label.subState ? `${label.status} + ${label.subState}` : label.status
}

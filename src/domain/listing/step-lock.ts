import { REVIEWED_STEPS } from './change-effect'
import type { AddressReview, AuditStatus, ChangeStatus, ListingStep } from './enums'

export type LockInput = { auditStatus: AuditStatus; changeStatus: ChangeStatus | null; addressReview: AddressReview }

/**
 * Whether a step's fields cannot change now (fields are locked during audit): every step while
 * the listing is under its first review; on an online listing the reviewed steps while a
 * modification is under review and the address while the address is. The server refuses such a
 * save with `listingLocked` (it lets an overview save through that changes only the similar-unit
 * count, which applies at once); the forms say so before saving.
 */
export function stepLocked(listing: LockInput, step: ListingStep): boolean {
  if (listing.auditStatus === 'auditing') return true
  if (listing.auditStatus !== 'online') return false
  if (step === 'address') return listing.addressReview === 'auditing'
  return REVIEWED_STEPS.includes(step) && listing.changeStatus === 'auditing'
}

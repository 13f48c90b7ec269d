import { REVIEWED_STEPS } from '../../../domain/listing/change-effect'
import { LISTING_STEPS } from '../../../domain/listing/enums'
import type { ListingGroup, SubState } from '../../../domain/listing/enums'
import { listingState as domainState } from '../../../domain/listing/states'
import type { Checklist, ListingLabel } from '../../../domain/listing/schemas'
import { sameValue, stepsHash } from './stored'
import type { StoredListing, StoredSteps } from './stored'


export type ListingState = {
  auditStatus: StoredListing['auditStatus']
  roomStatus: StoredListing['roomStatus']
  group: ListingGroup
  subStates: SubState[]
  label: ListingLabel
}

/** Each step is complete once saved (every save passed the step's rules); isChange: something to publish. */
export function checklistOf(listing: StoredListing): Checklist {
  const flags = Object.fromEntries(LISTING_STEPS.map((s) => [s, listing.steps[s] !== undefined])) as Omit<Checklist, 'isChange'>
  return { ...flags, isChange: hasChange(listing) }
}

export function isComplete(listing: StoredListing): boolean {
  return LISTING_STEPS.every((s) => listing.steps[s] !== undefined)
}

/** Whether publishing now would submit something (nothing since the last publish: listingUnchanged). */
export function hasChange(listing: StoredListing): boolean {
  if (listing.auditStatus === 'online') return listing.changeStatus === 'unsubmitted' || listing.addressReview === 'pending'
  if (listing.publishedHash === null) return Object.keys(listing.steps).length > 0
  return stepsHash(listing.steps) !== listing.publishedHash
}

/** The part of the working copy the modification review covers (similarUnits applies at once). */
export function reviewedPart(steps: StoredSteps): Record<string, unknown> {
  const part: Record<string, unknown> = {}
  for (const step of REVIEWED_STEPS) {
    const value = steps[step]
    if (value === undefined) continue
    if (step === 'houseInfo') {
      const { similarUnits: _ignored, ...rest } = value as NonNullable<StoredSteps['houseInfo']>
      part[step] = rest
    } else {
      part[step] = value
    }
  }
  return part
}

export function modificationDiffers(listing: StoredListing): boolean {
  return !sameValue(reviewedPart(listing.steps), reviewedPart(listing.live ?? {}))
}

export function addressDiffers(listing: StoredListing): boolean {
  return !sameValue(listing.steps.address, listing.live?.address)
}

/** Group, sub-states and the combined label of business rules section 4 (the domain's table). */
export function listingState(listing: StoredListing): ListingState {
  const view = domainState({
    auditStatus: listing.auditStatus,
    roomStatus: listing.roomStatus,
    complete: isComplete(listing),
    changeStatus: listing.changeStatus === 'none' ? null : listing.changeStatus,
    addressReview: listing.addressReview,
  })
  return { auditStatus: listing.auditStatus, roomStatus: listing.roomStatus, ...view }
}

export type ListingCountsOf = Record<ListingGroup | SubState, number>

/** How many of the listings are in each group and sub-state (the list's tabs, the host home). */
export function countListings(listings: readonly StoredListing[]): ListingCountsOf {
  const counts: ListingCountsOf = {
    unfinished: 0, notOnline: 0, online: 0, changePendingReview: 0, addressAuditing: 0, addressPending: 0,
    addressRejected: 0, changeUnsubmitted: 0, changeAuditing: 0, changeRejected: 0, offline: 0,
  }
  for (const listing of listings) {
    const state = listingState(listing)
    counts[state.group] += 1
    for (const s of state.subStates) counts[s] += 1
  }
  return counts
}

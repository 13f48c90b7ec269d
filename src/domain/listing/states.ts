import type { AddressReview, AuditStatus, ChangeStatus, ListingGroup, RoomStatus, SubState } from './enums'
import type { ListingLabel } from './schemas'

export type StateInput = {
  auditStatus: AuditStatus
  roomStatus: RoomStatus
  /** Every step complete (checklist). */
  complete: boolean
  /** The modification of an online listing, if any. */
  changeStatus: ChangeStatus | null
  addressReview: AddressReview
}

export type ListingStateView = { group: ListingGroup; subStates: SubState[]; label: ListingLabel }

/** The sub-state a combined label shows when several apply: what needs the host first. */
const LABEL_PRIORITY: readonly SubState[] = [
  'changeRejected', 'addressRejected', 'changeUnsubmitted', 'addressPending', 'changePendingReview',
  'changeAuditing', 'addressAuditing',
]

const CHANGE_SUB: Partial<Record<ChangeStatus, SubState>> = {
  unsubmitted: 'changeUnsubmitted', pending: 'changePendingReview', auditing: 'changeAuditing', rejected: 'changeRejected',
}
const ADDRESS_SUB: Partial<Record<AddressReview, SubState>> = {
  pending: 'addressPending', auditing: 'addressAuditing', rejected: 'addressRejected',
}

/**
 * Group, sub-states and combined label (business-rules section 4):
 * - unfinished: a draft not yet complete; notOnline: complete drafts, listings under audit or
 *   rejected, and approved listings taken offline; online: approved and online;
 * - sub-states exist once a listing was approved: its modification, its address review, offline;
 * - the label is the main status plus the most pressing sub-state, e.g. online + changeAuditing.
 */
export function listingState(input: StateInput): ListingStateView {
  const approved = input.auditStatus === 'online'
  const subStates: SubState[] = []
  if (approved) {
    const change = input.changeStatus ? CHANGE_SUB[input.changeStatus] : undefined
    const address = ADDRESS_SUB[input.addressReview]
    if (change) subStates.push(change)
    if (address) subStates.push(address)
    if (input.roomStatus === 'offline') subStates.push('offline')
  }
  const unfinished = input.auditStatus === 'draft' && !input.complete
  const online = approved && input.roomStatus === 'online'
  const group: ListingGroup = online ? 'online' : unfinished ? 'unfinished' : 'notOnline'
  const status: ListingLabel['status'] = unfinished ? 'unfinished'
    : approved ? input.roomStatus
      : input.auditStatus
  const subState = LABEL_PRIORITY.find((s) => subStates.includes(s)) ?? null
  return { group, subStates, label: { status, subState } }
}

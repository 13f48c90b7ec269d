import { z } from 'zod/mini'

const num = z.number()

/**
 * How many listings a host has in each group of the listing list (the list's tabs, the home's
 * counts). A module of its own: the home reads it without the listing rules (issue 41).
 */
export const listingCounts = z.object({
  unfinished: num, notOnline: num, online: num,
  changePendingReview: num, addressAuditing: num, addressPending: num, addressRejected: num,
  changeUnsubmitted: num, changeAuditing: num, changeRejected: num, offline: num,
})
export type ListingCounts = z.infer<typeof listingCounts>

/**
 * The group the listing list opens on when none is asked for (issue 34): the host's listings
 * online, else those not online, else the unfinished drafts; online for a host with none.
 */
export function landingGroup(counts: Pick<ListingCounts, 'online' | 'notOnline' | 'unfinished'> | undefined): 'online' | 'notOnline' | 'unfinished' {
  if (!counts) return 'online'
  return LANDING_ORDER.find((group) => counts[group] > 0) ?? 'online'
}

const LANDING_ORDER = ['online', 'notOnline', 'unfinished'] as const

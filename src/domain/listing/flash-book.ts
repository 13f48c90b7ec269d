import type { MessageKey } from '../messages'
import type { AuditStatus } from './enums'

/**
 * Flash-book (instant booking, portal spec 7 "flash-book list and update"; decision 0078): a
 * guest's order of a flash-book listing is accepted at once, without waiting for the host.
 *
 * Only an approved B&B listing (audit status online) may switch it on: a draft, a listing under
 * its first review or a rejected one cannot be booked, so it has nothing to switch. An approved
 * listing taken offline may switch too (it is ready when it goes online again). Switching off is
 * always allowed. Hotels and their room types are not B&B listings and have no flash-book.
 */
export const FLASH_BOOK_AUDIT_STATES: readonly AuditStatus[] = ['online']

export type FlashBookSubject = { auditStatus: AuditStatus; flashBook: boolean }

/** Whether the listing may have flash-book switched (on or off) by its host. */
export function canHaveFlashBook(listing: Pick<FlashBookSubject, 'auditStatus'>): boolean {
  return FLASH_BOOK_AUDIT_STATES.includes(listing.auditStatus)
}

/** Why switching flash-book to `on` is refused, or null when it may be: off is always allowed. */
export function flashBookRefusal(listing: Pick<FlashBookSubject, 'auditStatus'>, on: boolean): MessageKey | null {
  if (!on) return null
  return canHaveFlashBook(listing) ? null : 'flashBookNotApproved'
}

/** A new order of this listing skips the host's confirmation: flash-book on an approved listing. */
export function confirmsAtOnce(listing: FlashBookSubject): boolean {
  return listing.flashBook && canHaveFlashBook(listing)
}

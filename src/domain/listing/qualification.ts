import { fieldError, type ListingFieldError } from './field-error'

/**
 * A listing's qualification (business rules 3 "Qualification: type, photos", 4 "passed, under
 * review, rejected, upload"; decision 0053): what document shows the host may rent the place out,
 * and its scans. Staff review it; a new one may be sent again after a decision, not while one is
 * under review.
 */
export const LISTING_QUALIFICATION_TYPES = ['propertyCertificate', 'leaseContract', 'authorization', 'businessLicence'] as const
export type ListingQualificationType = (typeof LISTING_QUALIFICATION_TYPES)[number]

/** upload: nothing sent yet (the spec's "upload" state: the host is asked to upload). */
export const QUALIFICATION_STATES = ['upload', 'auditing', 'passed', 'rejected'] as const
export type QualificationState = (typeof QUALIFICATION_STATES)[number]

export const LISTING_QUALIFICATION_IMAGES = { min: 1, max: 5 } as const

export type ListingQualificationValue = { type: ListingQualificationType | ''; images: string[] }

export function checkListingQualification(value: ListingQualificationValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  if (!value.type) errors.push(fieldError('type', 'required'))
  else if (!(LISTING_QUALIFICATION_TYPES as readonly string[]).includes(value.type)) errors.push(fieldError('type', 'invalidValue'))
  if (value.images.length < LISTING_QUALIFICATION_IMAGES.min) errors.push(fieldError('images', 'required'))
  else if (value.images.length > LISTING_QUALIFICATION_IMAGES.max) errors.push(fieldError('images', 'Maximum', { limit: LISTING_QUALIFICATION_IMAGES.max }))
  else if (new Set(value.images).size !== value.images.length) errors.push(fieldError('images', 'invalidValue'))
  return errors
}

/** Whether a new qualification may be sent now: not while one is under review (listingLocked). */
export function canSubmitQualification(state: QualificationState): boolean {
  return state !== 'auditing'
}

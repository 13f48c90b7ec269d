import type { MessageDescriptor } from '@lingui/core'
import { FLOW_ORDER, STEP_ROUTES, type ListingStep } from '../../../domain/listing/enums'
import { LISTING_STEP_LABELS } from '../../data/listing-labels'

export type StepSlug = (typeof STEP_ROUTES)[ListingStep]

export type StepMeta = { step: ListingStep; slug: StepSlug; label: MessageDescriptor }


/** The B&B flow in the spec's order: address, overview, description, facilities, photos, price, discounts, booking rules. */
export const STEP_META: readonly StepMeta[] = FLOW_ORDER.map((step) => ({ step, slug: STEP_ROUTES[step], label: LISTING_STEP_LABELS[step] }))

export function metaOfSlug(slug: string): StepMeta | undefined {
  return STEP_META.find((meta) => meta.slug === slug)
}

/** The step after this one (undefined after the last). */
export function nextStep(step: ListingStep): StepMeta | undefined {
  const index = STEP_META.findIndex((meta) => meta.step === step)
  return STEP_META[index + 1]
}

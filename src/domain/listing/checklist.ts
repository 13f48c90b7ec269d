import type { MessageKey } from '../messages'
import { FLOW_ORDER, LISTING_STEPS, type AuditStatus, type ListingStep } from './enums'
import type { Checklist, StepValues } from './schemas'
import { checkStep } from './step-rules'

/** The saved value of each step (null or missing: never saved). */
export type StepValuesSoFar = { [S in ListingStep]?: StepValues[S] | null }

/** A step is complete when it has a value that passes its rules. */
export function isStepComplete<S extends ListingStep>(step: S, value: StepValues[S] | null | undefined): boolean {
  return value !== null && value !== undefined && checkStep(step, value).length === 0
}

export function checklistOf(values: StepValuesSoFar, isChange: boolean): Checklist {
  const flags = {} as Record<ListingStep, boolean>
  for (const step of LISTING_STEPS) flags[step] = isStepComplete(step, values[step] as never)
  return { ...flags, isChange }
}

/** The first step of the flow not complete, or null. */
export function firstIncompleteStep(checklist: Checklist): ListingStep | null {
  return FLOW_ORDER.find((step) => !checklist[step]) ?? null
}

export type PublishCheck = { ok: true } | { ok: false; key: MessageKey; field?: ListingStep }

/**
 * Whether the host may publish (a draft or a rejected listing: submit for review; an online
 * listing: submit its modification). In order: real-name authentication, not under audit,
 * every step complete, something changed since the last publish.
 */
export function canPublish(input: { checklist: Checklist; auditStatus: AuditStatus; realNamePassed: boolean }): PublishCheck {
  if (!input.realNamePassed) return { ok: false, key: 'realNameRequiredToPublish' }
  if (input.auditStatus === 'auditing') return { ok: false, key: 'listingLocked' }
  const missing = firstIncompleteStep(input.checklist)
  if (missing) return { ok: false, key: 'listingNotComplete', field: missing }
  if (input.auditStatus !== 'draft' && !input.checklist.isChange) return { ok: false, key: 'listingUnchanged' }
  return { ok: true }
}

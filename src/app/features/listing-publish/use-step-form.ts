import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { AT_ONCE_FIELDS, AT_ONCE_STEPS } from '../../../domain/listing/change-effect'
import type { ListingStep } from '../../../domain/listing/enums'
import { stepLocked } from '../../../domain/listing/step-lock'
import { keepTyping, saveStep, useListing, type ListingView, type StepValues } from '../../data/listing-draft'
import type { ListingDetail } from '../../../domain/listing/schemas'
import { useFlowStepForm, type FlowStepFormOptions, type StepFormBinding } from '../../ui/use-flow-step-form'
import type { StepEffect } from '../../ui/step-card'
import { nextStep } from './step-meta'

export { textFieldProps, type StepIssue, type TextKey } from '../../ui/use-flow-step-form'

export type StepFormOptions<F> = FlowStepFormOptions<F> & {
  luId: string
  step: ListingStep
}

/**
 * One step form of the B&B flow (the shared step form, src/app/ui/use-flow-step-form.ts): fields
 * cannot change during audit, except an online listing's similar-unit count (it applies at once);
 * an online listing's step says how a change applies.
 */
export function useStepForm<F extends Record<string, unknown>>({ luId, step, ...options }: StepFormOptions<F>) {
  const { fromValues, toValues } = options
  // the similar-unit count of an online listing applies at once, so an overview save changing only it goes
  const { binding, view, effect } = useListingStepBinding(luId, step, (values, detail) =>
    step === 'houseInfo' && detail.auditStatus === 'online' && sameButSimilarUnits(values, toValues(fromValues(detail.houseInfo ?? undefined))))
  const form = useFlowStepForm(binding, options)
  return { ...form, view, card: { ...form.card, ...(effect ? { effect } : {}) } }
}

/**
 * What the shared step form needs of a B&B step: its state in the local-first store, the audit
 * lock (listingLocked; `lockAllows` names what a locked step may still save), saving to the
 * outbox, and the next step. With the effect note an online listing's step shows.
 */
export function useListingStepBinding(
  luId: string, step: ListingStep, lockAllows?: (values: StepValues, detail: ListingDetail) => boolean,
): { binding: StepFormBinding; view: ListingView; effect: StepEffect | undefined } {
  const view = useListing(luId)
  const state = view.step(step)
  const navigate = useNavigate()
  const detail = view.detail
  const locked = detail ? stepLocked(detail, step) : false
  const goNext = useCallback(() => {
    const next = nextStep(step)
    if (next) void navigate({ to: `/house-publish/${next.slug}`, search: (prev: Record<string, unknown>) => prev } as never)
  }, [navigate, step])
  const save = useCallback((values: StepValues, version: number) => saveStep(luId, step, values, version), [luId, step])
  const keep = useCallback((values: StepValues) => keepTyping(luId, step, values), [luId, step])
  const allows = useCallback((values: StepValues) => Boolean(detail && lockAllows?.(values, detail)), [detail, lockAllows])
  const binding: StepFormBinding = {
    step, loading: view.isLoading, state, lockedBy: locked ? { key: 'listingLocked' } : null, lockAllows: allows, save, keepTyping: keep, goNext,
  }
  // how a change applies, unless it cannot change now (the lock message says why)
  return { binding, view, effect: detail?.auditStatus === 'online' && !locked ? stepEffect(step) : undefined }
}

/** How a change of a step of an online listing takes effect (the domain's change-effect table). */
function stepEffect(step: ListingStep): StepEffect {
  if (AT_ONCE_STEPS.includes(step)) return 'atOnce'
  if (step === 'address') return 'addressReview'
  return AT_ONCE_FIELDS[step] ? 'reviewButUnits' : 'review'
}

/** Two overview values that differ at most in the similar-unit count (which applies at once). */
function sameButSimilarUnits(a: StepValues, b: StepValues): boolean {
  const { similarUnits: _a, ...restA } = a as Record<string, unknown>
  const { similarUnits: _b, ...restB } = b as Record<string, unknown>
  return JSON.stringify(restA) === JSON.stringify(restB)
}

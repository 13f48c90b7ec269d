import type { ListingStep } from '../../../domain/listing/enums'
import type { StepValues as DomainStepValues } from '../../../domain/listing/schemas'
import { checkStep } from '../../../domain/listing/step-rules'
import type { StepIssue } from './use-step-form'

/**
 * The shared rules of src/domain/listing for a step (the server applies the same ones with the
 * same message keys and fields). Empty fields are the forms' own 'required' check, so a rule
 * that cannot read a half-filled value leaves the word to the server instead of failing the form.
 */
export function domainIssues(step: ListingStep, values: Record<string, unknown>): StepIssue[] {
  try {
    return checkStep(step, values as DomainStepValues[typeof step])
  } catch {
    return []
  }
}

import type { ListingStep } from '../../../domain/listing/enums'
import type { StepIssue } from './use-step-form'

/**
 * The shared rules of src/domain/listing per step (the server applies the same ones with the
 * same message keys). Until a step's rule function exists, the server's refusal is what shows.
 */
export function domainIssues(step: ListingStep, values: Record<string, unknown>): StepIssue[] {
  const rule = RULES[step]
  return rule ? rule(values) : []
}

const RULES: Partial<Record<ListingStep, (values: Record<string, unknown>) => StepIssue[]>> = {}

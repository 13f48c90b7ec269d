import type { StepIssue } from './use-step-form'

/** 'required' for each named field that is empty (blank text, NaN, missing). */
export function requiredIssues(values: Record<string, unknown>, fields: readonly string[]): StepIssue[] {
  return fields.filter((field) => isEmpty(values[field])).map((field) => ({ field, key: 'required' }))
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'number') return Number.isNaN(value)
  if (typeof value === 'string') return value.trim() === ''
  return false
}

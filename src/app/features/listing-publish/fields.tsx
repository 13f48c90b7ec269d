/** The form controls of the listing steps live in the design system (src/app/ui/choice-fields.tsx). */
export { CheckGroup, ChoiceGroup, TextArea } from '../../ui/choice-fields'
export type { ChoiceOption } from '../../ui/choice-fields'

/** A numeric text box value: '' stays '' (not 0) so "required" can be told apart. */
export function toNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim())
}

export function toText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : ''
}

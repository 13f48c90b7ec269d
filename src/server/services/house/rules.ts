import { STEP_RULES } from '../../../domain/listing/step-rules'
import type { StepValues } from '../../../domain/listing/schemas'
import type { FieldError } from './service'

/**
 * The step rules of src/domain/listing as the server applies them: the very functions the step
 * forms run, so a refusal carries the same message key and field the form shows.
 */
export const stepRules: { [S in keyof StepValues]: (value: StepValues[S]) => FieldError[] } = STEP_RULES

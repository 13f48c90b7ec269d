import { checkAddress, checkDescribe, checkFacility, checkInfo } from './basics-rules'
import type { ListingStep } from './enums'
import type { ListingFieldError } from './field-error'
import { checkPhotos } from './photo-rules'
import type { StepValues } from './schemas'
import { checkDiscount, checkOrder, checkPrice } from './terms-rules'

/** The rules of each step, by step name: the server applies them before storing, the forms before sending. */
export const STEP_RULES: { [S in ListingStep]: (value: StepValues[S]) => ListingFieldError[] } = {
  address: checkAddress,
  houseInfo: checkInfo,
  facility: checkFacility,
  houseDescribe: checkDescribe,
  housePrice: checkPrice,
  houseOrder: checkOrder,
  houseDiscount: checkDiscount,
  housePhotos: checkPhotos,
}

export function checkStep<S extends ListingStep>(step: S, value: StepValues[S]): ListingFieldError[] {
  return STEP_RULES[step](value)
}

import type { FieldError } from './service'

/**
 * The step rules of src/domain/listing, by step, as the server applies them (the forms apply
 * the same functions). Placeholders until the domain's rule functions land.
 */
export const stepRules = {
  address: (_value: unknown): FieldError[] => [],
  houseInfo: (_value: unknown): FieldError[] => [],
  facility: (_value: unknown): FieldError[] => [],
  houseDescribe: (_value: unknown): FieldError[] => [],
  housePrice: (_value: unknown): FieldError[] => [],
  houseOrder: (_value: unknown): FieldError[] => [],
  houseDiscount: (_value: unknown): FieldError[] => [],
  housePhotos: (_value: unknown): FieldError[] => [],
}

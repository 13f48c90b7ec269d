import { CANCELLATION_RULES, type CancellationRule } from '../listing/enums'
import { fieldError, type ListingFieldError } from '../listing/field-error'
import { checkHotelDiscount, lengthIn } from './rules'

/**
 * Products for sale under a room type of an online hotel (business rules 4 "Hotel": "after
 * approval, add products for sale under a room type"; decision 0050): what a guest books — the
 * room with so many breakfasts, a cancellation rule and the hotel discount (1-9.9, 9.5 = 95 %).
 */
export const PRODUCT_BREAKFASTS = [0, 1, 2] as const
export const PRODUCT_NAME = { min: 1, max: 30 } as const
/** Products one room type may have. */
export const PRODUCTS_PER_ROOM_TYPE = 10

export type ProductValue = {
  name: string
  breakfasts: number
  /** 1-9.9 with one decimal. */
  discount: number | null
  cancellationRule: CancellationRule | ''
  onSale: boolean
}

export function checkProduct(value: ProductValue): ListingFieldError[] {
  const errors: ListingFieldError[] = []
  errors.push(...lengthIn('name', value.name, PRODUCT_NAME))
  if (!(PRODUCT_BREAKFASTS as readonly number[]).includes(value.breakfasts)) errors.push(fieldError('breakfasts', 'invalidValue'))
  errors.push(...checkHotelDiscount('discount', value.discount))
  if (!value.cancellationRule) errors.push(fieldError('cancellationRule', 'required'))
  else if (!(CANCELLATION_RULES as readonly string[]).includes(value.cancellationRule)) errors.push(fieldError('cancellationRule', 'invalidValue'))
  return errors
}

/** A night's price of the product: the room's price that night with the discount, in whole yuan (half up). */
export function productPrice(roomPrice: number, discount: number): number {
  return Math.max(1, Math.round((roomPrice * Math.round(discount * 10)) / 100))
}

import { describe, expect, it } from 'vitest'
import { checkProduct, productPrice } from '../../../../src/domain/hotel/products'

describe('hotel products (decision 0050)', () => {
  const GOOD = { name: '含双早', breakfasts: 2, discount: 9.5, cancellationRule: 'moderate' as const, onSale: true }

  it('take a name of 1-30 characters, 0-2 breakfasts, a discount of 1-9.9 and a cancellation rule', () => {
    expect(checkProduct(GOOD)).toEqual([])
    expect(checkProduct({ ...GOOD, name: '' })).toEqual([{ field: 'name', key: 'required' }])
    expect(checkProduct({ ...GOOD, name: '早'.repeat(30) })).toEqual([])
    expect(checkProduct({ ...GOOD, name: '早'.repeat(31) })[0]).toMatchObject({ field: 'name', key: 'lengthBetween' })
    expect(checkProduct({ ...GOOD, breakfasts: 3 })).toEqual([{ field: 'breakfasts', key: 'invalidValue' }])
    expect(checkProduct({ ...GOOD, discount: 0.9 })[0]).toMatchObject({ field: 'discount', key: 'discountRange' })
    expect(checkProduct({ ...GOOD, cancellationRule: '' })).toEqual([{ field: 'cancellationRule', key: 'required' }])
  })

  it('price a night as the room price with the discount, in whole yuan, half up, at least 1', () => {
    expect(productPrice(680, 9.5)).toBe(646)
    expect(productPrice(680, 9.9)).toBe(673)
    expect(productPrice(680, 1)).toBe(68)
    expect(productPrice(5, 1)).toBe(1)
    expect(productPrice(1, 1)).toBe(1)
    expect(productPrice(333, 8.5)).toBe(283)
  })
})

import { describe, expect, it } from 'vitest'
import { currencyChoice } from '../../../../src/app/data/listing-labels'

describe('a currency as a choice', () => {
  it('names the code once, also when the name already carries it', () => {
    expect(currencyChoice('US Dollar', 'USD')).toBe('US Dollar (USD)')
    expect(currencyChoice('Chinese Yuan (RMB)', 'RMB')).toBe('Chinese Yuan (RMB)')
    expect(currencyChoice('人民币', 'RMB')).toBe('人民币 (RMB)')
  })
})

import { describe, expect, it } from 'vitest'
import { badgeText } from '../../../src/domain/badge'

describe('badgeText', () => {
  it('is empty for no unread items', () => {
    expect(badgeText(0)).toBe('')
    expect(badgeText(-3)).toBe('')
    expect(badgeText(Number.NaN)).toBe('')
  })

  it('shows the count up to 99 and 99+ from 100', () => {
    expect(badgeText(1)).toBe('1')
    expect(badgeText(98)).toBe('98')
    expect(badgeText(99)).toBe('99')
    expect(badgeText(100)).toBe('99+')
    expect(badgeText(12345)).toBe('99+')
    expect(badgeText(Number.POSITIVE_INFINITY)).toBe('99+')
  })
})

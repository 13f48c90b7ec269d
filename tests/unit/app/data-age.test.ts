import { describe, expect, it } from 'vitest'
import { relativeAge } from '../../../src/app/ui/data-age'

describe('the age of data saved on the device (issue 40)', () => {
  const now = Date.UTC(2026, 10, 29, 12)
  it('in minutes, hours or days, in the host\'s language', () => {
    expect(relativeAge(now - 5 * 60_000, now, 'en')).toBe('5 minutes ago')
    expect(relativeAge(now - 3 * 3_600_000, now, 'en')).toBe('3 hours ago')
    expect(relativeAge(now - 26 * 3_600_000, now, 'en')).toBe('yesterday')
    expect(relativeAge(now - 20_000, now, 'en')).toBe('now')
    expect(relativeAge(now - 3 * 3_600_000, now, 'zh')).toBe('3小时前')
  })
})

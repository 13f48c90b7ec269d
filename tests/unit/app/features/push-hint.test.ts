import { describe, expect, it } from 'vitest'
import { PUSH_HINT_SNOOZE_MS, pushHintSnoozed } from '../../../../src/app/features/work/push-hint'

describe("the home's notification hint put away with 'Not now' (issue 40)", () => {
  const now = Date.UTC(2026, 10, 29)
  it('stays away for 30 days on this device, then comes back while notifications are still off', () => {
    expect(PUSH_HINT_SNOOZE_MS).toBe(30 * 24 * 60 * 60_000)
    expect(pushHintSnoozed(now, String(now - 1_000))).toBe(true)
    expect(pushHintSnoozed(now, String(now - PUSH_HINT_SNOOZE_MS + 1))).toBe(true)
    expect(pushHintSnoozed(now, String(now - PUSH_HINT_SNOOZE_MS))).toBe(false)
  })
  it('shows when never put away or the stored value is not a time', () => {
    expect(pushHintSnoozed(now, null)).toBe(false)
    expect(pushHintSnoozed(now, undefined)).toBe(false)
    expect(pushHintSnoozed(now, 'yes')).toBe(false)
    expect(pushHintSnoozed(now, '0')).toBe(false)
  })
})

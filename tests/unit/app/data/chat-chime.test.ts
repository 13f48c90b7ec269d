import { describe, expect, it } from 'vitest'
import { chimeDue } from '../../../../src/app/data/chat-state'

describe('the chat chime (issue 19)', () => {
  it('plays when guests\' unread messages grow, not for the count found on opening the page', () => {
    expect(chimeDue(null, 3, true)).toBe(false)
    expect(chimeDue(3, 4, true)).toBe(true)
    expect(chimeDue(0, 1, undefined)).toBe(true)
  })

  it('is quiet when the count stays or falls, and when the host turned it off', () => {
    expect(chimeDue(4, 4, true)).toBe(false)
    expect(chimeDue(4, 2, true)).toBe(false)
    expect(chimeDue(1, 2, false)).toBe(false)
  })
})

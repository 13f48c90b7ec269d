import { describe, expect, it } from 'vitest'
import { confirmsSaved, SEEN_WAITING_MS } from '../../../src/app/shell/saved-word'

describe('the header\'s "saved on the server" word (issues 13, 34)', () => {
  it('is left to the screen for a write that went straight through (one toast after the city step)', () => {
    expect(confirmsSaved({ waitedMs: 120, held: false })).toBe(false)
  })

  it('confirms writes kept while offline or paused, however fast they went once back', () => {
    expect(confirmsSaved({ waitedMs: 50, held: true })).toBe(true)
  })

  it('confirms writes that waited long enough for the header\'s count to be read', () => {
    expect(confirmsSaved({ waitedMs: SEEN_WAITING_MS, held: false })).toBe(true)
    expect(confirmsSaved({ waitedMs: SEEN_WAITING_MS - 1, held: false })).toBe(false)
  })
})

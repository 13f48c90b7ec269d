import { describe, expect, it } from 'vitest'
import { CHAT_LIMITS, chatContentProblem, EMOJI, needsTimeLabel } from '../../../src/domain/chat/rules'

describe('chat rules (portal spec 5 and 9)', () => {
  it('refuses a blank message and one over 1000 characters, counting an emoji as one', () => {
    expect(chatContentProblem('')).toBe('chatBlankMessage')
    expect(chatContentProblem(' \n\t ')).toBe('chatBlankMessage')
    expect(chatContentProblem('x'.repeat(1000))).toBeNull()
    expect(chatContentProblem('x'.repeat(1001))).toBe('chatTooLong')
    expect(chatContentProblem('😀'.repeat(1000))).toBeNull()
    expect(chatContentProblem(` ${'x'.repeat(1000)} `)).toBeNull()
  })

  it('puts a time label before the first message and after a gap over 600 s', () => {
    expect(needsTimeLabel(null, 0)).toBe(true)
    expect(needsTimeLabel(0, CHAT_LIMITS.timeLabelGapMs)).toBe(false)
    expect(needsTimeLabel(0, CHAT_LIMITS.timeLabelGapMs + 1)).toBe(true)
  })

  it('offers 60 different emoji', () => {
    expect(EMOJI).toHaveLength(60)
    expect(new Set(EMOJI).size).toBe(60)
  })
})

import { describe, expect, it } from 'vitest'
import { canReplyIn, overallScore, REPLY_MAX_CHARS } from '../../../src/domain/review/rules'
import { checkReply, sensitiveWordIn } from '../../../src/domain/review/reply'

describe('review replies (business rules 5 and 9)', () => {
  it('needs at least 5 characters, spaces around them not counted', () => {
    expect(checkReply('')).toEqual({ key: 'commentReplyRequired' })
    expect(checkReply('   ')).toEqual({ key: 'commentReplyRequired' })
    expect(checkReply('谢谢入住')).toEqual({ key: 'commentReplyTooShort', params: { min: 5 } })
    expect(checkReply('  谢谢入住  ')).toEqual({ key: 'commentReplyTooShort', params: { min: 5 } })
    expect(checkReply('谢谢您入住')).toBeNull()
    expect(checkReply('Thank')).toBeNull()
    // an emoji is one character as the host sees it
    expect(checkReply('谢谢🙏🙏')).toEqual({ key: 'commentReplyTooShort', params: { min: 5 } })
    expect(checkReply('x'.repeat(REPLY_MAX_CHARS))).toBeNull()
    expect(checkReply('x'.repeat(REPLY_MAX_CHARS + 1))).toEqual({ key: 'tooLong', params: { max: REPLY_MAX_CHARS } })
  })

  it('rejects sensitive words in their usual disguises', () => {
    expect(checkReply('你这个傻逼别再来了')).toEqual({ key: 'commentSensitiveWord', params: { word: '傻逼' } })
    expect(sensitiveWordIn('你这个 傻 - 逼')).toBe('傻逼')
    expect(sensitiveWordIn('好評返現，歡迎再來')).toBe('好评返现')
    expect(sensitiveWordIn('禁止賭博')).toBe('赌博')
    expect(sensitiveWordIn('ＦＵＣＫ this place')).toBe('fuck')
    expect(sensitiveWordIn('What BULLSHIT.')).toBe('bullshit')
    // a word inside a longer one that is on the list as well
    expect(sensitiveWordIn('motherfucker')).toBe('motherfucker')
  })

  it('lets ordinary replies through (no word inside another word, no common words)', () => {
    for (const text of [
      'Thank you! The shitake soup recipe is on the fridge.',
      'We put a new 垃圾桶 in the kitchen, thanks for telling us.',
      'Sorry about the noise from Scunthorpe Road, we will add earplugs.',
      '感谢您的好评，期待您再次入住！',
      'Glad you enjoyed it, we refunded 50 yuan for the late check-in 😊',
    ]) expect(checkReply(text), text).toBeNull()
  })

  it('keeps guests on the platform: no contact information or website in a reply', () => {
    expect(checkReply('有问题请打 138 1234 5678 找我')).toEqual({ key: 'textContactInfo' })
    expect(checkReply('下次直接加我微信订房更便宜')).toEqual({ key: 'textContactInfo' })
    expect(checkReply('Book direct at www.myflat.com next time')).toEqual({ key: 'textWebsite' })
  })
})

describe('review scores and states', () => {
  it('the overall score is the mean of the five, to one decimal', () => {
    expect(overallScore({ hygiene: 5, safety: 4, descriptionMatch: 5, trafficLocation: 3, costEffectiveness: 4 })).toBe(4.2)
    expect(overallScore({ hygiene: 5, safety: 5, descriptionMatch: 5, trafficLocation: 5, costEffectiveness: 4 })).toBe(4.8)
    expect(overallScore({ hygiene: 1, safety: 1, descriptionMatch: 1, trafficLocation: 1, costEffectiveness: 1 })).toBe(1)
  })

  it('a reply can be written awaiting feedback and after moderation took one down, not otherwise', () => {
    expect(canReplyIn('awaitingFeedback')).toBe(true)
    expect(canReplyIn('replyFailed')).toBe(true)
    expect(canReplyIn('replied')).toBe(false)
    expect(canReplyIn('failedReview')).toBe(false)
  })
})

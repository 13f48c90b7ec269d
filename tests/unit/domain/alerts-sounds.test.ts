import { describe, expect, it } from 'vitest'
import { playPlan, reminderTarget, soundPlan } from '../../../src/domain/alerts/sounds'

const base = { unreadVoiceNum: 0, unreadCancelVoiceNum: 0, pcNewOrderVoice: true, pcCancelOrderVoice: true, voiceUrl: 'new.mp3', cancelVoiceUrl: 'cancel.mp3' }

describe('sound plan (portal spec 4)', () => {
  it('new-order sound twice, then the cancel sound twice', () => {
    expect(soundPlan({ ...base, unreadVoiceNum: 3, unreadCancelVoiceNum: 1 })).toEqual(['new.mp3', 'new.mp3', 'cancel.mp3', 'cancel.mp3'])
  })
  it('only kinds with an unread count play', () => {
    expect(soundPlan({ ...base, unreadCancelVoiceNum: 2 })).toEqual(['cancel.mp3', 'cancel.mp3'])
    expect(soundPlan(base)).toEqual([])
  })
  it('only enabled kinds play: 2 plays per enabled and unread kind', () => {
    expect(soundPlan({ ...base, unreadVoiceNum: 1, unreadCancelVoiceNum: 1, pcNewOrderVoice: false })).toEqual(['cancel.mp3', 'cancel.mp3'])
    expect(soundPlan({ ...base, unreadVoiceNum: 5, pcNewOrderVoice: true, pcCancelOrderVoice: false, unreadCancelVoiceNum: 5 })).toEqual(['new.mp3', 'new.mp3'])
  })
})

describe('playing', () => {
  it('plays each sound after the previous one ended, in order', async () => {
    const calls: string[] = []
    const outcome = await playPlan(['a', 'a', 'b', 'b'], async (url) => { calls.push(url) }, true)
    expect(outcome).toBe('played')
    expect(calls).toEqual(['a', 'a', 'b', 'b'])
  })
  it('says when the browser cannot play sounds, and when it refused (no permission), and stops there', async () => {
    expect(await playPlan(['a'], async () => undefined, false)).toBe('unsupported')
    const calls: string[] = []
    expect(await playPlan(['a', 'a', 'b'], async (url) => { calls.push(url); throw new Error('NotAllowedError') }, true)).toBe('denied')
    expect(calls).toEqual(['a'])
    expect(await playPlan([], async () => undefined, false)).toBe('played')
  })
})

describe('the reminder box\'s go-to-see', () => {
  it('opens hotel orders only when there are only hotel orders', () => {
    expect(reminderTarget({ hotelNum: 2, homeNum: 0 })).toEqual({ lodgeBusiness: 'store' })
    expect(reminderTarget({ hotelNum: 2, homeNum: 1 })).toEqual({})
    expect(reminderTarget({ hotelNum: 0, homeNum: 1 })).toEqual({})
  })
})

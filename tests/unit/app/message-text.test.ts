import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { MESSAGE_KEYS } from '../../../src/domain/messages'
import { checkImageFile } from '../../../src/domain/validators/image'
import { loadMessageTextGroups, messageText } from '../../../src/app/shell/message-text'
import { CORE_TEXTS as MESSAGE_TEXTS } from '../../../src/app/shell/message-texts/core'
import { HOTEL_TEXTS } from '../../../src/app/shell/message-texts/hotel'
import { PAYOUT_TEXTS } from '../../../src/app/shell/message-texts/payout'
import { FINANCE_TEXTS } from '../../../src/app/shell/message-texts/finance'
import { REVIEW_TEXTS } from '../../../src/app/shell/message-texts/reviews'
import { MARKET_TEXTS } from '../../../src/app/shell/message-texts/market'
import { RISK_TEXTS } from '../../../src/app/shell/message-texts/risk'
import { PROFILE_TEXTS } from '../../../src/app/shell/message-texts/profile'
import { CHAT_TEXTS } from '../../../src/app/shell/message-texts/chat'
import { PMS_TEXTS } from '../../../src/app/shell/message-texts/pms'

const ALL_TEXTS = { ...MESSAGE_TEXTS, ...PAYOUT_TEXTS, ...FINANCE_TEXTS, ...HOTEL_TEXTS, ...REVIEW_TEXTS, ...MARKET_TEXTS, ...RISK_TEXTS, ...PROFILE_TEXTS, ...CHAT_TEXTS, ...PMS_TEXTS }

function englishI18n() {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  return i18n
}

describe('messageText', () => {
  it('has a text for every message key of the domain', () => {
    const missing = MESSAGE_KEYS.filter((key) => !Object.hasOwn(ALL_TEXTS, key))
    expect(missing).toEqual([])
    // each key in one place only
    const groups = [MESSAGE_TEXTS, PAYOUT_TEXTS, FINANCE_TEXTS, HOTEL_TEXTS, REVIEW_TEXTS, MARKET_TEXTS, RISK_TEXTS, PROFILE_TEXTS, CHAT_TEXTS, PMS_TEXTS].map((texts) => Object.keys(texts))
    expect(groups.flat().length).toBe(new Set(groups.flat()).size)
  })

  it('turns every key into a readable sentence, never the key itself or a raw placeholder', async () => {
    await loadMessageTextGroups()
    const i18n = englishI18n()
    const params = { mb: 5, size: '800*600', limit: 9, max: 20, min: 1, accept: '.jpg' }
    for (const key of MESSAGE_KEYS) {
      const text = messageText(i18n, key, params)
      expect(text, key).not.toBe(key)
      expect(text, key).not.toMatch(/\{\w+\}/)
      expect(text.length, key).toBeGreaterThan(3)
    }
  })

  it('uses the spec texts for the known server messages', () => {
    const i18n = englishI18n()
    expect(messageText(i18n, 'PleaseEnterMobileNumber')).toBe('Please enter a valid mobile number')
    expect(messageText(i18n, 'tooManyRequests')).toBe('Too many requests, please try again in two minutes')
    expect(messageText(i18n, 'tooManySends')).toBe('Too many codes sent, please try again tomorrow')
    expect(messageText(i18n, 'passwordTooSimple')).toContain('8-16 characters')
    expect(messageText(i18n, 'kaNoPermission')).toBe('KA merchants have no permission to use this function')
    expect(messageText(i18n, 'noPermission')).toBe('No access permission')
  })

  it('fills placeholders from params', () => {
    const i18n = englishI18n()
    expect(messageText(i18n, 'ImageRatio', { size: '800*600' })).toBe(
      'The image must be at least 800*600 pixels',
    )
    expect(messageText(i18n, 'Maximum', { limit: 9 })).toBe('You can upload at most 9 images')
    expect(messageText(i18n, 'sizeTips')).toBe('The image must not be larger than 5 MB')
  })

  it('shows an unknown key or server text as given', () => {
    const i18n = englishI18n()
    expect(messageText(i18n, '房源不存在')).toBe('房源不存在')
    expect(messageText(i18n, 'toString')).toBe('toString')
  })

  it('shows the translated text when the catalog has one', () => {
    const i18n = setupI18n()
    const descriptor = MESSAGE_TEXTS.noPermission
    i18n.loadAndActivate({ locale: 'zh', messages: { [descriptor.id]: '无访问权限' } })
    expect(messageText(i18n, 'noPermission')).toBe('无访问权限')
  })
})

describe('image checks read as sentences with their values', () => {
  it('fills every placeholder from the params the domain check sends', () => {
    const i18n = englishI18n()
    const rules = { accept: ['.jpg', '.png'], maxSizeKB: 5120, minWidth: 800, minHeight: 600, limit: 1 }
    const cases = [
      checkImageFile({ name: 'a.gif', sizeBytes: 10 }, rules),
      checkImageFile({ name: 'a.jpg', sizeBytes: 6 * 1024 * 1024, width: 900, height: 700 }, rules),
      checkImageFile({ name: 'a.jpg', sizeBytes: 10, width: 100, height: 100 }, rules),
      checkImageFile({ name: 'a.jpg', sizeBytes: 10, width: 900, height: 700 }, rules, 1),
    ]
    const texts = cases.map((c) => (c ? messageText(i18n, c.key, c.params) : ''))
    expect(texts).toEqual([
      'This file type is not supported. Accepted types: .jpg,.png',
      'The image must not be larger than 5 MB',
      'The image must be at least 800*600 pixels',
      'You can upload at most 1 images',
    ])
  })
})

describe('message texts by group (decision 0043)', () => {
  it('shows a key of a group as its text once the group has loaded', async () => {
    const i18n = englishI18n()
    await loadMessageTextGroups()
    expect(messageText(i18n, 'payVerifyAttemptsLimit')).toBe('Payment verification attempts reached limit')
    expect(messageText(i18n, 'hotelNoCoordinates')).toBe('Unable to get the coordinates of the area, unable to create a hotel')
  })
})

import { describe, expect, it } from 'vitest'
import {
  alipayAccountRefusal, maskAlipayAccount, maskOpenid, normaliseAlipayAccount, sameRealName, wechatAfterAnswer, wechatAuthState,
} from '../../../../src/domain/payout/channels'

describe('WeChat authorisation states (decision 0083)', () => {
  it('a waiting or scanned code expires at its time; a decided one stays decided', () => {
    expect(wechatAuthState('waiting', 1000, 999)).toBe('waiting')
    expect(wechatAuthState('waiting', 1000, 1000)).toBe('expired')
    expect(wechatAuthState('scanned', 1000, 5000)).toBe('expired')
    expect(wechatAuthState('authorised', 1000, 5000)).toBe('authorised')
    expect(wechatAuthState('refused', 1000, 5000)).toBe('refused')
  })

  it("takes WeChat's answers while open, refusing another name than the host's", () => {
    expect(wechatAfterAnswer('waiting', { kind: 'scan' }, '张明')).toEqual({ state: 'scanned', refusal: null })
    expect(wechatAfterAnswer('scanned', { kind: 'authorize', realName: ' 张明 ', openid: 'o1' }, '张明')).toEqual({ state: 'authorised', refusal: null })
    expect(wechatAfterAnswer('scanned', { kind: 'authorize', realName: '王五', openid: 'o1' }, '张明')).toEqual({ state: 'refused', refusal: 'nameMismatch' })
    expect(wechatAfterAnswer('waiting', { kind: 'authorize', realName: '张明', openid: 'o1' }, '')).toEqual({ state: 'refused', refusal: 'nameMismatch' })
    expect(wechatAfterAnswer('scanned', { kind: 'refuse' }, '张明')).toEqual({ state: 'refused', refusal: 'userRefused' })
    expect(wechatAfterAnswer('expired', { kind: 'scan' }, '张明')).toEqual({ notApplicable: 'expired' })
    expect(wechatAfterAnswer('authorised', { kind: 'refuse' }, '张明')).toEqual({ notApplicable: 'decided' })
    expect(wechatAfterAnswer('refused', { kind: 'scan' }, '张明')).toEqual({ notApplicable: 'decided' })
  })

  it('compares names as printed: spaces and the middle dot ignored, empty never matches', () => {
    expect(sameRealName('阿依古丽·买买提', '阿依古丽买买提')).toBe(true)
    expect(sameRealName('Li Hua', 'LiHua')).toBe(true)
    expect(sameRealName('张明', '张敏')).toBe(false)
    expect(sameRealName('', '')).toBe(false)
  })
})

describe('Alipay accounts and masks', () => {
  it('takes a mainland mobile (spaces and dashes dropped) or an e-mail (lower-cased)', () => {
    expect(normaliseAlipayAccount(' 138 0000-0001 ')).toBe('13800000001')
    expect(normaliseAlipayAccount('Li.Hua@Example.COM')).toBe('li.hua@example.com')
    expect(alipayAccountRefusal('13800000001')).toBeNull()
    expect(alipayAccountRefusal('li.hua@example.com')).toBeNull()
    expect(alipayAccountRefusal('23800000001')).toBe('alipayAccountFormat')
    expect(alipayAccountRefusal('li.hua@example')).toBe('alipayAccountFormat')
  })

  it('never shows an openid or an account whole', () => {
    expect(maskOpenid('oDemoXihuZhangMingWechat2026')).toBe('oDem****2026')
    expect(maskOpenid('short')).toBe('sh****')
    expect(maskAlipayAccount('13800000001')).toBe('138****0001')
    expect(maskAlipayAccount('zhang@example.com')).toBe('z***@example.com')
  })
})

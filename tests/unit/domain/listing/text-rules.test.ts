import { describe, expect, it } from 'vitest'
import { bannedWordIn, charCount, checkText, normaliseText, titleUnits } from '../../../../src/domain/listing/text-rules'

const key = (text: string, options?: Parameters<typeof checkText>[1]) => checkText(text, options)?.key ?? null

describe('checkText', () => {
  it('passes ordinary Chinese and English text with punctuation, ℃ and ㎡', () => {
    expect(key('房子朝南，采光很好！冬天室内 22℃，面积 85㎡。步行 10 分钟到地铁 2 号线。')).toBeNull()
    expect(key("A quiet flat (85 m²) near the lake - 10 min to Line 2; kids welcome!")).toBeNull()
    expect(key('三室一厅两卫，可住六人')).toBeNull()
  })

  it('refuses emoji with "Emoticons are not allowed"', () => {
    expect(key('好房子😀')).toBe('emoticonsNotAllowed')
    expect(key('Nice ♥')).toBe('emoticonsNotAllowed')
    expect(key('🇨🇳 flag')).toBe('emoticonsNotAllowed')
    expect(key('1️⃣ first')).toBe('emoticonsNotAllowed')
  })

  it('refuses special symbols but not punctuation', () => {
    expect(key('超赞★房间')).toBe('PleaseNotEnterSpecialCharacters')
    expect(key('✓ wifi')).toBe('PleaseNotEnterSpecialCharacters')
    expect(key('𝓗𝓸𝓶𝓮 sweet')).toBe('PleaseNotEnterSpecialCharacters')
    expect(key('→ 地铁')).toBe('PleaseNotEnterSpecialCharacters')
    expect(key('温馨·舒适——安静')).toBeNull()
  })

  it('refuses phone numbers, also spaced, full-width or in Chinese numerals', () => {
    expect(key('电话13812345678')).toBe('textContactInfo')
    expect(key('call 138 1234 5678')).toBe('textContactInfo')
    expect(key('座机 010-8888-6666')).toBe('textContactInfo')
    expect(key('１３８１２３４５６７８')).toBe('textContactInfo')
    expect(key('联系一三八一二三四五六七八')).toBe('textContactInfo')
    expect(key('幺三八幺二三四五六七八')).toBe('textContactInfo')
    // dates and room numbers are not phone numbers
    expect(key('2019-2020 年装修，502 室')).toBeNull()
    expect(key('renovated 2019-10-01')).toBeNull()
  })

  it('refuses WeChat and QQ ids and e-mail addresses', () => {
    expect(key('微信：host_abc')).toBe('textContactInfo')
    expect(key('微信号 hzhost88')).toBe('textContactInfo')
    expect(key('wechat abc12345')).toBe('textContactInfo')
    expect(key('QQ 12345678')).toBe('textContactInfo')
    expect(key('加我微信详聊')).toBe('textContactInfo')
    expect(key('add me on WeChat')).toBe('textContactInfo')
    expect(key('write to host@example.com')).toBe('textContactInfo')
    expect(key('微信號：hzhost88')).toBe('textContactInfo')
    // mentioning WeChat Pay is not contact information
    expect(key('支持微信支付')).toBeNull()
    expect(key('WeChat payment accepted')).toBeNull()
  })

  it('refuses websites', () => {
    expect(key('see https://x.example')).toBe('textWebsite')
    expect(key('www.myhome')).toBe('textWebsite')
    expect(key('订房上 myhome.com')).toBe('textWebsite')
    expect(key('訂房上 MYHOME.CN')).toBe('textWebsite')
    expect(key('1.5km to the lake')).toBeNull()
  })

  it('refuses prices unless the text describes charges', () => {
    expect(key('每晚只要 299 元')).toBe('textPrice')
    expect(key('only ¥299')).toBe('textPrice')
    expect(key('￥299 一晚')).toBe('textPrice')
    expect(key('299块')).toBe('textPrice')
    expect(key('RMB 299 per night')).toBe('textPrice')
    expect(key('price: 80 USD')).toBe('textPrice')
    expect(key('房价 299')).toBe('textPrice')
    expect(key('停车 10 元/小时', { allowPrices: true })).toBeNull()
    expect(key('3 单元 502')).toBeNull()
  })

  it('refuses deposits or cleaning fees collected offline', () => {
    expect(key('入住时需现场交押金')).toBe('textOfflineFee')
    expect(key('清潔費到店支付')).toBe('textOfflineFee')
    expect(key('A cleaning fee is collected on arrival.')).toBe('textOfflineFee')
    expect(key('Deposit in cash at check-in')).toBe('textOfflineFee')
    expect(key('免押金入住，不收取清洁费')).toBeNull()
    expect(key('押金通过平台线上支付')).toBeNull()
    expect(key('No deposit needed.')).toBeNull()
  })

  it('refuses the banned words in titles and descriptions, zh (also traditional) and en', () => {
    const banned = (text: string) => checkText(text, { bannedWords: true })
    expect(banned('西湖边精品酒店')).toEqual({ key: 'textBannedWord', params: { word: '酒店' } })
    expect(banned('西湖賓館')?.params).toEqual({ word: '宾馆' })
    expect(banned('酒 店')?.params).toEqual({ word: '酒店' })
    expect(banned('酒·店')?.params).toEqual({ word: '酒店' })
    expect(banned('Lakeside HOTEL room')?.params).toEqual({ word: 'hotel' })
    expect(banned('Cosy guesthouse')?.params).toEqual({ word: 'guest house' })
    expect(banned('Cosy guest house')?.params).toEqual({ word: 'guest house' })
    expect(banned('Backpacker hostel')?.params).toEqual({ word: 'hostel' })
    expect(banned('青年旅舍床位')?.params).toEqual({ word: '青年旅舍' })
    expect(banned('附近有洗浴中心')?.params).toEqual({ word: '洗浴' })
    expect(banned('Bath house nearby')?.params).toEqual({ word: 'bath house' })
    expect(banned('提供鐘點房')?.params).toEqual({ word: '钟点房' })
    expect(banned('timed rest available')?.params).toEqual({ word: 'timed rest' })
    expect(banned('详见优惠条款')?.params).toEqual({ word: '优惠条款' })
    expect(banned('see concession terms')?.params).toEqual({ word: 'concession terms' })
    // inside other words, or without the option, they are not found
    expect(banned('A shot elephant photo')).toBeNull()
    expect(checkText('西湖边精品酒店')).toBeNull()
  })
})

describe('normaliseText and bannedWordIn', () => {
  it('folds full-width letters and traditional characters', () => {
    expect(normaliseText('ＨＯＴＥＬ 賓館')).toBe('hotel 宾馆')
    expect(bannedWordIn(normaliseText('ＨＯＴＥＬ'))).toBe('hotel')
  })
})

describe('titleUnits', () => {
  it('counts each CJK character and each other word once', () => {
    expect(titleUnits('西湖边两居室')).toBe(6)
    expect(titleUnits('Cosy flat near the lake')).toBe(5)
    expect(titleUnits('西湖边 2 居室 near Line-2, quiet')).toBe(9)
    expect(titleUnits("Host's   flat!!")).toBe(2)
    expect(titleUnits('東京の部屋')).toBe(5)
  })
})

describe('charCount', () => {
  it('counts code points without surrounding spaces', () => {
    expect(charCount('  ab𠀀c ')).toBe(4)
  })
})

describe('checkText on long adversarial input', () => {
  it('stays fast (no quadratic backtracking) on 2000 characters', () => {
    for (const text of ['a.'.repeat(1000), 'a-'.repeat(1000), '微信'.repeat(1000), '1 '.repeat(1000), 'b.'.repeat(999) + '@']) {
      const start = performance.now()
      checkText(text, { bannedWords: true })
      expect(performance.now() - start).toBeLessThan(50)
    }
  })
})

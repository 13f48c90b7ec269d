import { describe, expect, it } from 'vitest'
import { scaledSize } from '../../../../src/app/ui/compress-image'
import { matchesCountry } from '../../../../src/app/ui/country-picker'
import type { CountryEntry } from '../../../../src/domain/endpoints'

describe('resizing before upload', () => {
  it('scales wide images down to 1920 px keeping the aspect ratio', () => {
    expect(scaledSize(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 })
    expect(scaledSize(3841, 1, 1920)).toEqual({ width: 1920, height: 1 })
  })

  it('leaves images up to the width alone', () => {
    expect(scaledSize(1920, 5000, 1920)).toEqual({ width: 1920, height: 5000 })
    expect(scaledSize(800, 600, 1920)).toEqual({ width: 800, height: 600 })
  })
})

describe('country search', () => {
  const japan: CountryEntry = {
    data_id: 'JP',
    data_zh: '日本',
    data_code: '81',
    data_en: 'Japan',
    data_cn: 'ri ben',
    data_shortname: 'JP',
    data_tag: 'hot',
  }

  it.each(['日本', 'jap', 'riben', 'ri ben', 'jp', '81', '8'])('finds Japan by %s', (query) => {
    expect(matchesCountry(japan, query)).toBe(true)
  })

  it.each(['china', '86', 'j p', 'zh'])('does not find Japan by %s', (query) => {
    expect(matchesCountry(japan, query)).toBe(false)
  })
})

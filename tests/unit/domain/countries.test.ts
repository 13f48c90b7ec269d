import { describe, expect, it } from 'vitest'
import { HOT_DIAL_CODES, groupCountries } from '../../../src/domain/countries'
import type { CountryEntry } from '../../../src/domain/endpoints'

function entry(id: string, en: string, cn: string, code: string, tag: 'hot' | 'normal' = 'normal'): CountryEntry {
  return { data_id: id, data_zh: '', data_code: code, data_en: en, data_cn: cn, data_shortname: id, data_tag: tag }
}

const LIST: CountryEntry[] = [
  entry('US', 'United States', 'meiguo', '1'),
  entry('JP', 'Japan', 'riben', '81', 'hot'),
  entry('CN', 'China', 'zhongguo', '86', 'hot'),
  entry('FR', 'France', 'faguo', '33', 'hot'),
  entry('MY', 'Malaysia', 'malaixiya', '60'),
  entry('HK', 'Hong Kong', 'xianggang', '852'),
  entry('AU', 'Australia', 'aodaliya', '61'),
  entry('CA', 'Canada', 'jianada', '1'),
  entry('AX', 'Åland Islands', 'aolanqundao', '358'),
]

describe('groupCountries', () => {
  it('lists the spec hot countries in the spec order, then other entries tagged hot', () => {
    const { hot } = groupCountries(LIST, 'en')
    expect(hot.map((e) => e.data_id)).toEqual(['CN', 'HK', 'JP', 'MY', 'FR'])
  })

  it('groups by the English initial in English, A-Z, names sorted inside', () => {
    const { groups } = groupCountries(LIST, 'en')
    expect(groups.map((g) => [g.letter, g.entries.map((e) => e.data_id)])).toEqual([
      ['A', ['AX', 'AU']],
      ['C', ['CA', 'CN']],
      ['F', ['FR']],
      ['H', ['HK']],
      ['J', ['JP']],
      ['M', ['MY']],
      ['U', ['US']],
    ])
  })

  it('groups by the pinyin initial in Chinese', () => {
    const { groups } = groupCountries(LIST, 'zh')
    expect(groups.map((g) => [g.letter, g.entries.map((e) => e.data_id)])).toEqual([
      ['A', ['AU', 'AX']],
      ['F', ['FR']],
      ['J', ['CA']],
      ['M', ['MY', 'US']],
      ['R', ['JP']],
      ['X', ['HK']],
      ['Z', ['CN']],
    ])
  })

  it('keeps hot countries in their letter group too, and puts non-Latin initials under #', () => {
    const { groups } = groupCountries([...LIST, entry('XX', '1st Test', '', '999')], 'zh')
    expect(groups.flatMap((g) => g.entries)).toHaveLength(LIST.length + 1)
    expect(groups.at(-1)).toEqual({ letter: '#', entries: [expect.objectContaining({ data_id: 'XX' })] })
  })

  it('matches hot countries by dial code when the short name is missing', () => {
    const noIso = { ...entry('', 'Singapore', 'xinjiapo', '+65'), data_id: 'sg' }
    expect(groupCountries([noIso], 'en').hot.map((e) => e.data_id)).toEqual(['sg'])
  })

  it('has the nine hot dial codes of the spec', () => {
    expect(HOT_DIAL_CODES.map((h) => `${h.iso}${h.code}`)).toEqual([
      'CN86', 'HK852', 'MO853', 'TW886', 'JP81', 'SG65', 'TH66', 'KR82', 'MY60',
    ])
  })

  it('handles an empty list', () => {
    expect(groupCountries([], 'en')).toEqual({ hot: [], groups: [] })
  })
})

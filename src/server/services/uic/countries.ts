import countries from 'i18n-iso-countries'
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' }
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min'
import { pinyin } from 'pinyin-pro'
import type { CountryEntry } from '../../../domain/endpoints'

/** Hot countries and regions, listed first in this order (portal spec 9). */
export const HOT_COUNTRIES = ['CN', 'HK', 'MO', 'TW', 'JP', 'SG', 'TH', 'KR', 'MY'] as const

/** English names where the ISO official form is not what the product shows. */
const ENGLISH_NAMES: Record<string, string> = {
  CN: 'China',
  HK: 'Hong Kong, China',
  MO: 'Macao, China',
  TW: 'Taiwan, China',
}

countries.registerLocale(en)
countries.registerLocale(zh)

let cached: readonly CountryEntry[] | null = null

/**
 * Every country or region that has a telephone dial code: ISO 3166 alpha-2 id, Chinese and
 * English names, dial code, pinyin of the Chinese name (no tones), hot ones first.
 */
export function countryList(): readonly CountryEntry[] {
  cached ??= buildList()
  return cached
}

/** The entries whose alpha-2 code is in `codes` (comma-separated, any case); all when empty. */
export function filterCountries(list: readonly CountryEntry[], codes: string | undefined): readonly CountryEntry[] {
  const wanted = (codes ?? '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean)
  return wanted.length === 0 ? list : list.filter((e) => wanted.includes(e.data_id))
}

function buildList(): CountryEntry[] {
  const zhNames = countries.getNames('zh')
  const enNames = countries.getNames('en')
  const entries: CountryEntry[] = []
  for (const [id, nameEn] of Object.entries(enNames)) {
    if (!isSupportedCountry(id)) continue
    const nameZh = zhNames[id] ?? nameEn
    const hot = (HOT_COUNTRIES as readonly string[]).includes(id)
    entries.push({
      data_id: id,
      data_zh: nameZh,
      data_code: getCountryCallingCode(id),
      data_en: ENGLISH_NAMES[id] ?? nameEn,
      data_cn: pinyin(nameZh, { toneType: 'none', type: 'array' }).join('').toLowerCase(),
      data_shortname: id,
      data_tag: hot ? 'hot' : 'normal',
    })
  }
  const hotRank = (id: string) => (HOT_COUNTRIES as readonly string[]).indexOf(id)
  return entries.sort((a, b) => {
    const ra = hotRank(a.data_id)
    const rb = hotRank(b.data_id)
    if (ra !== -1 || rb !== -1) return (ra === -1 ? 99 : ra) - (rb === -1 ? 99 : rb)
    return a.data_cn < b.data_cn ? -1 : a.data_cn > b.data_cn ? 1 : a.data_id < b.data_id ? -1 : 1
  })
}

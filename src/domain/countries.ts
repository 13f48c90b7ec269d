import type { CountryEntry } from './endpoints'

export type CountryGroup = { letter: string; entries: CountryEntry[] }
export type GroupedCountries = { hot: CountryEntry[]; groups: CountryGroup[] }

/**
 * The country picker (portal spec 3 country entry, 9): hot countries listed separately (first the
 * HOT_DIAL_CODES in their order, then any other entry the server tags 'hot'), and every entry,
 * hot or not, grouped by initial letter: of data_en in English, of data_cn (pinyin) in Chinese.
 * Groups run A-Z, then '#' for names that do not start with a Latin letter; entries inside a group
 * are ordered by that name.
 */
export function groupCountries(list: readonly CountryEntry[], lang: 'zh' | 'en'): GroupedCountries {
  const hotRank = (entry: CountryEntry) => HOT_DIAL_CODES.findIndex((h) => isSameCountry(entry, h))
  const ranked = list.map((entry) => ({ entry, rank: hotRank(entry) }))
  const hot = [
    ...ranked
      .filter((r) => r.rank >= 0)
      .sort((a, b) => a.rank - b.rank)
      .map((r) => r.entry),
    ...ranked.filter((r) => r.rank < 0 && r.entry.data_tag === 'hot').map((r) => r.entry),
  ]

  const byLetter = new Map<string, CountryEntry[]>()
  for (const entry of list) {
    const letter = initialOf(sortName(entry, lang))
    const bucket = byLetter.get(letter)
    if (bucket) bucket.push(entry)
    else byLetter.set(letter, [entry])
  }
  const groups = [...byLetter.entries()]
    .sort(([a], [b]) => letterOrder(a) - letterOrder(b))
    .map(([letter, entries]) => ({
      letter,
      entries: entries.sort((a, b) => compareNames(sortName(a, lang), sortName(b, lang))),
    }))
  return { hot, groups }
}

/** The dial code without a leading '+'. */
export function dialCodeOf(entry: CountryEntry): string {
  return entry.data_code.trim().replace(/^\+/, '')
}

/** Hot countries with dial codes (portal spec 9), ISO 3166 alpha-2, in the spec's order. */
export const HOT_DIAL_CODES = [
  { iso: 'CN', code: '86' },
  { iso: 'HK', code: '852' },
  { iso: 'MO', code: '853' },
  { iso: 'TW', code: '886' },
  { iso: 'JP', code: '81' },
  { iso: 'SG', code: '65' },
  { iso: 'TH', code: '66' },
  { iso: 'KR', code: '82' },
  { iso: 'MY', code: '60' },
] as const

export const OTHER_LETTER = '#'

function isSameCountry(entry: CountryEntry, hot: (typeof HOT_DIAL_CODES)[number]): boolean {
  const iso = entry.data_shortname.trim().toUpperCase()
  return iso !== '' ? iso === hot.iso : dialCodeOf(entry) === hot.code
}

function sortName(entry: CountryEntry, lang: 'zh' | 'en'): string {
  const name = lang === 'zh' ? entry.data_cn.trim() || entry.data_en.trim() : entry.data_en.trim()
  return name.normalize('NFD').replace(/\p{M}/gu, '')
}

function initialOf(name: string): string {
  const first = name.charAt(0).toUpperCase()
  return first >= 'A' && first <= 'Z' ? first : OTHER_LETTER
}

function letterOrder(letter: string): number {
  return letter === OTHER_LETTER ? 26 : letter.charCodeAt(0) - 65
}

function compareNames(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}

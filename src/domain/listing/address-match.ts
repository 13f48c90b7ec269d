import type { GeoPoint } from './map-rule'

/**
 * Where the typed address puts the pin with no geocoder (decision 0072): the street of one of the
 * host's earlier addresses in the chosen district, else the district's centre. Pure: the caller
 * brings the earlier addresses (placeSuggestion) and the district's seat or outline.
 */

/** A street read from an address: its name as compared (lower case, abbreviations spelled out) and house number. */
export type Street = { name: string; number: string | null }

/** One of the host's earlier addresses, with the pin it was saved with. */
export type EarlierAddress = { address: string; pin: GeoPoint | null }

/** The chosen district: its name, seat (the centre the map uses) and outline (rings of [lng, lat]). */
export type DistrictArea = {
  name: string
  seat: GeoPoint | null
  outline?: { system: GeoPoint['system']; rings: ReadonlyArray<ReadonlyArray<readonly [number, number]>> } | null
}

/**
 * The best pin for the typed address and how sure it is: 'address' (an earlier address on the
 * same street with the same number), 'street' (the same street), 'district' (the district's
 * centre); null when nothing fits (then nothing moves).
 */
export type AddressMatch =
  | { confidence: 'address'; pin: GeoPoint; from: string }
  | { confidence: 'street'; pin: GeoPoint; street: string; from: string }
  | { confidence: 'district'; pin: GeoPoint; district: string }

const HAN = '\\u3400-\\u9fff'
/** Road words, longest first so 大道 wins over 道. */
const CN_ROAD = '(?:大道|大街|胡同|路|街|道|巷|弄)'
/** Divisions written before the street: province, city, district, county, town, sub-district. */
const CN_DIVISION = new RegExp(`^[${HAN}]{2,9}?(?:特别行政区|自治区|自治州|街道|省|市|区|县|旗|镇|乡)(?=[${HAN}])`)
const CN_STREET = new RegExp(`([${HAN}]{1,15}?${CN_ROAD})(?:\\s*(\\d+)\\s*(?:号|弄|-|之|$))?`)

const LATIN_SUFFIX: Record<string, string> = {
  st: 'street', street: 'street', rd: 'road', road: 'road', ave: 'avenue', av: 'avenue', avenue: 'avenue',
  ln: 'lane', lane: 'lane', blvd: 'boulevard', boulevard: 'boulevard', dr: 'drive', drive: 'drive', way: 'way',
  pl: 'place', place: 'place', ct: 'court', court: 'court', ter: 'terrace', terrace: 'terrace', cres: 'crescent',
  crescent: 'crescent', close: 'close', sq: 'square', square: 'square', hwy: 'highway', highway: 'highway',
  pkwy: 'parkway', parkway: 'parkway', row: 'row', walk: 'walk', soi: 'soi',
}
const LATIN_PREFIX = ['rue', 'avenue', 'calle', 'via', 'viale', 'rua', 'avenida', 'boulevard', 'jalan', 'jl', 'soi']
const LATIN_JOINED = /(?:straße|strasse|gasse|weg|allee|platz|laan|straat|gatan|vej|veien)$/

function normalise(text: string): string {
  return text
    .replace(/[\uff10-\uff19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[\uff0c\u3001]/g, ',')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The street of an address (Chinese road names with their number, Latin street names abroad); null when none is written. */
export function streetOf(address: string): Street | null {
  const text = normalise(address)
  if (!text) return null
  if (new RegExp(`[${HAN}]`).test(text)) {
    // the divisions before the street are not part of its name (浙江省杭州市西湖区文三路)
    let rest = text.replace(/\s+/g, '')
    for (let cut = rest.match(CN_DIVISION); cut; cut = rest.match(CN_DIVISION)) rest = rest.slice(cut[0].length)
    const found = rest.match(CN_STREET)
    if (found?.[1] && found[1].length >= 2) return { name: found[1], number: found[2] ?? null }
  }
  return latinStreet(text)
}

function latinStreet(text: string): Street | null {
  const parts = text.toLowerCase().replace(/[.]/g, '').split(',').map((p) => p.trim()).filter(Boolean)
  for (const part of parts) {
    const words = part.split(' ')
    // "90 Wensan Road", "221b Baker St"
    const suffixAt = words.findIndex((w, i) => i > 0 && LATIN_SUFFIX[w] !== undefined && !/^\d/.test(words[i - 1] ?? ''))
    if (suffixAt > 0) {
      const numberAt = words.findIndex((w) => /^\d+[a-z]?$/.test(w))
      const start = numberAt >= 0 && numberAt < suffixAt ? numberAt + 1 : 0
      const name = [...words.slice(start, suffixAt), LATIN_SUFFIX[words[suffixAt] ?? '']].join(' ')
      if (start < suffixAt) return { name, number: numberAt >= 0 && numberAt < suffixAt ? words[numberAt] ?? null : trailingNumber(words.slice(suffixAt + 1)) }
    }
    // "Rue de Rivoli 12", "12 rue de Rivoli", "Hauptstraße 5"
    const prefixAt = words.findIndex((w) => LATIN_PREFIX.includes(w))
    const joinedAt = words.findIndex((w) => LATIN_JOINED.test(w))
    const from = prefixAt >= 0 ? prefixAt : joinedAt >= 0 ? Math.max(0, words.slice(0, joinedAt).findLastIndex((w) => /^\d/.test(w)) + 1) : -1
    if (from >= 0) {
      const nameWords: string[] = []
      let number: string | null = from > 0 && /^\d+[a-z]?$/.test(words[from - 1] ?? '') ? words[from - 1] ?? null : null
      for (const w of words.slice(from)) {
        if (/^\d+[a-z]?$/.test(w)) {
          number ??= w
          break
        }
        nameWords.push(w)
      }
      if (nameWords.length >= (prefixAt >= 0 ? 2 : 1)) return { name: nameWords.join(' '), number }
    }
  }
  return null
}

/**
 * The word to ask the host's earlier addresses for (placeSuggestion holds every word): the
 * Chinese road name whole, else the longest word of a Latin name that is not a street word
 * ('baker' of "Baker St", as earlier addresses may spell the street word otherwise).
 */
export function streetKeyword(street: Street): string {
  if (new RegExp(`[${HAN}]`).test(street.name)) return street.name
  const words = street.name.split(' ').filter((w) => LATIN_SUFFIX[w] === undefined && !LATIN_PREFIX.includes(w) && w.length > 2)
  return words.reduce((a, b) => (b.length > a.length ? b : a), '') || street.name
}

function trailingNumber(words: string[]): string | null {
  return words.find((w) => /^\d+[a-z]?$/.test(w)) ?? null
}

/** The centre of the district: its seat (where the map centres), else its outline's centroid. */
export function districtCentre(district: DistrictArea): GeoPoint | null {
  if (district.seat) return district.seat
  const outline = district.outline
  if (!outline || outline.rings.length === 0) return null
  // the area-weighted centroid of the largest ring (the district's main body)
  let best: { area: number; lng: number; lat: number } | null = null
  for (const ring of outline.rings) {
    let area = 0
    let cx = 0
    let cy = 0
    for (let i = 0; i < ring.length; i += 1) {
      const [x0, y0] = ring[i] ?? [0, 0]
      const [x1, y1] = ring[(i + 1) % ring.length] ?? [0, 0]
      const cross = x0 * y1 - x1 * y0
      area += cross
      cx += (x0 + x1) * cross
      cy += (y0 + y1) * cross
    }
    if (area === 0) continue
    const candidate = { area: Math.abs(area / 2), lng: cx / (3 * area), lat: cy / (3 * area) }
    if (!best || candidate.area > best.area) best = candidate
  }
  return best ? { lat: round(best.lat), lng: round(best.lng), system: outline.system } : null
}

/**
 * The best pin for the typed address: an earlier address on the same street (the same number
 * first, else the nearest number, else the newest as given), else the district's centre; null
 * when the address is empty or nothing is known.
 */
export function matchAddress(typed: string, district: DistrictArea | null, earlier: readonly EarlierAddress[]): AddressMatch | null {
  const text = normalise(typed).toLowerCase()
  if (!text) return null
  // the earlier address itself (a suggestion taken)
  const same = earlier.find((place) => place.pin && normalise(place.address).toLowerCase() === text)
  if (same?.pin) return { confidence: 'address', pin: same.pin, from: same.address }
  const street = streetOf(typed)
  if (street) {
    let best: { place: EarlierAddress & { pin: GeoPoint }; score: number } | null = null
    for (const place of earlier) {
      if (!place.pin) continue
      const theirs = streetOf(place.address)
      if (!theirs || theirs.name !== street.name) continue
      const score = scoreNumbers(street.number, theirs.number)
      if (!best || score < best.score) best = { place: { ...place, pin: place.pin }, score }
    }
    if (best) {
      return best.score === 0
        ? { confidence: 'address', pin: best.place.pin, from: best.place.address }
        : { confidence: 'street', pin: best.place.pin, street: displayStreet(typed, street), from: best.place.address }
    }
  }
  const centre = district ? districtCentre(district) : null
  return centre && district ? { confidence: 'district', pin: centre, district: district.name } : null
}

/** 0 for the same number, then how far apart the numbers are; a missing number comes last. */
function scoreNumbers(mine: string | null, theirs: string | null): number {
  if (mine && theirs && mine === theirs) return 0
  const a = mine ? parseInt(mine, 10) : NaN
  const b = theirs ? parseInt(theirs, 10) : NaN
  if (Number.isFinite(a) && Number.isFinite(b)) return 1 + Math.abs(a - b)
  return Number.MAX_SAFE_INTEGER
}

/** The street as the host wrote it (for the note), else as compared. */
function displayStreet(typed: string, street: Street): string {
  const text = normalise(typed)
  if (text.includes(street.name)) return street.name
  const words = street.name.split(' ')
  const first = words[0] ?? ''
  const at = text.toLowerCase().indexOf(first)
  if (at < 0) return street.name
  // the Latin name in the host's casing, up to the street word as typed
  const tail = text.slice(at).split(',')[0] ?? ''
  const typedWords = tail.split(' ').filter((w) => !/^\d+[a-z]?$/i.test(w))
  return typedWords.slice(0, words.length).join(' ') || street.name
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

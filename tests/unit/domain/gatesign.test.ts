import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { BODY_HASH_PARAM, GATESIGN_PARAM, bodyHash, canonicalQuery, gatesign, type SignableParams } from '../../../src/domain/gatesign'

/**
 * An independent implementation with node:crypto, written from the rule rather than the code:
 * pairs enc(k)=enc(v) (every array value its own pair), gatesign left out, sorted by key then
 * value, joined with '&'; HMAC-SHA1 keyed by the raw SHA-256 of the path; lowercase hex.
 */
function referenceSign(path: string, params: SignableParams): string {
  const pairs = Object.entries(params)
    .filter(([k]) => k !== 'gatesign')
    .flatMap(([k, v]) => (typeof v === 'string' ? [v] : [...v]).map((x) => [encodeURIComponent(k), encodeURIComponent(x)] as const))
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
  const message = pairs.map(([k, v]) => `${k}=${v}`).join('&')
  const key = createHash('sha256').update(path, 'utf8').digest()
  return createHmac('sha1', key).update(message, 'utf8').digest('hex')
}

// Literal vectors, computed once outside the project (Python hmac/hashlib, urllib quote with
// encodeURIComponent's safe set). They pin the wire format: a change here breaks old clients.
const VECTORS: { name: string; path: string; params: SignableParams; canonical: string; sign: string }[] = [
  {
    name: 'empty params',
    path: '/api/uic/login/sms',
    params: {},
    canonical: '',
    sign: '007aa13a8aaee1624ada797db6d16dbfffd7af0c',
  },
  {
    name: 'unicode, spaces and reserved characters',
    path: '/api/ebk/house/save',
    params: { title: '海景 房 & "view" 🏠', note: 'a+b=c/d?e#f', 'key with space': "~!*()'", Zeta: '1' },
    canonical:
      "Zeta=1&key%20with%20space=~!*()'&note=a%2Bb%3Dc%2Fd%3Fe%23f&title=%E6%B5%B7%E6%99%AF%20%E6%88%BF%20%26%20%22view%22%20%F0%9F%8F%A0",
    sign: 'c0b0bbf866681f0db64dd1ee753a9ff42fd25995',
  },
  {
    name: 'repeated keys and array values, gatesign excluded',
    path: '/api/ebk/order/list',
    params: { ids: ['3', '1', '2'], a: ['x', 'x'], b: 'y', gatesign: 'ignored' },
    canonical: 'a=x&a=x&b=y&ids=1&ids=2&ids=3',
    sign: 'a7ba1df01c2174e948a6e6c2c1364c04c5e5e21a',
  },
  {
    name: 'a sign-in call with the gate time',
    path: '/api/uic/login/sms',
    params: { mobile: '13812345678', countryCode: '86', gatetime: '1795000000000' },
    canonical: 'countryCode=86&gatetime=1795000000000&mobile=13812345678',
    sign: '451cfcfdbc7c2a1bf2fa296269475722d8dd1382',
  },
]

describe('gatesign', () => {
  it.each(VECTORS)('matches the literal vector: $name', ({ path, params, canonical, sign }) => {
    expect(canonicalQuery(params)).toBe(canonical)
    expect(gatesign(path, params)).toBe(sign)
    expect(referenceSign(path, params)).toBe(sign)
  })

  it('agrees with the independent implementation on varied input', () => {
    const samples: [string, SignableParams][] = [
      ['/api/ebk/calendar/save', { houseId: '77', dates: ['2026-12-01', '2026-11-30'], price: '399', note: '' }],
      ['/api/uic/user/info', { userId: 'u-1', sessId: 's', xztoken: 't', [BODY_HASH_PARAM]: bodyHash('{"a":1}') }],
      ['/api/ebk/x', { 'ä': 'ö', A: 'Z', a: 'z', '': 'empty key' }],
    ]
    for (const [path, params] of samples) expect(gatesign(path, params)).toBe(referenceSign(path, params))
  })

  it('leaves the gatesign parameter out', () => {
    const base = { mobile: '13812345678', countryCode: '86' }
    expect(gatesign('/api/uic/login/sms', { ...base, [GATESIGN_PARAM]: 'abc' })).toBe(gatesign('/api/uic/login/sms', base))
    expect(canonicalQuery({ gatesign: 'x' })).toBe('')
  })

  it('does not depend on parameter or array order', () => {
    const a = gatesign('/api/p', { b: '2', a: '1', list: ['z', 'y'] })
    const b = gatesign('/api/p', { list: ['y', 'z'], a: '1', b: '2' })
    expect(a).toBe(b)
  })

  it('changes with the path, a value, a key and a repeated value', () => {
    const sign = gatesign('/api/p', { a: '1' })
    expect(gatesign('/api/q', { a: '1' })).not.toBe(sign)
    expect(gatesign('/api/p', { a: '2' })).not.toBe(sign)
    expect(gatesign('/api/p', { b: '1' })).not.toBe(sign)
    expect(gatesign('/api/p', { a: ['1', '1'] })).not.toBe(sign)
    expect(sign).toMatch(/^[0-9a-f]{40}$/)
  })

  it('distinguishes a literal "&" or "=" inside a value from a separator', () => {
    expect(gatesign('/api/p', { a: '1&b=2' })).not.toBe(gatesign('/api/p', { a: '1', b: '2' }))
  })
})

describe('bodyHash', () => {
  it('is the hex SHA-256 of the raw body', () => {
    expect(bodyHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(bodyHash('{"a":1}')).toBe(createHash('sha256').update('{"a":1}').digest('hex'))
  })
})

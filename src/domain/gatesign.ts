import { hmac } from '@noble/hashes/hmac.js'
import { sha1 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * gatesign: HMAC-SHA1 over the sorted, percent-encoded parameters, keyed by SHA-256 of the
 * request path. It is an integrity and anti-replay check (with the gate timestamp), not a
 * secret: sessions authenticate. Pinned by test vectors in tests/unit/domain/gatesign.test.ts.
 *
 * - params: every signed field as a string (query + form fields, or query + BODY_HASH_PARAM for
 *   a JSON body, or query + text fields of a multipart body). `gatesign` itself is left out.
 * - the message is `enc(k)=enc(v)` pairs sorted by enc(k) (code-unit order, then by value),
 *   joined by '&'; enc is encodeURIComponent.
 * - the key is the raw 32-byte SHA-256 of the path (no origin, no query), e.g. '/api/uic/login/sms'.
 * - the result is lowercase hex (40 chars).
 */
export const GATESIGN_PARAM = 'gatesign'
export const BODY_HASH_PARAM = 'bodysha'

export type SignableParams = Record<string, string | readonly string[]>

export function canonicalQuery(params: SignableParams): string {
  const pairs: [string, string][] = []
  for (const [k, v] of Object.entries(params)) {
    if (k === GATESIGN_PARAM) continue
    const values = typeof v === 'string' ? [v] : v
    for (const value of values) pairs.push([encodeURIComponent(k), encodeURIComponent(value)])
  }
  pairs.sort((a, b) => compare(a[0], b[0]) || compare(a[1], b[1]))
  return pairs.map(([k, v]) => `${k}=${v}`).join('&')
}

export function gatesign(path: string, params: SignableParams): string {
  const key = sha256(utf8ToBytes(path))
  return bytesToHex(hmac(sha1, key, utf8ToBytes(canonicalQuery(params))))
}

/** SHA-256 of a raw body (a JSON text), hex: the value of BODY_HASH_PARAM. */
export function bodyHash(body: string): string {
  return bytesToHex(sha256(utf8ToBytes(body)))
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

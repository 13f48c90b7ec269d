import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/** scrypt cost (memory-hard): N=2^15, r=8, p=1 uses 32 MiB; maxmem leaves room for it. */
const N = 2 ** 15
const R = 8
const P = 1
const KEY_LENGTH = 32
const SALT_BYTES = 16
const MAX_MEM = 64 * 1024 * 1024

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const hash = await derive(password, salt, N, R, P, KEY_LENGTH)
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$')
}

/** True when `password` matches a hash made by hashPassword; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 2 ** 20) return false
  const salt = Buffer.from(parts[4] ?? '', 'base64url')
  const expected = Buffer.from(parts[5] ?? '', 'base64url')
  if (salt.length === 0 || expected.length === 0) return false
  const actual = await derive(password, salt, n, r, p, expected.length)
  return timingSafeEqual(actual, expected)
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { N: n, r, p, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

import { randomBytes, timingSafeEqual } from 'node:crypto'
import { deriveOnPool } from './hash-pool'

/** scrypt cost (memory-hard): N=2^15, r=8, p=1 uses 32 MiB; maxmem leaves room for it. */
const N = 2 ** 15
const R = 8
const P = 1
const KEY_LENGTH = 32
const SALT_BYTES = 16
const MAX_MEM = 64 * 1024 * 1024

/**
 * Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash base64url) on the hashing pool;
 * `address` is the client's, whose hashing in flight is capped (refused as Busy beyond it).
 */
export async function hashPassword(password: string, address?: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const hash = await deriveOnPool({ password, salt, n: N, r: R, p: P, length: KEY_LENGTH, maxmem: MAX_MEM }, address)
  return ['scrypt', N, R, P, salt.toString('base64url'), Buffer.from(hash).toString('base64url')].join('$')
}

/** True when `password` matches a hash made by hashPassword; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string, address?: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [n, r, p] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 2 ** 20) return false
  const salt = Buffer.from(parts[4] ?? '', 'base64url')
  const expected = Buffer.from(parts[5] ?? '', 'base64url')
  if (salt.length === 0 || expected.length === 0) return false
  const actual = await deriveOnPool({ password, salt, n, r, p, length: expected.length, maxmem: MAX_MEM }, address)
  return timingSafeEqual(actual, expected)
}

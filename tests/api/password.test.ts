import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../src/server/services/uic/password'

describe('password hashing (scrypt)', () => {
  it('writes scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1 and a fresh 16-byte salt', async () => {
    const a = await hashPassword('Spring#2026')
    const b = await hashPassword('Spring#2026')
    const [scheme, n, r, p, salt, hash] = a.split('$')
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1'])
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16)
    expect(Buffer.from(hash ?? '', 'base64url')).toHaveLength(32)
    expect(a).not.toBe(b)
  })

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Spring#2026')
    expect(await verifyPassword('Spring#2026', stored)).toBe(true)
    expect(await verifyPassword('spring#2026', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('rejects malformed or foreign hashes instead of throwing', async () => {
    const stored = await hashPassword('Spring#2026')
    const parts = stored.split('$')
    for (const bad of ['', 'plain', `bcrypt$${parts.slice(1).join('$')}`, parts.slice(0, 5).join('$'),
      ['scrypt', 'x', '8', '1', parts[4], parts[5]].join('$'), ['scrypt', String(2 ** 30), '8', '1', parts[4], parts[5]].join('$'),
      ['scrypt', '32768', '8', '1', '', parts[5]].join('$')]) {
      expect(await verifyPassword('Spring#2026', bad)).toBe(false)
    }
  })
})

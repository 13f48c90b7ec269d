import { describe, expect, it } from 'vitest'
import { Busy } from '../../../src/server/errors'
import { HASHING, hashesDone } from '../../../src/server/services/uic/hash-pool'
import { hashPassword, verifyPassword } from '../../../src/server/services/uic/password'

// Password hashing on its own bounded pool (issue 36, decision 0075): a burst is refused at once
// beyond the queue and beyond HASHING.perAddress in flight from one address, before any hashing.
// That the rest of the server keeps being served meanwhile is measured, not asserted:
// tests/bench/login-burst.ts.

const outcomes = (settled: PromiseSettledResult<boolean>[]) => ({
  judged: settled.filter((r) => r.status === 'fulfilled').length,
  busy: settled.filter((r) => r.status === 'rejected' && r.reason instanceof Busy).length,
})

describe('the hashing pool', () => {
  it('hashes and verifies the right password only', async () => {
    const stored = await hashPassword('Spring#2026')
    expect(await verifyPassword('Spring#2026', stored)).toBe(true)
    expect(await verifyPassword('Spring#2027', stored)).toBe(false)
  })

  it(`runs at most ${HASHING.perAddress} hashes of one address at once: the rest are refused unhashed`, async () => {
    const stored = await hashPassword('Spring#2026')
    const before = hashesDone()
    const settled = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => verifyPassword(`Wrong#${i}`, stored, '198.51.100.7')))
    expect(outcomes(settled)).toEqual({ judged: HASHING.perAddress, busy: 20 - HASHING.perAddress })
    expect(hashesDone() - before).toBe(HASHING.perAddress)
    // once they are done the address may hash again
    expect(await verifyPassword('Spring#2026', stored, '198.51.100.7')).toBe(true)
  })

  it('refuses beyond its queue, from any number of addresses, and serves the rest', async () => {
    const stored = await hashPassword('Spring#2026')
    const room = HASHING.threads * (1 + HASHING.queuePerThread)
    const settled = await Promise.allSettled(Array.from({ length: room + 20 }, (_, i) => verifyPassword(`Wrong#${i}`, stored, `10.9.${i >> 8}.${i & 255}`)))
    const { judged, busy } = outcomes(settled)
    expect(judged + busy).toBe(room + 20)
    expect(busy).toBeGreaterThanOrEqual(20)
    expect(judged).toBeGreaterThanOrEqual(HASHING.queuePerThread)
  })
})

import { describe, expect, it } from 'vitest'
import { loadOnce } from '../../../src/app/load-once'

describe('a load run once', () => {
  it('is shared by every caller, and tried again after a failure', async () => {
    let calls = 0
    let fail = true
    const load = loadOnce(async () => {
      calls += 1
      if (fail) throw new Error('no connection')
      return 'code'
    })
    await expect(load()).rejects.toThrow('no connection')
    fail = false
    const [a, b] = await Promise.all([load(), load()])
    expect([a, b]).toEqual(['code', 'code'])
    expect(await load()).toBe('code')
    expect(calls).toBe(2)
  })
})

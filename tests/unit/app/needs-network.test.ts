import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/client/errors'
import { needsNetwork } from '../../../src/app/ui/needs-network'

const networkError = new ApiError({ key: 'networkError', status: 0 })
const refused = new ApiError({ key: 'operationFailed', status: 200 })

describe('needsNetwork', () => {
  it('is false whenever the read has data (the saved copy shows, with the offline banner)', () => {
    expect(needsNetwork({ data: [], error: networkError, fetchStatus: 'idle' }, true)).toBe(false)
    expect(needsNetwork({ data: 0, error: null, fetchStatus: 'paused' }, true)).toBe(false)
  })

  it('is true for a read with no data that failed with no answer or is paused', () => {
    expect(needsNetwork({ data: undefined, error: networkError, fetchStatus: 'idle' }, false)).toBe(true)
    expect(needsNetwork({ data: undefined, error: null, fetchStatus: 'paused' }, false)).toBe(true)
  })

  it('is true while fetching only when the portal knows it is offline (online it is a normal load)', () => {
    expect(needsNetwork({ data: undefined, error: null, fetchStatus: 'fetching' }, true)).toBe(true)
    expect(needsNetwork({ data: undefined, error: networkError, fetchStatus: 'fetching' }, false)).toBe(false)
  })

  it('is false for a refusal from the server and for a read that never ran (disabled)', () => {
    expect(needsNetwork({ data: undefined, error: refused, fetchStatus: 'idle' }, true)).toBe(false)
    expect(needsNetwork({ data: undefined, error: null, fetchStatus: 'idle' }, true)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../../src/server/config'

describe('loadConfig: demo data', () => {
  it('seeds the demo accounts on a first start, except in production unless asked', () => {
    expect(loadConfig({}).demoData).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '1' }).demoData).toBe(true)
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false)
  })
})

describe('loadConfig: stopping and keep-alive (issue 37)', () => {
  it('drains for 5 s before it stops listening in production only, gives 25 s to requests in flight, keeps idle connections 65 s', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDelayMs: 0, shutdownGraceMs: 25_000, keepAliveTimeoutMs: 65_000 })
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDelayMs).toBe(5_000)
    expect(loadConfig({ SHUTDOWN_DELAY_MS: '0', NODE_ENV: 'production', SHUTDOWN_GRACE_MS: '40000', KEEP_ALIVE_TIMEOUT_MS: '75000' }))
      .toMatchObject({ shutdownDelayMs: 0, shutdownGraceMs: 40_000, keepAliveTimeoutMs: 75_000 })
  })

  it('refuses to start on a malformed duration, naming the variable', () => {
    for (const bad of ['25s', '-1', '1.5', 'soon', '3600001']) {
      expect(() => loadConfig({ SHUTDOWN_GRACE_MS: bad })).toThrow(/SHUTDOWN_GRACE_MS/)
    }
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '1m' })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/)
  })
})

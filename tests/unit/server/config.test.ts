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

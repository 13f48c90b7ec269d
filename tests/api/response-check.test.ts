import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { uicHandlers } from '../../src/server/services/uic/routes'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

// A handler whose answer does not match its endpoint's response schema ({ exists: boolean }).
// createApp takes the handlers when it builds the routes, so the spy is in place before the servers start.
let checking: TestServer
let trusting: TestServer
beforeAll(async () => {
  vi.spyOn(uicHandlers, 'checkMobileExists').mockImplementation(async () => ({ exists: 'perhaps' }) as never)
  checking = await startServer()
  trusting = await startServer({ checkResponses: false })
})
afterAll(async () => {
  vi.restoreAllMocks()
  await checking.close()
  await trusting.close()
})

describe('response-schema check (CHECK_RESPONSES)', () => {
  it('is on by default and off with NODE_ENV=production, unless CHECK_RESPONSES says otherwise', () => {
    expect(loadConfig({}).checkResponses).toBe(true)
    expect(loadConfig({ NODE_ENV: 'development' }).checkResponses).toBe(true)
    expect(loadConfig({ NODE_ENV: 'production' }).checkResponses).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', CHECK_RESPONSES: '1' }).checkResponses).toBe(true)
    expect(loadConfig({ CHECK_RESPONSES: '0' }).checkResponses).toBe(false)
  })

  it('with the check on, an answer that does not match the schema is a 500 operationFailed', async () => {
    expect(checking.config.checkResponses).toBe(true)
    const reply = await checking.api('checkMobileExists', { mobile: '13800000001' })
    expect(reply.http).toBe(500)
    expect(reply.body).toEqual({ status: 500, errorMsg: 'operationFailed' })
  })

  it('with the check off, the same answer goes out as the handler gave it', async () => {
    const reply = await trusting.api('checkMobileExists', { mobile: '13800000001' })
    expect(reply.http).toBe(200)
    expect(reply.body).toEqual({ status: 200, content: { exists: 'perhaps' } })
  })
})

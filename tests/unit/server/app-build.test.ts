import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { appBuildGate, isOlderBuild } from '../../../src/server/middleware/app-build'

function app(minBuild: string | undefined) {
  const hono = new Hono()
  hono.use('/api/*', appBuildGate(minBuild))
  hono.get('/api/x', (c) => c.json({ status: 200 }))
  return hono
}

const get = (hono: Hono, build?: string) => hono.request('/api/x', build ? { headers: { 'x-app-build': build } } : {})

describe('app build gate', () => {
  it('refuses builds older than the minimum with 426 appOutdated', async () => {
    const response = await get(app('20261122000000000'), '20261121235959999')
    expect(response.status).toBe(426)
    expect(await response.json()).toEqual({ status: 426, errorMsg: 'appOutdated' })
  })

  it('serves the minimum and newer builds, calls without a build id, and everything with no minimum', async () => {
    expect((await get(app('20261122000000000'), '20261122000000000')).status).toBe(200)
    expect((await get(app('20261122000000000'), '20261123000000000')).status).toBe(200)
    expect((await get(app('20261122000000000'))).status).toBe(200)
    expect((await get(app(undefined), '1')).status).toBe(200)
  })

  it('compares build ids as numbers where lengths differ', () => {
    expect(isOlderBuild('9', '10')).toBe(true)
    expect(isOlderBuild('10', '9')).toBe(false)
  })
})

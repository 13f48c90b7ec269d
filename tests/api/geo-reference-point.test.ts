import { describe, expect, it } from 'vitest'
import { referenceArea } from '../../src/domain/listing/reference-area'
import { mapSources } from '../../src/server/middleware/security-headers'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { ADDRESS, completeListing, createListing, listingHost, ok, withListingHost } from './listing-fixtures'

let server: TestServer
let host: SignedIn

withListingHost((started, landlord) => {
  server = started
  host = landlord
})

const point = async (params: Record<string, string>) => ok(await server.api('geoReferencePoint', params, { session: host })).area

describe('geoReferencePoint', () => {
  it("answers a district's seat (GCJ-02) and the radius holding the district, as the map rule uses it", async () => {
    const xihu = await point({ cityId: ADDRESS.cityId, districtId: ADDRESS.districtId })
    const expected = referenceArea(ADDRESS)!
    expect(xihu).toEqual({ lat: expected.point.lat, lng: expected.point.lng, system: 'gcj02', radiusM: expected.radiusM })
    // the test address's pin lies within the district
    expect(Math.abs(xihu.lat - ADDRESS.pin.lat)).toBeLessThan(0.1)
    expect(Math.abs(xihu.lng - ADDRESS.pin.lng)).toBeLessThan(0.1)
  })

  it("answers the city's area when no district is chosen; Hong Kong too", async () => {
    const hangzhou = await point({ cityId: '330100' })
    expect(hangzhou).toMatchObject({ system: 'gcj02' })
    expect(hangzhou.radiusM).toBeGreaterThan((await point({ cityId: '330100', districtId: '330106' })).radiusM)
    const hongKong = await point({ cityId: '810100' })
    expect(hongKong.lat).toBeCloseTo(22.3, 0)
  })

  it('is null when the provider knows no area; refuses unknown divisions and callers without a session', async () => {
    const blind = await startServer({}, { geo: { referenceArea: async () => null } })
    try {
      const someone = await listingHost(blind)
      expect(ok(await blind.api('geoReferencePoint', { cityId: '330100', districtId: '330106' }, { session: someone }))).toEqual({ area: null })
    } finally {
      await blind.close()
    }
    expect((await server.api('geoReferencePoint', { cityId: '330100', districtId: '110101' }, { session: host })).body).toMatchObject({ errorMsg: 'invalidValue' })
    expect((await server.api('geoReferencePoint', { cityId: '999900' }, { session: host })).body).toMatchObject({ errorMsg: 'invalidValue' })
    expect((await server.api('geoReferencePoint', { cityId: '330100' })).body.status).toBe(4203)
  })
})

describe('geoBoundary', () => {
  /** Ray casting: whether a point lies inside one of the rings. */
  const inside = (rings: Array<Array<[number, number]>>, [x, y]: [number, number]) => rings.some((ring) => {
    let hit = false
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!
      const [xj, yj] = ring[j]!
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit
    }
    return hit
  })

  it("answers the district's real outline (GCJ-02), around its seat and the test address's pin", async () => {
    const xihu = ok(await server.api('geoBoundary', { code: ADDRESS.districtId }, { session: host }))
    expect(xihu).toMatchObject({ code: ADDRESS.districtId, system: 'gcj02' })
    expect(xihu.rings.length).toBeGreaterThan(0)
    expect(xihu.rings[0].length).toBeGreaterThan(20)
    expect(inside(xihu.rings, [ADDRESS.pin.lng, ADDRESS.pin.lat])).toBe(true)
    // the neighbouring Shangcheng district's outline does not hold Xihu's pin
    const shangcheng = ok(await server.api('geoBoundary', { code: '330102' }, { session: host }))
    expect(inside(shangcheng.rings, [ADDRESS.pin.lng, ADDRESS.pin.lat])).toBe(false)
  })

  it('answers 404 for a code without an outline and needs a session', async () => {
    expect((await server.api('geoBoundary', { code: '999999' }, { session: host })).body).toMatchObject({ status: 404 })
    expect((await server.api('geoBoundary', { code: '../../etc' }, { session: host })).body).toMatchObject({ status: 404 })
    expect((await server.api('geoBoundary', { code: '330106' })).body.status).toBe(4203)
  })
})

describe('mapSettings', () => {
  it('names the providers this deployment configured, and none by default', async () => {
    expect(ok(await server.api('mapSettings', {}, { session: host }))).toEqual({ amap: null, styleUrl: null })
    const before = server.config.maps
    server.config.maps = { amapKey: 'k-123', amapSecurityCode: 's-456', styleUrl: 'https://tiles.example.com/style.json' }
    try {
      expect(ok(await server.api('mapSettings', {}, { session: host }))).toEqual({
        amap: { key: 'k-123', securityJsCode: 's-456' }, styleUrl: 'https://tiles.example.com/style.json',
      })
    } finally {
      server.config.maps = before
    }
    expect((await server.api('mapSettings', {})).body.status).toBe(4203)
  })
})

describe('the content security policy for the configured maps', () => {
  it('opens only what the configured providers need', async () => {
    expect(mapSources({})).toEqual({ script: [], connect: [], worker: [] })
    expect(mapSources({ styleUrl: 'https://tiles.example.com/styles/basic.json', connectSrc: ['https://cdn.example.net'] }))
      .toEqual({ script: [], connect: ['https://tiles.example.com', 'https://cdn.example.net'], worker: [] })
    const amap = mapSources({ amapKey: 'k' })
    expect(amap.script).toContain('https://webapi.amap.com')
    expect(amap.connect).toContain('https://*.amap.com')
    // the portal's own answers carry the default policy: nothing of a map
    const reply = await fetch(`${server.url}/api/health`)
    expect(reply.headers.get('content-security-policy')).toContain("connect-src 'self';")
  })
})

describe('placeSuggestion', () => {
  it("suggests the host's own addresses in the chosen city and district, with their pins, and nothing of another host's", async () => {
    await completeListing(server, host)
    // a second listing at the same address: suggested once
    await completeListing(server, host)
    const suggest = async (params: Record<string, string>, session: SignedIn = host) =>
      ok(await server.api('placeSuggestion', params, { session })).list
    const found = await suggest({ keyword: '文三', cityId: '330100' })
    expect(found).toEqual([{ address: ADDRESS.address, districtId: ADDRESS.districtId, pin: ADDRESS.pin }])
    expect(await suggest({ keyword: '文三 90', cityId: '330100', districtId: ADDRESS.districtId })).toHaveLength(1)
    expect(await suggest({ keyword: '文三', cityId: '330100', districtId: '330102' })).toEqual([])
    expect(await suggest({ keyword: '文三', cityId: '310100' })).toEqual([])
    expect(await suggest({ keyword: '南京路', cityId: '330100' })).toEqual([])
    const other = await listingHost(server)
    await createListing(server, other)
    expect(await suggest({ keyword: '文三', cityId: '330100' }, other)).toEqual([])
    // a keyword is required
    expect((await server.api('placeSuggestion', { keyword: '', cityId: '330100' }, { session: host })).body.status).toBe(400)
  })
})

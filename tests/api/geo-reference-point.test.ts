import { describe, expect, it } from 'vitest'
import { referenceArea } from '../../src/domain/listing/reference-area'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { ADDRESS, listingHost, ok, withListingHost } from './listing-fixtures'

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

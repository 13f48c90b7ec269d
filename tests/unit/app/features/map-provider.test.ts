import { describe, expect, it } from 'vitest'
import { mapProviderFor, systemOf } from '../../../../src/app/features/listing-publish/map/map-provider'

const both = { amap: { key: 'k', securityJsCode: null }, styleUrl: 'https://tiles.example.com/style.json' }

describe('which map the address step shows (decision 0041)', () => {
  it('Amap for the mainland, the MapLibre style elsewhere, each only when configured', () => {
    expect(mapProviderFor('CHN', both, false)).toBe('amap')
    expect(mapProviderFor('JPN', both, false)).toBe('maplibre')
    expect(mapProviderFor('HKG', both, false)).toBe('maplibre')
    expect(mapProviderFor('CHN', { amap: null, styleUrl: both.styleUrl }, false)).toBe('plane')
    expect(mapProviderFor('JPN', { amap: both.amap, styleUrl: null }, false)).toBe('plane')
  })

  it('the portal\'s own plane offline, before the settings are known and before a country is chosen', () => {
    expect(mapProviderFor('CHN', both, true)).toBe('plane')
    expect(mapProviderFor('JPN', undefined, false)).toBe('plane')
    expect(mapProviderFor('', both, false)).toBe('plane')
  })

  it('each provider\'s pins carry its coordinate system', () => {
    expect(systemOf('amap')).toBe('gcj02')
    expect(systemOf('maplibre')).toBe('wgs84')
  })
})

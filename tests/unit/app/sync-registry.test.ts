import { describe, expect, it } from 'vitest'
import type { NotSyncedEntry } from '../../../src/client/outbox/outbox-types'
import { fallbackText, syncEndpoint } from '../../../src/app/shell/sync-registry'
import '../../../src/app/sync-editors'

const cityEntry: NotSyncedEntry = {
  id: 'e1', idemKey: 'e1', endpoint: 'updateLandlordInfo', params: { cityid: '330100', id: '7', version: 0 },
  item: 'landlord-city', createdAt: 1, attempts: 1, nextAttemptAt: 0,
  meta: { provinceId: '330000', cityName: '杭州市', cityEnName: 'Hangzhou' },
  refusal: { status: 409, key: 'versionConflict', current: { version: 1, value: { cityId: '310100', cityName: '上海市', cityEnName: 'Shanghai' } } },
  refusedAt: 2,
}

describe('sync registry', () => {
  it('shows the city conflict in the host\'s language and has an editor', () => {
    const city = syncEndpoint('updateLandlordInfo')!
    const current = { cityId: '310100', cityName: '上海市', cityEnName: 'Shanghai' }
    expect(city.showCurrent!(current, 'en')).toBe('Shanghai')
    expect(city.showCurrent!(current, 'zh')).toBe('上海市')
    expect(city.showMine!(cityEntry, 'en')).toBe('Hangzhou')
    expect(city.showMine!({ ...cityEntry, meta: undefined }, 'en')).toBe('330100')
    expect(city.queries!(cityEntry)).toEqual([['identity', 'info']])
    expect(city.Editor).toBeDefined()
  })

  it('knows nothing of unknown or inherited keys; unknown values show as short text', () => {
    expect(syncEndpoint('nope')).toBeUndefined()
    expect(syncEndpoint('toString')).toBeUndefined()
    expect(syncEndpoint('realNameSubmitOverseas')?.Editor).toBeUndefined()
    expect(fallbackText(null)).toBe('—')
    expect(fallbackText(3)).toBe('3')
    expect(fallbackText({ price: 99 })).toBe('{"price":99}')
    expect(fallbackText({ text: 'x'.repeat(200) })).toHaveLength(78)
  })
})

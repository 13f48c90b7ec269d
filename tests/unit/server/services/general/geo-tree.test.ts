import { describe, expect, it } from 'vitest'
import { currentDivisionCode, DIVISION_CHANGES, sameAreaPredecessor } from '../../../../../src/domain/geo/division-changes'
import { referenceArea } from '../../../../../src/domain/listing/reference-area'
import { districtShape } from '../../../../../src/server/services/general/district-shapes'
import { applyDivisionChanges, currentDistrictId, divisionMismatch, findDistrict, geoTree } from '../../../../../src/server/services/general/geo-tree'

// issue 34: the package still lists districts abolished in 2021 beside their successors
describe('geoTree with the division changes applied', () => {
  const districts = (city: string) => (geoTree().districtsByCity.get(city) ?? []).map((d) => `${d.id} ${d.name}`)

  it("lists Hangzhou's districts since the 2021 reform: 临平区 and 钱塘区, without 下城区 and 江干区", () => {
    const hangzhou = districts('330100')
    expect(hangzhou).toEqual(expect.arrayContaining(['330102 上城区', '330105 拱墅区', '330113 临平区', '330114 钱塘区']))
    expect(hangzhou.some((d) => /330103|330104|下城区|江干区/.test(d))).toBe(false)
    expect(hangzhou).toHaveLength(13)
    // in code order, the new districts in their place (not after the counties)
    expect(hangzhou.map((d) => d.slice(0, 6))).toEqual([...hangzhou.map((d) => d.slice(0, 6))].sort())
    expect(hangzhou.indexOf('330114 钱塘区')).toBeLessThan(hangzhou.findIndex((d) => d.endsWith('桐庐县')))
    expect(geoTree().districtsByCity.get('330100')?.find((d) => d.id === '330113')?.enname).toBe('Linping District')
  })

  it('keeps no abolished code anywhere and lists every successor', () => {
    const all = new Set([...geoTree().districtsByCity.values()].flat().map((d) => d.id))
    for (const c of [...geoTree().cities.keys()]) all.add(c)
    for (const change of DIVISION_CHANGES) {
      expect(all.has(change.code), change.code).toBe(false)
      expect(all.has(change.successor), change.successor).toBe(true)
    }
    expect(districts('540400')).toContain('540481 米林市')
    expect(geoTree().cities.get('659012')?.city.name).toBe('白杨市')
  })

  it('keeps the municipalities whole', () => {
    expect(geoTree().citiesByProvince.get('110000')?.map((c) => c.id)).toEqual(['110100'])
    expect(districts('110100')).toHaveLength(16)
    expect(districts('310100')).toContain('310151 崇明区')
  })

  it('maps an abolished district code of a stored address to its successor', () => {
    expect(currentDivisionCode('330103')).toBe('330105')
    expect(currentDivisionCode('330104')).toBe('330102')
    expect(currentDivisionCode('330106')).toBe('330106')
    expect(findDistrict('330100', '330103')?.name).toBe('拱墅区')
    expect(currentDistrictId('330100', '330104')).toBe('330102')
    expect(currentDistrictId('330100', '330106')).toBe('330106')
    expect(currentDistrictId('330100', '')).toBe('')
    // a code that is nobody's stays as it is, and a save must still correct it
    expect(currentDistrictId('330100', '999999')).toBe('999999')
    expect(divisionMismatch({ provinceId: '330000', cityId: '330100', districtId: '330103' })).toBe('districtId')
    expect(divisionMismatch({ provinceId: '330000', cityId: '330100', districtId: '330113' })).toBeNull()
  })

  it('drops a replaced code when its successor is listed, else puts the successor in its place', () => {
    const fixed = applyDivisionChanges([
      { code: '540000', name: '西藏自治区', children: [{ code: '540400', name: '林芝市', children: [
        { code: '540402', name: '巴宜区' }, { code: '540422', name: '米林县' }, { code: '540423', name: '墨脱县' },
      ] }] },
      { code: '330000', name: '浙江省', children: [{ code: '330100', name: '杭州市', children: [
        { code: '330103', name: '下城区' }, { code: '330105', name: '拱墅区' },
      ] }] },
    ])
    expect(fixed[0]?.children?.[0]?.children?.map((d) => d.name)).toEqual(['巴宜区', '米林市', '墨脱县'])
    expect(fixed[1]?.children?.[0]?.children?.map((d) => d.code)).toEqual(['330105'])
  })
})

describe('outlines and areas of changed divisions', () => {
  it("gives a division that only changed its status its predecessor's outline and area", async () => {
    expect(sameAreaPredecessor('350405')).toBe('350427')
    expect(sameAreaPredecessor('330105')).toBeUndefined()
    expect(await districtShape('350405')).toEqual(await districtShape('350427'))
    expect(await districtShape('350405')).not.toBeNull()
    const area = referenceArea({ provinceId: '350000', cityId: '350400', districtId: '350405' })
    expect(area?.precision).toBe('district')
  })

  it('has no outline for a district carved out of others: the city area stands in', async () => {
    expect(await districtShape('330113')).toBeNull()
    expect(await districtShape('330114')).toBeNull()
    expect(referenceArea({ provinceId: '330000', cityId: '330100', districtId: '330113' })?.precision).toBe('city')
  })
})

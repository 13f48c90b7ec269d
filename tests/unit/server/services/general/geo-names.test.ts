import { describe, expect, it } from 'vitest'
import { englishDivisionName, romanise } from '../../../../../src/server/services/general/geo-names'
import { buildGeoTree } from '../../../../../src/server/services/general/geo-tree'

describe('englishDivisionName', () => {
  it.each([
    ['浙江省', '33', 'Zhejiang'],
    ['杭州市', '33', 'Hangzhou'],
    ['西湖区', '33', 'Xihu District'],
    ['桐庐县', '33', 'Tonglu County'],
    ['陕西省', '61', 'Shaanxi'],
    ['西安市', '61', "Xi'an"],
    ['内蒙古自治区', '15', 'Inner Mongolia'],
    ['大理白族自治州', '53', 'Dali Bai Autonomous Prefecture'],
    ['海西蒙古族藏族自治州', '63', 'Haixi Mongol Tibetan Autonomous Prefecture'],
    ['伊犁哈萨克自治州', '65', 'Yili Kazak Autonomous Prefecture'],
    ['彭水苗族土家族自治县', '50', 'Pengshui Miao Tujia Autonomous County'],
    ['喀什地区', '65', 'Kashi Prefecture'],
    ['丰都县', '50', 'Fengdu County'],
    ['香港特别行政区', '81', 'Hong Kong'],
    ['澳门特别行政区', '82', 'Macau'],
  ])('%s -> %s', (name, province, english) => {
    expect(englishDivisionName(name, province)).toBe(english)
  })

  it('uses the official English names of Hong Kong and Macau districts', () => {
    expect(englishDivisionName('东区', '81')).toBe('Eastern')
    expect(englishDivisionName('油尖旺区', '81')).toBe('Yau Tsim Mong')
    expect(englishDivisionName('花地玛堂区', '82')).toBe('Nossa Senhora de Fátima')
  })

  it('reads a mainland district of the same Chinese name as pinyin', () => {
    expect(englishDivisionName('东区', '51')).toBe('Dong District')
  })

  it('romanises without tones and capitalises', () => {
    expect(romanise('长沙')).toBe('Changsha')
    expect(romanise('重庆')).toBe('Chongqing')
  })
})

describe('buildGeoTree', () => {
  const tree = buildGeoTree([
    { code: '110000', name: '北京市', children: [{ code: '110101', name: '东城区' }, { code: '110102', name: '西城区' }] },
    {
      code: '410000', name: '河南省', children: [
        { code: '410100', name: '郑州市', children: [{ code: '410101', name: '市辖区' }, { code: '410102', name: '中原区' }] },
        { code: '419000', name: '河南省-省直辖县级行政区划', children: [{ code: '419001', name: '济源市' }] },
      ],
    },
    { code: '710000', name: '台湾省' },
  ])

  it('gives a municipality one city holding its districts', () => {
    expect(tree.citiesByProvince.get('110000')).toEqual([{ id: '110100', name: '北京市', enname: 'Beijing', type: 'city' }])
    expect(tree.districtsByCity.get('110100')?.map((d) => d.name)).toEqual(['东城区', '西城区'])
  })

  it('lifts province-administered county-level cities and drops placeholder rows', () => {
    expect(tree.citiesByProvince.get('410000')?.map((c) => c.id)).toEqual(['410100', '419001'])
    expect(tree.districtsByCity.get('410100')?.map((d) => d.name)).toEqual(['中原区'])
    expect(tree.districtsByCity.get('419001')).toEqual([])
  })

  it('gives a province without children a selectable city', () => {
    expect(tree.citiesByProvince.get('710000')?.map((c) => c.id)).toEqual(['710100'])
    expect(tree.cities.get('710100')?.provinceId).toBe('710000')
  })
})

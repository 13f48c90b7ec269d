import { describe, expect, it } from 'vitest'
import { districtCentre, matchAddress, streetKeyword, streetOf, type EarlierAddress } from '../../../../src/domain/listing/address-match'

const gcj = (lat: number, lng: number) => ({ lat, lng, system: 'gcj02' as const })
const XIHU = { name: '西湖区', seat: gcj(30.2596, 120.1301) }

describe('streetOf', () => {
  it('reads Chinese roads with their number, past the divisions written before them', () => {
    expect(streetOf('西湖区文三路 90 号')).toEqual({ name: '文三路', number: '90' })
    expect(streetOf('浙江省杭州市西湖区文新街道文三路１００号')).toEqual({ name: '文三路', number: '100' })
    expect(streetOf('上海市长宁区长乐路123弄5号')).toEqual({ name: '长乐路', number: '123' })
    expect(streetOf('浦东新区世纪大道 88 号')).toEqual({ name: '世纪大道', number: '88' })
    expect(streetOf('东城区南锣鼓巷')).toEqual({ name: '南锣鼓巷', number: null })
    expect(streetOf('河坊街')).toEqual({ name: '河坊街', number: null })
  })

  it('reads Latin street names, abbreviations spelled out', () => {
    expect(streetOf('90 Wensan Road')).toEqual({ name: 'wensan road', number: '90' })
    expect(streetOf('Flat 3, 221b Baker St., London')).toEqual({ name: 'baker street', number: '221b' })
    expect(streetOf('12 rue de Rivoli')).toEqual({ name: 'rue de rivoli', number: '12' })
    expect(streetOf('Hauptstraße 5')).toEqual({ name: 'hauptstraße', number: '5' })
  })

  it('finds none where no street is written', () => {
    expect(streetOf('西溪湿地')).toBeNull()
    expect(streetOf('5 Nanluoguxiang')).toBeNull()
    expect(streetOf('   ')).toBeNull()
  })
})

describe('matchAddress', () => {
  const earlier: EarlierAddress[] = [
    { address: '西湖区文三路 90 号', pin: gcj(30.2741, 120.1301) },
    { address: '西湖区文三路 200 号', pin: gcj(30.2760, 120.1205) },
    { address: '西湖区天目山路 5 号', pin: gcj(30.2720, 120.1400) },
    { address: '西湖区文三路 120 号', pin: null },
  ]

  it('the same street and number is the earlier address itself', () => {
    expect(matchAddress('文三路90号', XIHU, earlier)).toEqual({
      confidence: 'address', pin: gcj(30.2741, 120.1301), from: '西湖区文三路 90 号',
    })
  })

  it('an earlier address taken whole keeps its pin, street or none', () => {
    const places = [{ address: '西溪湿地 3 幢', pin: gcj(30.27, 120.07) }]
    expect(matchAddress('西溪湿地 3 幢', XIHU, places)).toEqual({ confidence: 'address', pin: gcj(30.27, 120.07), from: '西溪湿地 3 幢' })
  })

  it('the same street takes the earlier address with the nearest number', () => {
    const match = matchAddress('西湖区文三路 180 号', XIHU, earlier)
    expect(match).toMatchObject({ confidence: 'street', street: '文三路', from: '西湖区文三路 200 号', pin: gcj(30.2760, 120.1205) })
  })

  it('a street without a number takes the first (newest) earlier address on it', () => {
    expect(matchAddress('文三路', XIHU, earlier)).toMatchObject({ confidence: 'street', from: '西湖区文三路 90 号' })
  })

  it('matches Latin streets abroad, whatever the abbreviation or case', () => {
    const wgs = { lat: 51.5237, lng: -0.1585, system: 'wgs84' as const }
    const london: EarlierAddress[] = [{ address: '221B Baker Street, London', pin: wgs }]
    expect(matchAddress('230 baker st', null, london)).toMatchObject({ confidence: 'street', street: 'baker st', pin: wgs })
    expect(matchAddress('221b Baker St', null, london)).toMatchObject({ confidence: 'address', pin: wgs })
  })

  it('another street falls back to the district centre', () => {
    expect(matchAddress('西湖区学院路 77 号', XIHU, earlier)).toEqual({ confidence: 'district', pin: XIHU.seat, district: '西湖区' })
    expect(matchAddress('5 Nanluoguxiang', { name: 'Dongcheng', seat: gcj(39.9288, 116.4164) }, [])).toMatchObject({ confidence: 'district' })
  })

  it('nothing moves when nothing matches or nothing is typed', () => {
    expect(matchAddress('西湖区学院路 77 号', null, earlier)).toBeNull()
    expect(matchAddress('12 Unknown Road', null, [{ address: '3 Other Road', pin: gcj(1, 1) }])).toBeNull()
    expect(matchAddress('  ', XIHU, earlier)).toBeNull()
    expect(matchAddress('西湖区文三路 90 号', { name: '西湖区', seat: null, outline: null }, [{ address: '西湖区文三路 90 号', pin: null }])).toBeNull()
  })
})

describe('streetKeyword', () => {
  it('asks for the Chinese road whole, the telling word of a Latin one', () => {
    expect(streetKeyword({ name: '文三路', number: '90' })).toBe('文三路')
    expect(streetKeyword({ name: 'baker street', number: null })).toBe('baker')
    expect(streetKeyword({ name: 'rue de rivoli', number: '12' })).toBe('rivoli')
  })
})

describe('districtCentre', () => {
  it('is the seat when there is one, else the centroid of the largest ring', () => {
    expect(districtCentre(XIHU)).toEqual(XIHU.seat)
    const square = [[120, 30], [120.2, 30], [120.2, 30.2], [120, 30.2]] as const
    const islet = [[121, 31], [121.01, 31], [121.01, 31.01]] as const
    expect(districtCentre({ name: 'x', seat: null, outline: { system: 'gcj02', rings: [islet, square] } })).toEqual(gcj(30.1, 120.1))
  })
})

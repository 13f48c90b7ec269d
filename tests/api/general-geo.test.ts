import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

type Node = { id: string; name: string; enname: string; type: string }
const list = async (params: Record<string, string>): Promise<Node[]> => {
  const reply = await server.api('geoList', params)
  expect(reply.body.status).toBe(200)
  return reply.body.content.list as Node[]
}

describe('geoList', () => {
  it('lists every province-level division, HK, Macau and Taiwan included, without a session', async () => {
    const provinces = await list({ type: 'province' })
    expect(provinces.length).toBeGreaterThanOrEqual(34)
    expect(provinces.every((p) => p.type === 'province' && /^\d{6}$/.test(p.id) && p.enname !== '')).toBe(true)
    const byName = new Map(provinces.map((p) => [p.name, p]))
    expect(byName.get('浙江省')).toEqual({ id: '330000', name: '浙江省', enname: 'Zhejiang', type: 'province' })
    expect(byName.get('香港特别行政区')?.enname).toBe('Hong Kong')
    expect(byName.get('澳门特别行政区')?.enname).toBe('Macau')
    expect(byName.get('台湾省')?.enname).toBe('Taiwan')
  })

  it('ignores the id for provinces', async () => {
    expect((await list({ type: 'province', id: '330000' })).length).toBeGreaterThanOrEqual(34)
  })

  it.each([['110000', '110100', 'Beijing'], ['310000', '310100', 'Shanghai'], ['120000', '120100', 'Tianjin'], ['500000', '500100', 'Chongqing']])(
    'municipality %s has the selectable city %s',
    async (province, city, english) => {
      const cities = await list({ type: 'city', id: province })
      expect(cities).toHaveLength(1)
      expect(cities[0]).toMatchObject({ id: city, enname: english, type: 'city' })
      expect((await list({ type: 'district', id: city })).length).toBeGreaterThan(10)
    },
  )

  it('lists the cities of Zhejiang and the districts of Hangzhou', async () => {
    const cities = await list({ type: 'city', id: '330000' })
    expect(cities.find((c) => c.id === '330100')).toEqual({ id: '330100', name: '杭州市', enname: 'Hangzhou', type: 'city' })
    const districts = await list({ type: 'district', id: '330100' })
    expect(districts.find((d) => d.name === '西湖区')).toEqual({ id: '330106', name: '西湖区', enname: 'Xihu District', type: 'district' })
    expect(districts.every((d) => d.type === 'district' && d.id.startsWith('3301'))).toBe(true)
    // issue 34: the 2021 reform: 临平区 and 钱塘区 created, 下城区 and 江干区 merged away
    expect(districts.map((d) => d.id)).toEqual(expect.arrayContaining(['330102', '330105', '330113', '330114']))
    expect(districts.some((d) => d.id === '330103' || d.id === '330104')).toBe(false)
    expect(districts.some((d) => d.name === '市辖区')).toBe(false)
  })

  it('names Hong Kong districts in English', async () => {
    const [hk] = await list({ type: 'city', id: '810000' })
    const districts = await list({ type: 'district', id: hk?.id ?? '' })
    expect(districts.map((d) => d.enname)).toContain('Wan Chai')
    expect(districts).toHaveLength(18)
  })

  it('refuses a missing or unknown id and an unknown type', async () => {
    expect((await server.api('geoList', { type: 'city' })).body).toMatchObject({ status: 400, errorMsg: 'required', errorField: 'id' })
    expect((await server.api('geoList', { type: 'district', id: '999999' })).body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'id' })
    expect((await server.api('geoList', { type: 'district', id: '330000' })).body).toMatchObject({ status: 400, errorField: 'id' })
    expect((await server.api('geoList', { type: 'street', id: '330100' })).body).toMatchObject({ status: 400, errorField: 'type' })
  })
})

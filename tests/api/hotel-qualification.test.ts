import { describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { TOTAL_ROWS_HEADER } from '../../src/domain/common-params'
import type { HotelQualificationValue } from '../../src/domain/hotel/rules'
import { fileStoreOf } from '../../src/server/files/store'
import { uploadPathFromUrl } from '../../src/server/services/general/image-upload'
import { runConsole } from '../../src/server/console/run'
import { HOTEL_ADDRESS, createHotel, hotelInfo, proveMobile, qualification } from './hotel-fixtures'
import { ok, withListingHost, listingHost } from './listing-fixtures'
import { freshMobile } from './support/flows'
import type { SignedIn } from './support/flows'
import { signedUrl, type TestServer } from './support/server'
import { uploadImage } from './user-fixtures'

let server: TestServer
let host: SignedIn
withListingHost((s, h) => {
  server = s
  host = h
})

const text = (n: number) => '旅'.repeat(n)

/** The hotel licence's fields as a host fills them (the server's today is 2026-11-21). */
const LICENCE = {
  hotelLicenceNumber: '浙公特旅字第330106001号', hotelLicenceHolder: '杭州西湖精品酒店有限公司', hotelLicenceAddress: '杭州市西湖区北山街 8 号',
  hotelLicenceAuthority: '杭州市公安局西湖区分局', hotelLicenceFrom: '2020-05-01', hotelLicenceUntil: '2028-04-30', hotelLicenceLongTerm: false,
}

type Scans = { licence: string; front: string; back: string; hotelLicence: string }
let world: { hotelId: string; scans: Scans } | undefined

/** One hotel for the rule cases: its address, name and the scans uploaded. */
async function hotelWorld() {
  if (world) return world
  const hotelId = await createHotel(server, host)
  ok(await server.api('hotelSaveAddress', { hotelId, version: 0, value: HOTEL_ADDRESS }, { session: host }))
  const mobile = freshMobile()
  await proveMobile(server, host, mobile)
  ok(await server.api('hotelSaveInfo', { hotelId, version: 0, value: hotelInfo(mobile) }, { session: host }))
  const [licence, front, back, hotelLicence] = [await uploadImage(server, host), await uploadImage(server, host), await uploadImage(server, host), await uploadImage(server, host, 800, 600)]
  world = { hotelId, scans: { licence: licence.url, front: front.url, back: back.url, hotelLicence: hotelLicence.url } }
  return world
}

function withLicence(scans: Scans, change: Partial<HotelQualificationValue> = {}, image = true): HotelQualificationValue {
  const base = qualification(scans)
  return { ...base, ...LICENCE, ...change, images: { ...base.images, ...(image ? { hotelLicence: [scans.hotelLicence] } : {}) } }
}

type Case = { name: string; value: (s: Scans) => HotelQualificationValue; field?: string; key?: string }

/**
 * The hotel licence's rules (decision 0086), each through the server: refused with its key on its
 * field and nothing stored, or saved.
 */
const CASES: Case[] = [
  { name: 'no hotel licence at all (as before): saved', value: (s) => qualification(s) },
  { name: 'every field and the scan: saved', value: (s) => withLicence(s) },
  { name: 'long-term without an end day: saved', value: (s) => withLicence(s, { hotelLicenceUntil: '', hotelLicenceLongTerm: true }) },
  { name: 'number at 30', value: (s) => withLicence(s, { hotelLicenceNumber: text(30) }) },
  { name: 'number at 31', value: (s) => withLicence(s, { hotelLicenceNumber: text(31) }), field: 'hotelLicenceNumber', key: 'lengthBetween' },
  { name: 'holder at 50', value: (s) => withLicence(s, { hotelLicenceHolder: text(50) }) },
  { name: 'holder at 51', value: (s) => withLicence(s, { hotelLicenceHolder: text(51) }), field: 'hotelLicenceHolder', key: 'lengthBetween' },
  { name: 'address at 50', value: (s) => withLicence(s, { hotelLicenceAddress: text(50) }) },
  { name: 'address at 51', value: (s) => withLicence(s, { hotelLicenceAddress: text(51) }), field: 'hotelLicenceAddress', key: 'lengthBetween' },
  { name: 'authority at 50', value: (s) => withLicence(s, { hotelLicenceAuthority: text(50) }) },
  { name: 'authority at 51', value: (s) => withLicence(s, { hotelLicenceAuthority: text(51) }), field: 'hotelLicenceAuthority', key: 'lengthBetween' },
  { name: 'the scan without the fields', value: (s) => ({ ...qualification(s), images: { ...qualification(s).images, hotelLicence: [s.hotelLicence] } }), field: 'hotelLicenceNumber', key: 'required' },
  { name: 'a field without the scan', value: (s) => withLicence(s, {}, false), field: 'images.hotelLicence', key: 'required' },
  { name: 'the holder missing', value: (s) => withLicence(s, { hotelLicenceHolder: '  ' }), field: 'hotelLicenceHolder', key: 'required' },
  { name: 'the authority missing', value: (s) => withLicence(s, { hotelLicenceAuthority: '' }), field: 'hotelLicenceAuthority', key: 'required' },
  { name: 'the issue day missing', value: (s) => withLicence(s, { hotelLicenceFrom: '' }), field: 'hotelLicenceFrom', key: 'required' },
  { name: 'an issue day not a day', value: (s) => withLicence(s, { hotelLicenceFrom: '2020-5-1' }), field: 'hotelLicenceFrom', key: 'invalidValue' },
  { name: 'issued today', value: (s) => withLicence(s, { hotelLicenceFrom: '2026-11-21' }) },
  { name: 'issued tomorrow', value: (s) => withLicence(s, { hotelLicenceFrom: '2026-11-22' }), field: 'hotelLicenceFrom', key: 'startDateAfterToday' },
  { name: 'no end day and not long-term', value: (s) => withLicence(s, { hotelLicenceUntil: '' }), field: 'hotelLicenceUntil', key: 'required' },
  { name: 'long-term with an end day', value: (s) => withLicence(s, { hotelLicenceLongTerm: true }), field: 'hotelLicenceUntil', key: 'invalidValue' },
  { name: 'ending before it was issued', value: (s) => withLicence(s, { hotelLicenceFrom: '2020-05-01', hotelLicenceUntil: '2020-04-30' }), field: 'hotelLicenceUntil', key: 'licenceUntilBeforeFrom' },
  { name: 'ending the day it was issued (today)', value: (s) => withLicence(s, { hotelLicenceFrom: '2026-11-21', hotelLicenceUntil: '2026-11-21' }) },
  { name: 'expired yesterday', value: (s) => withLicence(s, { hotelLicenceUntil: '2026-11-20' }), field: 'hotelLicenceUntil', key: 'licenceExpired' },
  { name: "another host's scan as the hotel licence", value: (s) => withLicence({ ...s, hotelLicence: s.hotelLicence.replace(/[0-9a-f]{32}/, '0'.repeat(32)) }), field: 'images.hotelLicence', key: 'invalidValue' },
]

describe("the hotel licence's own fields (decision 0086), through the server", () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const w = await hotelWorld()
    const version = ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host })).versions.qualify as number
    const reply = await server.api('hotelSaveQualification', { hotelId: w.hotelId, version, value: c.value(w.scans) }, { session: host })
    const after = ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host }))
    if (c.key) {
      expect(reply.body, reply.text).toMatchObject({ status: 400, errorMsg: c.key, errorField: c.field })
      expect(after.versions.qualify).toBe(version)
    } else {
      expect(reply.body, reply.text).toMatchObject({ status: 200 })
      expect(after.versions.qualify).toBe(version + 1)
      expect(after.checklist.qualify).toBe(true)
    }
  })

  it('a qualification stored before the fields existed still reads, counts as complete and downloads', async () => {
    const w = await hotelWorld()
    const old = qualification(w.scans) as Record<string, unknown>
    for (const key of Object.keys(LICENCE)) expect(old).not.toHaveProperty(key)
    const row = await server.db.selectFrom('listings').select('steps').where('lu_id', '=', w.hotelId).executeTakeFirstOrThrow()
    await server.db.updateTable('listings').set({ steps: JSON.stringify({ ...JSON.parse(row.steps), qualify: old }) }).where('lu_id', '=', w.hotelId).execute()
    const detail = ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host }))
    expect(detail.qualify).toEqual(old)
    expect(detail.checklist.qualify).toBe(true)
    const zip = await download(host, w.hotelId, 'en')
    expect(zip.entries.get('qualification.txt')).toContain('Hotel licence\r\n(not given)')
  })
})

/** Reads a ZIP with yauzl (an independent reader): each entry's name and its bytes as text. */
function readZip(bytes: Buffer): Promise<{ names: string[]; raw: Map<string, Buffer> }> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'))
      const names: string[] = []
      const raw = new Map<string, Buffer>()
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName)
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'))
          const chunks: Buffer[] = []
          stream.on('data', (chunk: Buffer) => chunks.push(chunk))
          stream.on('end', () => {
            raw.set(entry.fileName, Buffer.concat(chunks))
            zip.readEntry()
          })
          stream.on('error', reject)
        })
      })
      zip.on('end', () => resolve({ names, raw }))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

async function download(session: SignedIn, hotelId: string, lang: 'zh' | 'en') {
  const response = await fetch(await signedUrl(server, 'hotelQualificationDownload', { hotelId, lang }, { session }))
  expect(response.status).toBe(200)
  const bytes = Buffer.from(await response.arrayBuffer())
  const { names, raw } = await readZip(bytes)
  const entries = new Map([...raw].map(([name, data]) => [name, data.toString('utf8')]))
  return { response, bytes, names, raw, entries }
}

/** The stored bytes of an uploaded scan. */
async function scanBytes(url: string): Promise<Buffer> {
  return Buffer.from((await fileStoreOf(server.config).get(uploadPathFromUrl(url)!))!)
}

describe('the qualification download (hotelQualificationDownload, decision 0086)', () => {
  it("answers the host's saved qualification as a ZIP: the summary with the hotel licence's fields, the authorization statement filled in, every scan by document", async () => {
    const w = await hotelWorld()
    const version = ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host })).versions.qualify as number
    ok(await server.api('hotelSaveQualification', { hotelId: w.hotelId, version, value: withLicence(w.scans, { ownerName: '陈房东', ownerId: 'P12345678901' }) }, { session: host }))

    const zh = await download(host, w.hotelId, 'zh')
    expect(zh.response.headers.get('content-type')).toBe('application/zip')
    expect(zh.response.headers.get('cache-control')).toBe('no-store')
    expect(zh.response.headers.get('content-disposition')).toBe(
      `attachment; filename="_______-____-20261121.zip"; filename*=UTF-8''${encodeURIComponent('西湖边精品酒店-资质材料-20261121.zip')}`,
    )
    expect(zh.bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]))
    expect(zh.names).toEqual([
      '资质信息.txt', '授权书（打印签字后上传）.txt',
      '证件/01-营业执照.jpg', '证件/02-旅馆业特种行业许可证.jpg', '证件/03-身份证人像面.jpg', '证件/04-身份证国徽面.jpg',
    ])
    expect(zh.response.headers.get(TOTAL_ROWS_HEADER)).toBe('6')
    const summary = zh.entries.get('资质信息.txt')!
    expect(summary.startsWith('\ufeff酒店资质信息\r\n')).toBe(true)
    for (const line of ['许可证编号: 浙公特旅字第330106001号', '持证单位/人: 杭州西湖精品酒店有限公司', '经营地址: 杭州市西湖区北山街 8 号',
      '发证机关: 杭州市公安局西湖区分局', '发证日期: 2020-05-01', '有效期至: 2028-04-30', '统一社会信用代码: 91330106MA2B1234X5']) {
      expect(summary).toContain(line)
    }
    const statement = zh.entries.get('授权书（打印签字后上传）.txt')!
    expect(statement).toContain('授权人（房屋承租人/产权人）：陈房东    证件号码：P12345678901')
    expect(statement).toContain('被授权人（经营者）：王建国    证件号码：330106198001010013')
    expect(statement).toContain('经营酒店“西湖边精品酒店”')
    expect(statement).toContain('西湖区北山街 8 号 整栋')
    // the scans are the very files the host uploaded
    expect(zh.raw.get('证件/02-旅馆业特种行业许可证.jpg')).toEqual(await scanBytes(w.scans.hotelLicence))
    expect(zh.raw.get('证件/01-营业执照.jpg')).toEqual(await scanBytes(w.scans.licence))

    const en = await download(host, w.hotelId, 'en')
    expect(en.names.slice(0, 3)).toEqual(['qualification.txt', 'authorization-statement-to-sign.txt', 'documents/01-business-licence.jpg'])
    expect(en.entries.get('qualification.txt')).toContain('Licence number: 浙公特旅字第330106001号')
    expect(en.entries.get('authorization-statement-to-sign.txt')).toContain('Authorized party (operator): 王建国')
  })

  it('a long-term licence reads as long-term in the summary', async () => {
    const w = await hotelWorld()
    const version = ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host })).versions.qualify as number
    ok(await server.api('hotelSaveQualification', { hotelId: w.hotelId, version, value: withLicence(w.scans, { hotelLicenceUntil: '', hotelLicenceLongTerm: true }) }, { session: host }))
    const zip = await download(host, w.hotelId, 'en')
    expect(zip.entries.get('qualification.txt')).toContain('Issued on: 2020-05-01\r\nValid until: long-term')
  })

  it("refuses another host's hotel, an unknown hotel, and a hotel whose qualification is not saved", async () => {
    const w = await hotelWorld()
    const other = await listingHost(server)
    const foreign = await server.api('hotelQualificationDownload', { hotelId: w.hotelId, lang: 'zh' }, { session: other })
    expect(foreign.body, foreign.text).toMatchObject({ status: 403 })
    expect(foreign.headers.get('content-type')).toMatch(/json/)
    expect(foreign.text).not.toContain('王建国')
    const unknown = await server.api('hotelQualificationDownload', { hotelId: '00000000-0000-4000-8000-000000000000', lang: 'zh' }, { session: host })
    expect(unknown.body, unknown.text).toMatchObject({ status: 404 })
    const fresh = await createHotel(server, host)
    const unsaved = await server.api('hotelQualificationDownload', { hotelId: fresh, lang: 'zh' }, { session: host })
    expect(unsaved.body, unsaved.text).toMatchObject({ status: 422, errorMsg: 'qualificationNotSaved' })
    const noSession = await server.api('hotelQualificationDownload', { hotelId: w.hotelId, lang: 'zh' })
    expect(noSession.body?.status, noSession.text).toBe(4203)
  })

  it("leaves out a scan that is not the host's own upload, even if it were stored in the qualification", async () => {
    const w = await hotelWorld()
    const other = await listingHost(server)
    const theirs = await uploadImage(server, other)
    const row = await server.db.selectFrom('listings').select('steps').where('lu_id', '=', w.hotelId).executeTakeFirstOrThrow()
    const steps = JSON.parse(row.steps)
    steps.qualify.images.fire = [theirs.url]
    await server.db.updateTable('listings').set({ steps: JSON.stringify(steps) }).where('lu_id', '=', w.hotelId).execute()
    const zip = await download(host, w.hotelId, 'en')
    expect(zip.names.some((name) => name.includes('fire'))).toBe(false)
  })
})

describe('staff read the hotel licence (console `hotel qualification`)', () => {
  it('prints the business and hotel licence fields, marks an expired licence, names the scans', async () => {
    const w = await hotelWorld()
    const version = ok(await server.api('hotelGet', { hotelId: w.hotelId }, { session: host })).versions.qualify as number
    ok(await server.api('hotelSaveQualification', { hotelId: w.hotelId, version, value: withLicence(w.scans, { hotelLicenceUntil: '2026-11-25' }) }, { session: host }))
    const deps = { db: server.db, config: server.config, now: () => server.clock.now() }
    const printed = await runConsole(['hotel', 'qualification', w.hotelId], deps)
    expect(printed.code, printed.err.join('\n')).toBe(0)
    const out = printed.out.join('\n')
    expect(out).toContain('hotel licence: 浙公特旅字第330106001号 · holder 杭州西湖精品酒店有限公司 · authority 杭州市公安局西湖区分局')
    expect(out).toContain('address 杭州市西湖区北山街 8 号 · issued 2020-05-01 · valid until 2026-11-25')
    expect(out).not.toContain('EXPIRED')
    expect(out).toContain(`scan hotelLicence: ${w.scans.hotelLicence}`)
    // five days on the licence has expired: staff see it
    const later = await runConsole(['hotel', 'qualification', w.hotelId], { ...deps, now: () => server.clock.now() + 5 * 24 * 3600 * 1000 })
    expect(later.out.join('\n')).toContain('valid until 2026-11-25  EXPIRED')
    const none = await runConsole(['hotel', 'qualification', await createHotel(server, host)], deps)
    expect(none.out.join('\n')).toContain('has no qualification saved')
  })
})

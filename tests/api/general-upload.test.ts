import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'

let server: TestServer
let host: SignedIn

beforeAll(async () => {
  server = await startServer()
  host = await smsLogin(server, freshMobile())
})
afterAll(async () => {
  await server.close()
})

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
const jpeg = (width = 800, height = 600) => solid(width, height).jpeg().toBuffer()
const png = (width = 400, height = 300) => solid(width, height).png().toBuffer()
const file = (bytes: Uint8Array | string, name: string, type = 'image/jpeg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })

/** Random pixels do not compress: a PNG of this size is larger than 5 MB. */
async function noisePng(side: number): Promise<Buffer> {
  const raw = Buffer.alloc(side * side * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer()
}

/** The EXIF GPS IFD pointer tag 0x8825, in either byte order. */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])))
}

async function upload(f: File, params: Record<string, string> = {}) {
  return server.api('imageUpload', params, { session: host, file: f })
}

async function filesOnDisk(): Promise<number> {
  const walk = (dir: string): number => fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? walk(path.join(dir, e.name)) : 1), 0)
    : 0
  return walk(server.config.filesDir)
}

async function expectNothingStored<T>(action: () => Promise<T>): Promise<T> {
  const [rows, files] = [await server.count('uploads'), await filesOnDisk()]
  const result = await action()
  expect(await server.count('uploads')).toBe(rows)
  expect(await filesOnDisk()).toBe(files)
  return result
}

describe('imageUpload', () => {
  it('stores a JPEG under duanzu_head/yyyy/mm and answers domain, domains, url, width, height flat', async () => {
    const reply = await upload(file(await jpeg(), 'photo.jpg'))
    expect(reply.body).toMatchObject({ status: 200, width: 800, height: 600 })
    const { domain, domains, url } = reply.body as { domain: string; domains: string[]; url: string }
    expect(domain).toBe(`${server.url}/files`)
    expect(domains).toEqual([domain])
    expect(url).toMatch(/^\/duanzu_head\/2026\/11\/[0-9a-f]{32}\.jpg$/)
    const row = await server.db.selectFrom('uploads').selectAll().where('path', '=', url.slice(1)).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: Number(host.userId), dir: 'duanzu_head', content_type: 'image/jpeg', width: 800, height: 600 })
    const served = await fetch(domain + url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toContain('image/jpeg')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600])
  })

  it('stores a PNG as PNG in the folder asked for', async () => {
    const reply = await upload(file(await png(), 'scan.PNG', 'image/png'), { dir: 'qualification' })
    expect(reply.body.status).toBe(200)
    expect(reply.body.url).toMatch(/^\/qualification\/2026\/11\/[0-9a-f]{32}\.png$/)
    expect([reply.body.width, reply.body.height]).toEqual([400, 300])
  })

  it('uses PUBLIC_FILES_BASE as the domain when configured', async () => {
    const cdn = await startServer({ publicFilesBase: 'https://img.example.com' })
    try {
      const user = await smsLogin(cdn, freshMobile())
      const reply = await cdn.api('imageUpload', {}, { session: user, file: file(await jpeg(), 'a.jpeg') })
      expect(reply.body.domain).toBe('https://img.example.com')
    } finally {
      await cdn.close()
    }
  })

  it('strips EXIF (GPS included) and turns the image upright', async () => {
    const tagged = await solid(300, 150).jpeg().withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'camera owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1' } })
      .toBuffer()
    const before = await sharp(tagged).metadata()
    expect(hasGpsIfd(before.exif)).toBe(true)
    expect(before.orientation).toBe(6)
    const reply = await upload(file(tagged, 'gps.jpg'))
    expect(reply.body).toMatchObject({ status: 200, width: 150, height: 300 })
    const stored = fs.readFileSync(path.join(server.config.filesDir, reply.body.url as string))
    const after = await sharp(stored).metadata()
    expect(after.exif).toBeUndefined()
    expect(hasGpsIfd(stored)).toBe(false)
    expect(after.orientation).toBeUndefined()
    expect(stored.includes(Buffer.from('camera owner'))).toBe(false)
    expect([after.width, after.height]).toEqual([150, 300])
  })

  it('refuses a PNG renamed .jpg (the type is sniffed from the content)', async () => {
    const reply = await expectNothingStored(async () => upload(file(await png(), 'fake.jpg', 'image/jpeg')))
    expect(reply.body).toMatchObject({ status: 400, errorMsg: 'fileType', errorField: 'Filedata' })
  })

  it('refuses a text file named .png and a GIF', async () => {
    const text = await expectNothingStored(() => upload(file('hello, this is not an image', 'note.png', 'image/png')))
    expect(text.body).toMatchObject({ status: 400, errorMsg: 'fileType' })
    const gif = await solid(200, 200).gif().toBuffer()
    const reply = await expectNothingStored(() => upload(file(gif, 'anim.gif', 'image/gif')))
    expect(reply.body).toMatchObject({ status: 400, errorMsg: 'fileType', errorParams: { accept: '.jpg,.jpeg,.png' } })
  })

  it('refuses a file over 5 MB with sizeTips {mb: 5}, but takes it as a listing photo (20 MB)', async () => {
    const big = await noisePng(1400)
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
    const refused = await expectNothingStored(() => upload(file(big, 'big.png', 'image/png')))
    expect(refused.body).toMatchObject({ status: 400, errorMsg: 'sizeTips', errorField: 'Filedata', errorParams: { mb: 5 } })
    const listing = await upload(file(big, 'big.png', 'image/png'), { dir: 'listing' })
    expect(listing.body).toMatchObject({ status: 200, width: 1400, height: 1400 })
    expect(listing.body.url).toMatch(/^\/listing\//)
  })

  it('refuses a listing photo over 20 MB with sizeTips {mb: 20}', async () => {
    const huge = new Uint8Array(20 * 1024 * 1024 + 1)
    const reply = await expectNothingStored(() => upload(file(huge, 'huge.jpg'), { dir: 'listing' }))
    expect(reply.body).toMatchObject({ status: 400, errorMsg: 'sizeTips', errorParams: { mb: 20 } })
  })

  it('refuses images under 100x100 and over 12000 on a side (ImageRatio, imageTooLarge)', async () => {
    const small = await expectNothingStored(async () => upload(file(await jpeg(99, 400), 'small.jpg')))
    expect(small.body).toMatchObject({ status: 400, errorMsg: 'ImageRatio', errorParams: { size: '100*100' } })
    const wide = await expectNothingStored(async () => upload(file(await png(12001, 100), 'wide.png', 'image/png')))
    expect(wide.body).toMatchObject({ status: 400, errorMsg: 'imageTooLarge', errorParams: { size: '12000*12000' } })
  })

  it('refuses an unknown folder, an empty file and a missing file', async () => {
    const dir = await expectNothingStored(async () => upload(file(await jpeg(), 'a.jpg'), { dir: '../etc' }))
    expect(dir.body).toMatchObject({ status: 400, errorMsg: 'invalidValue', errorField: 'dir' })
    const empty = await expectNothingStored(() => upload(file(new Uint8Array(0), 'a.jpg')))
    expect(empty.body).toMatchObject({ status: 400, errorField: 'Filedata' })
    const none = await expectNothingStored(() => server.api('imageUpload', {}, { session: host }))
    expect(none.body).toMatchObject({ status: 400, errorMsg: 'required', errorField: 'Filedata' })
  })

  it('needs a session', async () => {
    const reply = await expectNothingStored(async () => server.api('imageUpload', {}, { file: file(await jpeg(), 'a.jpg') }))
    expect(reply.body.status).toBe(4203)
  })
})

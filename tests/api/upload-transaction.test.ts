import { randomBytes, randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPLAY_HEADER } from '../../src/server/middleware/idempotency'
import { IMAGE_WORK } from '../../src/server/services/general/image-upload'
import { createListing, listingHost, ok } from './listing-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { ApiReply, TestServer } from './support/server'

let server: TestServer
let host: SignedIn
let other: SignedIn
let luId: string

beforeAll(async () => {
  server = await startServer()
  host = await listingHost(server)
  other = await listingHost(server)
  luId = await createListing(server, host)
})
afterAll(async () => {
  await server?.close()
})


/** Random pixels at quality 100 do not compress: a JPEG of this side is 12-16 MB and slow to re-encode. */
async function bigNoiseJpeg(side = 3200): Promise<File> {
  const bytes = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 100 }).toBuffer()
  return new File([new Uint8Array(bytes)], 'big.jpg', { type: 'image/jpeg' })
}

const smallJpeg = async (shade: number) => new File(
  [new Uint8Array(await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: shade, g: 90, b: 60 } } }).jpeg().toBuffer())],
  'small.jpg', { type: 'image/jpeg' },
)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('an upload being processed', () => {
  it('does not hold the database: another landlord\'s read answers before the upload finishes', async () => {
    const big = await bigNoiseJpeg()
    expect(big.size).toBeGreaterThan(12 * 1024 * 1024)
    expect(big.size).toBeLessThan(20 * 1024 * 1024)

    let uploadDoneAt = 0
    const upload = server.api('listingUploadPhoto', { luId, photoType: 'living', width: 3200, height: 3200 }, { session: host, file: big })
      .then((reply) => {
        uploadDoneAt = performance.now()
        return reply
      })
    // the body is on the server in a few ms; decoding and re-encoding 10 megapixels of noise takes seconds
    await sleep(300)
    expect(uploadDoneAt, 'the upload finished before the read was sent: the test proves nothing').toBe(0)

    const readStart = performance.now()
    const list = await server.api('listingList', { offset: 0, length: 20 }, { session: other })
    const readDoneAt = performance.now()
    expect(ok(list).total).toBe(0)
    const info = await server.api('getebkinfo', {}, { session: other })
    const infoDoneAt = performance.now()
    expect(info.body.status, info.text).toBe(200)

    expect(readDoneAt - readStart).toBeLessThan(10_000)
    expect(uploadDoneAt, 'the reads waited for the upload').toBe(0)
    expect(infoDoneAt).toBeGreaterThan(readStart)

    const reply = await upload
    expect(ok(reply)).toMatchObject({ width: 3200, height: 3200 })
    expect(uploadDoneAt).toBeGreaterThan(infoDoneAt)
  }, 60_000)
})

describe('the prepared file of an idempotent upload', () => {
  it('is not made again for a repeated key: the stored answer is replayed, no second file', async () => {
    const file = await smallJpeg(100)
    const idemKey = randomUUID()
    const params = { luId, photoType: 'bedroom', width: 400, height: 300 }
    const first = await server.api('listingUploadPhoto', params, { session: host, file, idemKey })
    const stored = { files: server.countFiles(), uploads: await server.count('uploads'), photos: await server.count('listing_photos') }
    const again: ApiReply = await server.api('listingUploadPhoto', params, { session: host, file, idemKey })
    expect(again.headers.get(REPLAY_HEADER)).toBe('true')
    expect(again.body).toEqual(first.body)
    expect({ files: server.countFiles(), uploads: await server.count('uploads'), photos: await server.count('listing_photos') }).toEqual(stored)

    // the same key with another file is refused; nothing is stored
    const conflict = await server.api('listingUploadPhoto', params, { session: host, file: await smallJpeg(200), idemKey })
    expect(conflict.http).toBe(422)
    expect({ files: server.countFiles(), uploads: await server.count('uploads'), photos: await server.count('listing_photos') }).toEqual(stored)
  })

  it('is not left behind by a refused upload, and a refused upload is replayed for its key', async () => {
    const before = { files: server.countFiles(), uploads: await server.count('uploads') }
    // another landlord's listing: refused before any image work
    const foreign = await server.api('listingUploadPhoto', { luId, photoType: 'bedroom', width: 400, height: 300 }, { session: other, file: await smallJpeg(50) })
    expect(foreign.body.status).toBe(403)
    expect({ files: server.countFiles(), uploads: await server.count('uploads') }).toEqual(before)

    const idemKey = randomUUID()
    const truncated = (await (await smallJpeg(70)).bytes()).subarray(0, 300)
    const cut = new File([truncated], 'cut.jpg', { type: 'image/jpeg' })
    const refused = await server.api('listingUploadPhoto', { luId, photoType: 'bedroom', width: 400, height: 300 }, { session: host, file: cut, idemKey })
    expect(refused.body).toMatchObject({ status: 400, errorMsg: 'fileType' })
    const again = await server.api('listingUploadPhoto', { luId, photoType: 'bedroom', width: 400, height: 300 }, { session: host, file: cut, idemKey })
    expect(again.headers.get(REPLAY_HEADER)).toBe('true')
    expect(again.body).toEqual(refused.body)
    expect({ files: server.countFiles(), uploads: await server.count('uploads') }).toEqual(before)
  })
})

describe('several uploads at once', () => {
  it('re-encode two at a time; the others wait their turn and all are stored', async () => {
    const photo = await bigNoiseJpeg(1800)
    let busiest = 0
    let running = true
    const watch = (async () => {
      while (running) {
        busiest = Math.max(busiest, IMAGE_WORK.activeCount)
        await sleep(5)
      }
    })()
    const replies = await Promise.all(Array.from({ length: 5 }, () => server.api('imageUpload', { dir: 'listing' }, { session: host, file: photo })))
    running = false
    await watch
    for (const reply of replies) expect(reply.body.status, reply.text).toBe(200)
    expect(busiest).toBeGreaterThan(0)
    expect(busiest).toBeLessThanOrEqual(2)
  })
})

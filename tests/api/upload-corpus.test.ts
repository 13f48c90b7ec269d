import fs from 'node:fs'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeCorpus } from '../fixtures/uploads/corpus'
import type { CorpusItem } from '../fixtures/uploads/corpus'
import { createListing, listingHost } from './listing-fixtures'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { ApiReply, TestServer } from './support/server'

let server: TestServer
let host: SignedIn
let luId: string
let corpus: CorpusItem[]

beforeAll(async () => {
  server = await startServer()
  host = await listingHost(server)
  luId = await createListing(server, host)
  corpus = await makeCorpus()
})
afterAll(async () => {
  await server?.close()
})


const ENDPOINTS = {
  imageUpload: (file: File) => server.api('imageUpload', { dir: 'listing' }, { session: host, file }),
  listingUploadPhoto: (file: File) => server.api('listingUploadPhoto', { luId, photoType: 'living', width: 800, height: 600 }, { session: host, file }),
} as const

/** The stored path (under filesDir) an accepted answer points at. */
function storedPathOf(reply: ApiReply): string {
  const url: string = reply.body.content?.url ?? `${reply.body.domain}${reply.body.url}`
  const match = /\/files\/(.+)$/.exec(url)
  if (!match?.[1]) throw new Error(`no stored path in ${url}`)
  return match[1]
}

const FORBIDDEN_BYTES = ['<script', '<html', '<?php', 'PK\x03\x04', 'PK\x01\x02', 'META-INF', 'camera owner', 'Exif']

async function expectClean(stored: Buffer, storedPath: string): Promise<void> {
  for (const needle of FORBIDDEN_BYTES) expect(stored.includes(Buffer.from(needle, 'latin1')), needle).toBe(false)
  // no EXIF (no APP1 'Exif' header above), so no GPS IFD and no orientation left
  const meta = await sharp(stored).metadata()
  expect(meta.exif).toBeUndefined()
  expect(meta.orientation).toBeUndefined()
  // the sniffed type matches the stored name, and the file ends where the image does
  const sniffed = await fileTypeFromBuffer(stored)
  const ext = path.extname(storedPath).slice(1)
  expect(['jpg', 'png']).toContain(ext)
  expect(sniffed?.ext).toBe(ext)
  if (ext === 'jpg') expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]))
  else expect(stored.subarray(-12, -4).toString('latin1')).toBe('\0\0\0\0IEND')
  await sharp(stored, { failOn: 'warning' }).toBuffer()
}

describe.each(Object.keys(ENDPOINTS) as (keyof typeof ENDPOINTS)[])('crafted uploads to %s', (endpoint) => {
  it('are refused with a message key and nothing stored, or stored re-encoded clean', async () => {
    const outcomes: string[] = []
    for (const item of corpus) {
      const before = { uploads: await server.count('uploads'), photos: await server.count('listing_photos'), files: server.countFiles() }
      const reply = await ENDPOINTS[endpoint](item.file)
      const label = `${endpoint} ${item.name}: ${reply.text}`
      expect(reply.http, label).toBeLessThan(500)
      expect(reply.body, label).toBeTypeOf('object')
      const status = Number(reply.body.status)
      if (status === 200) {
        outcomes.push(`${item.name}: stored`)
        expect(item.expect === 'accept' || item.expect === 'either', `${label} was accepted`).toBe(true)
        const storedPath = storedPathOf(reply)
        expect(await server.count('uploads')).toBe(before.uploads + 1)
        expect(server.countFiles()).toBe(before.files + 1)
        await expectClean(fs.readFileSync(path.join(server.config.filesDir, storedPath)), storedPath)
      } else {
        outcomes.push(`${item.name}: ${reply.body.errorMsg}`)
        expect(item.expect !== 'accept', `${label} was refused`).toBe(true)
        expect(status, label).toBeGreaterThanOrEqual(400)
        expect(status, label).toBeLessThan(500)
        expect(reply.body.errorMsg, label).toMatch(/^[A-Za-z]+$/)
        if (typeof item.expect === 'object' && typeof item.expect.refuse === 'string') expect(reply.body.errorMsg, label).toBe(item.expect.refuse)
        expect(await server.count('uploads'), label).toBe(before.uploads)
        expect(await server.count('listing_photos'), label).toBe(before.photos)
        expect(server.countFiles(), label).toBe(before.files)
      }
    }
    expect(outcomes.length).toBe(corpus.length)
  }, 120_000)
})

describe('sharp limits', () => {
  it('a truncated JPEG is refused with fileType by both endpoints (never a 500)', async () => {
    const item = corpus.find((i) => i.name === 'truncated JPEG')!
    for (const send of Object.values(ENDPOINTS)) {
      const reply = await send(item.file)
      expect(reply.http).toBe(200)
      expect(reply.body).toMatchObject({ status: 400, errorMsg: 'fileType', errorField: 'Filedata' })
    }
  })
})

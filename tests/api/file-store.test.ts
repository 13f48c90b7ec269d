import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { runConsole } from '../../src/server/console/run'
import { S3FileStore, fileStoreOf } from '../../src/server/files/store'
import type { S3Settings } from '../../src/server/config'
import { pruneUnusedListingPhotos } from '../../src/server/services/house/photo-cleanup'
import { createApp } from '../../src/server/app'
import { recordingProviders } from '../../src/server/providers'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'
import { createListing, listingHost, PHOTO_SET } from './listing-fixtures'

// Uploaded files in an S3-compatible bucket (issue 21, decision 0065): what several instances
// share. s3rver plays the bucket (the S3 REST protocol over HTTP, signed requests).
let s3: S3rver
let bucketDir: string
let settings: S3Settings
let server: TestServer
let host: SignedIn

beforeAll(async () => {
  bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'))
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: bucketDir, configureBuckets: [{ name: 'portal-files' }] })
  const { port } = await s3.run()
  settings = { endpoint: `http://127.0.0.1:${port}`, bucket: 'portal-files', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'prod' }
  server = await startServer({ filesS3: settings })
  host = await smsLogin(server, freshMobile())
})
afterAll(async () => {
  await server?.close()
  await s3?.close()
  fs.rmSync(bucketDir, { recursive: true, force: true })
})

const jpeg = (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer()

describe('the S3 file store', () => {
  it('puts, gets, tells and deletes files under its prefix; a missing key reads as null; keys cannot leave the store', async () => {
    const store = new S3FileStore(settings)
    const key = 'listing/2026/11/abc.jpg'
    expect(await store.get(key)).toBeNull()
    expect(await store.exists(key)).toBe(false)
    await store.put(key, new Uint8Array([1, 2, 3]), 'image/jpeg')
    expect(Array.from((await store.get(key))!)).toEqual([1, 2, 3])
    expect(await store.exists(key)).toBe(true)
    expect(store.locate(key)).toBe(`${settings.endpoint}/portal-files/prod/listing/2026/11/abc.jpg`)
    await store.delete(key)
    await store.delete(key)
    expect(await store.get(key)).toBeNull()
    await expect(store.put('../outside.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow('not a file key')
  })

  it('the server stores uploads in the bucket and nothing in its folder, serves them under /files, and the console finds them there', async () => {
    const reply = await server.api('imageUpload', {}, { session: host, file: new File([new Uint8Array(await jpeg())], 'room.jpg', { type: 'image/jpeg' }) })
    expect(reply.body).toMatchObject({ status: 200 })
    const relative = (reply.body as { url: string }).url.replace(/^\//, '')
    expect(fs.existsSync(path.join(server.config.filesDir, relative))).toBe(false)
    const inBucket = await new S3FileStore(settings).get(relative)
    expect(inBucket?.length).toBeGreaterThan(1000)

    const served = await server.fetch(`/files/${relative}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(inBucket!))).toBe(true)

    const shown = await runConsole(['files', 'show', relative], { db: server.db, config: server.config, now: server.clock.now })
    expect(shown.out[0]).toBe(`${settings.endpoint}/portal-files/prod/${relative}`)
    expect(shown.out[1]).not.toContain('missing')
    await new S3FileStore(settings).delete(relative)
    const gone = await runConsole(['files', 'show', relative], { db: server.db, config: server.config, now: server.clock.now })
    expect(gone.out[1]).toContain('(missing in the bucket)')
    expect((await server.fetch(`/files/${relative}`)).status).toBe(404)
  })

  it('the unused-photo job deletes from the bucket', async () => {
    const store = fileStoreOf(server.config)
    expect(store.kind).toBe('s3')
    const landlord = await listingHost(server)
    const luId = await createListing(server, landlord)
    const photo = await server.api('listingUploadPhoto', { luId, photoType: PHOTO_SET[0]!.photoType, width: 1200, height: 800 }, { session: landlord, file: new File([new Uint8Array(await jpeg(1200, 800))], 'p.jpg', { type: 'image/jpeg' }) })
    expect(photo.body).toMatchObject({ status: 200 })
    const row = await server.db.selectFrom('listing_photos').select('path').where('lu_id', '=', luId).executeTakeFirstOrThrow()
    expect(await store.exists(row.path)).toBe(true)
    server.clock.advance(25 * 60 * 60 * 1000)
    expect(await pruneUnusedListingPhotos(server.db, server.clock.now(), store)).toBe(1)
    expect(await store.exists(row.path)).toBe(false)
  })
})

describe('files move: an existing server switches to the bucket, or back (issue 37)', () => {
  it('copies every recorded upload with progress, resumes after an interruption, and the server on the bucket serves them', async () => {
    const local = await startServer()
    try {
      const owner = await smsLogin(local, freshMobile())
      const urls: string[] = []
      for (const [w, h] of [[800, 600], [640, 480], [1024, 768]] as const) {
        const reply = await local.api('imageUpload', {}, { session: owner, file: new File([new Uint8Array(await jpeg(w, h))], 'room.jpg', { type: 'image/jpeg' }) })
        urls.push((reply.body as { url: string }).url.replace(/^\//, ''))
      }
      const moved = { ...settings, prefix: `moved-${Date.now()}` }
      const config = { ...local.config, filesS3: moved }
      const bucket = new S3FileStore(moved)
      const progress: string[] = []
      const deps = { db: local.db, config, now: local.clock.now, progress: (line: string) => progress.push(line) }

      const first = await runConsole(['files', 'move', '--to', 's3'], deps)
      expect(first.code).toBe(0)
      expect(first.out[0]).toMatch(/^3 copied \([0-9.]+ MB\), 0 already there, 0 missing/)
      expect(progress[0]).toMatch(/^moving 3 files \([0-9.]+ MB\) from .+ to bucket portal-files$/)
      expect(progress.at(-1)).toMatch(/^3\/3 files \(100%\): 3 copied/)
      for (const key of urls) {
        expect(Buffer.from((await bucket.get(key))!).equals(fs.readFileSync(path.join(local.config.filesDir, key)))).toBe(true)
      }

      // as if interrupted: one file never arrived, one arrived cut short; a recorded file is gone from the disk
      await bucket.delete(urls[0]!)
      await bucket.put(urls[1]!, new Uint8Array(100), 'image/jpeg')
      const again = await runConsole(['files', 'move', '--to', 's3', '--parallel', '2'], deps)
      expect(again.out[0]).toMatch(/^2 copied \([0-9.]+ MB\), 1 already there, 0 missing/)
      expect((await bucket.size(urls[1]!))).toBe(fs.statSync(path.join(local.config.filesDir, urls[1]!)).size)

      // the server started with the bucket serves the uploads made before the switch
      const onBucket = createApp({ db: local.db, config, providers: recordingProviders(local.db, local.clock.now), now: local.clock.now })
      for (const key of urls) {
        const served = await onBucket.request(`/files/${key}`)
        expect(served.status, key).toBe(200)
        expect(Buffer.from(await served.arrayBuffer()).equals(fs.readFileSync(path.join(local.config.filesDir, key)))).toBe(true)
      }

      // and back to a new folder, emptying the bucket; a file lost on both sides is named
      await bucket.delete(urls[2]!)
      fs.rmSync(path.join(local.config.filesDir, urls[2]!))
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-back-'))
      const back = await runConsole(['files', 'move', '--to', 'local', '--delete-source'], { ...deps, config: { ...config, filesDir: folder } })
      expect(back.out.slice(0, 2)).toEqual([expect.stringMatching(/^2 copied \([0-9.]+ MB\), 0 already there, 1 missing from bucket portal-files, 2 deleted from bucket portal-files$/), `missing: ${urls[2]}`])
      for (const key of urls.slice(0, 2)) {
        expect(fs.readFileSync(path.join(folder, key)).equals(fs.readFileSync(path.join(local.config.filesDir, key)))).toBe(true)
        expect(await bucket.exists(key)).toBe(false)
      }
      fs.rmSync(folder, { recursive: true, force: true })
    } finally {
      await local.close()
    }
  })

  it('needs the bucket settings and a direction', async () => {
    const deps = { db: server.db, config: { ...server.config, filesS3: undefined }, now: server.clock.now }
    expect((await runConsole(['files', 'move', '--to', 's3'], deps)).err.join()).toContain('FILES_S3_BUCKET')
    expect((await runConsole(['files', 'move'], { ...deps, config: server.config })).err.join()).toContain('--to s3 or --to local')
    expect((await runConsole(['files', 'move', '--to', 's3', '--parallel', '0'], { ...deps, config: server.config })).err.join()).toContain('--parallel')
  })
})

describe('configuration', () => {
  it('FILES_S3_BUCKET needs the endpoint and keys; without it the files stay in DATA_DIR/files', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).filesS3).toBeUndefined()
    expect(() => loadConfig({ FILES_S3_BUCKET: 'b' })).toThrow('FILES_S3_ENDPOINT')
    expect(() => loadConfig({ FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'ftp://x' })).toThrow('http(s) URL')
    expect(() => loadConfig({ FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'https://s3.example.com' })).toThrow('FILES_S3_ACCESS_KEY_ID')
    expect(loadConfig({
      FILES_S3_BUCKET: 'b', FILES_S3_ENDPOINT: 'https://s3.example.com', FILES_S3_ACCESS_KEY_ID: 'k', FILES_S3_SECRET_ACCESS_KEY: 's',
    }).filesS3).toEqual({ endpoint: 'https://s3.example.com', bucket: 'b', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's' })
    expect(fileStoreOf(loadConfig({ DATA_DIR: '/tmp/x' })).kind).toBe('local')
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverJobs } from '../../src/server/jobs/server-jobs'
import { approveListing } from '../../src/server/services/house/review'
import { SYSTEM_ACTOR } from '../../src/server/services/house/records'
import { pruneUnusedListingPhotos } from '../../src/server/services/house/photo-cleanup'
import type { TestServer } from './support/server'
import type { SignedIn } from './support/flows'
import { completeListing, createListing, detail, withListingHost, ok, PHOTO_SET, uploadPhotos } from './listing-fixtures'
import { fileStoreOf } from '../../src/server/files/store'

let server: TestServer
let host: SignedIn

withListingHost((started, landlord) => {
  server = started
  host = landlord
})

const HOUR = 60 * 60 * 1000

async function stored(imgId: string): Promise<{ row: boolean; upload: boolean; file: boolean }> {
  const photo = await server.db.selectFrom('listing_photos').select('path').where('img_id', '=', imgId).executeTakeFirst()
  const knownPath = photo?.path ?? paths.get(imgId)!
  const upload = await server.db.selectFrom('uploads').select('id').where('path', '=', knownPath).executeTakeFirst()
  return { row: photo !== undefined, upload: upload !== undefined, file: fs.existsSync(path.join(server.config.filesDir, knownPath)) }
}

const paths = new Map<string, string>()
async function rememberPaths(): Promise<void> {
  for (const p of await server.db.selectFrom('listing_photos').select(['img_id', 'path']).execute()) paths.set(p.img_id, p.path)
}

describe('unused listing photos', () => {
  it('are deleted (row, upload record, file) 24 hours after upload; photos either copy names are kept', async () => {
    // An online listing: its live copy names six photos.
    const luId = await completeListing(server, host)
    ok(await server.api('listingPublish', { luId }, { session: host }))
    await approveListing(server.db, luId, SYSTEM_ACTOR, server.clock.now())
    const live = (await detail(server, host, luId)).housePhotos
    const liveIds: string[] = live.photos.map((p: { imgId: string }) => p.imgId)

    // The host uploads two more, puts one in place of the last live photo (working copy, waits for
    // review) and removes the other before saving.
    const [placed, removed] = await uploadPhotos(server, host, luId, PHOTO_SET.slice(0, 2))
    const working = [...liveIds.slice(0, 5), placed!]
    ok(await server.api('listingSetPhotos', {
      luId, version: 1, coverImgId: working[0],
      photos: working.map((imgId, i) => ({ imgId, photoType: PHOTO_SET[i]!.photoType, caption: `photo ${i + 1}` })),
    }, { session: host }))

    // A draft whose uploads were never placed at all.
    const draft = await createListing(server, host)
    const orphans = await uploadPhotos(server, host, draft, PHOTO_SET.slice(0, 2))
    await rememberPaths()

    server.clock.advance(23 * HOUR)
    expect(await pruneUnusedListingPhotos(server.db, server.clock.now(), fileStoreOf(server.config))).toBe(0)
    expect(await stored(removed!)).toEqual({ row: true, upload: true, file: true })

    server.clock.advance(2 * HOUR)
    expect(await pruneUnusedListingPhotos(server.db, server.clock.now(), fileStoreOf(server.config))).toBe(3)
    for (const gone of [removed!, ...orphans]) expect(await stored(gone), gone).toEqual({ row: false, upload: false, file: false })
    for (const kept of [...liveIds, placed!]) expect(await stored(kept), kept).toEqual({ row: true, upload: true, file: true })

    const after = await detail(server, host, luId)
    expect(after.housePhotos.photos.map((p: { imgId: string }) => p.imgId)).toEqual(working)
    expect(await pruneUnusedListingPhotos(server.db, server.clock.now(), fileStoreOf(server.config))).toBe(0)
  })

  it('a photo uploaded within the last 24 hours stays even when unused', async () => {
    const luId = await createListing(server, host)
    const [fresh] = await uploadPhotos(server, host, luId, PHOTO_SET.slice(0, 1))
    await rememberPaths()
    server.clock.advance(HOUR)
    expect(await pruneUnusedListingPhotos(server.db, server.clock.now(), fileStoreOf(server.config))).toBe(0)
    expect(await stored(fresh!)).toEqual({ row: true, upload: true, file: true })
  })

  it('runs as one of the server jobs', () => {
    expect(serverJobs(server.config).map((job) => job.name)).toContain('delete unused listing photos')
  })
})

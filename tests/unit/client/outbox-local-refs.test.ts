import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { openDb } from '../../../src/client/db'
import { localRef } from '../../../src/client/outbox/param-patches'
import type { Sender } from '../../../src/client/outbox/outbox-types'
import { ApiError } from '../../../src/client/errors'
import { freshDbName, makeOutbox } from './support/outbox-fakes'

const ITEM = 'listing:lu1:photos'

/** Uploads answer img-1, img-2… ; the photo list is recorded as sent. */
function photoServer(failFirstUploads = 0) {
  const sent: { endpoint: string; params: Record<string, unknown> }[] = []
  let uploads = 0
  let failures = failFirstUploads
  const send: Sender = async ({ endpoint, params }) => {
    await Promise.resolve()
    if (endpoint === 'listingUploadPhoto') {
      if (failures-- > 0) throw new ApiError({ status: 0, key: 'networkError' })
      sent.push({ endpoint, params })
      return { imgId: `img-${++uploads}`, url: `/p/${uploads}.jpg`, width: 1920, height: 1280, photoType: params.photoType }
    }
    sent.push({ endpoint, params })
    return { version: 1 }
  }
  return { send, sent }
}

const upload = (name: string) => ({
  endpoint: 'listingUploadPhoto' as const,
  params: { luId: 'lu1', photoType: 'bed', width: 1920, height: 1280 } as never,
  item: ITEM,
  blobs: { file: new Blob([name], { type: 'image/jpeg' }) },
})

const photoList = (refs: string[], cover: string) => ({
  endpoint: 'listingSetPhotos' as const,
  params: { luId: 'lu1', version: 0, photos: refs.map((imgId) => ({ imgId, photoType: 'bed' })), coverImgId: cover } as never,
  item: ITEM,
  merge: true,
  resolveParams: 'localRefs' as const,
})

describe('outbox: a photo list naming several queued uploads (localRefs)', () => {
  it('sends the uploads first, then the list with every local ref replaced by its imgId', async () => {
    const server = photoServer()
    const box = makeOutbox(openDb(freshDbName()), { send: server.send })
    const a = await box.enqueue(upload('a'))
    const b = await box.enqueue(upload('b'))
    const c = await box.enqueue(upload('c'))
    await box.enqueue(photoList(['img-0', localRef(c), localRef(a), localRef(b)], localRef(b)))
    await box.replay()
    const list = server.sent.at(-1)!
    expect(list.endpoint).toBe('listingSetPhotos')
    expect((list.params.photos as { imgId: string }[]).map((p) => p.imgId)).toEqual(['img-0', 'img-3', 'img-1', 'img-2'])
    expect(list.params.coverImgId).toBe('img-2')
  })

  it('resolves at enqueue the refs of uploads that already succeeded, later ones on their success', async () => {
    const server = photoServer(1)
    const db = openDb(freshDbName())
    const box = makeOutbox(db, { send: server.send })
    const a = await box.enqueue(upload('a'))
    const b = await box.enqueue(upload('b'))
    await box.replay() // a fails (network), b waits behind it
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 })
    await box.replay() // a then b succeed
    const c = await box.enqueue(upload('c'))
    await box.enqueue(photoList([localRef(a), localRef(b), localRef(c)], localRef(a)))
    const queued = (await db.outbox.where('item').equals(ITEM).toArray()).at(-1)!
    expect((queued.params.photos as { imgId: string }[]).map((p) => p.imgId)).toEqual(['img-1', 'img-2', localRef(c)])
    await box.replay()
    const list = server.sent.at(-1)!
    expect((list.params.photos as { imgId: string }[]).map((p) => p.imgId)).toEqual(['img-1', 'img-2', 'img-3'])
    expect(list.params.coverImgId).toBe('img-1')
  })
})

import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { buildRequest } from '../../../src/client/build-request'
import { IDEMPOTENCY_PARAM } from '../../../src/domain/common-params'
import { endpoints, type EndpointKey } from '../../../src/domain/endpoints'
import type { LoginResult } from '../../../src/domain/endpoints'

/** Calls the real server as the signed-in host (signed like the portal, with an idempotency key for writes). */
export async function hostCall(login: LoginResult, key: EndpointKey, fields: Record<string, unknown>, file?: File): Promise<any> {
  const base = process.env.E2E_BASE_URL
  if (!base) throw new Error('E2E_BASE_URL is not set: run through playwright (tests/e2e/global-setup.ts)')
  const def = endpoints[key]
  const request = buildRequest({
    def,
    base: `${base}/api/${def.service}`,
    fields: 'idempotent' in def && def.idempotent ? { ...fields, [IDEMPOTENCY_PARAM]: randomUUID() } : fields,
    session: { userId: login.userId, sessId: login.sessId, xztoken: login.xztoken, userName: login.userName },
    nowMs: Date.now(),
    offsetMs: 0,
    ...(file ? { file, fileName: file.name } : {}),
  })
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body })
  const envelope = (await response.json()) as { status: number; content?: unknown; errorMsg?: string }
  if (envelope.status !== 200) throw new Error(`${key} failed: ${JSON.stringify(envelope)}`)
  return envelope.content
}

/** Six photos (cover living room, a bed photo, kitchen and bathroom upright) uploaded and set as the listing's list. */
export async function uploadPhotoSet(login: LoginResult, luId: string): Promise<void> {
  const set = [
    { photoType: 'living', width: 1200, height: 800 },
    { photoType: 'bedroom', width: 1200, height: 800 },
    { photoType: 'bed', width: 1200, height: 800 },
    { photoType: 'kitchen', width: 800, height: 1200 },
    { photoType: 'bathroom', width: 800, height: 1200 },
    { photoType: 'exterior', width: 1200, height: 900 },
  ]
  const ids: Array<{ imgId: string; photoType: string }> = []
  for (const [i, photo] of set.entries()) {
    const bytes = await sharp({ create: { width: photo.width, height: photo.height, channels: 3, background: { r: 150 + i * 10, g: 140, b: 120 } } }).jpeg().toBuffer()
    const file = new File([new Uint8Array(bytes)], `photo-${i}.jpg`, { type: 'image/jpeg' })
    const answer = await hostCall(login, 'listingUploadPhoto', { luId, photoType: photo.photoType, width: photo.width, height: photo.height }, file)
    ids.push({ imgId: answer.imgId, photoType: photo.photoType })
  }
  const detail = await hostCall(login, 'listingGet', { luId })
  await hostCall(login, 'listingSetPhotos', {
    luId, version: detail.versions.housePhotos, photos: ids, coverImgId: ids[0]!.imgId,
  })
}

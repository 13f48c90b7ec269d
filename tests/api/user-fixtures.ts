import sharp from 'sharp'
import { idCardCheckChar } from '../../src/domain/validators/id-card'
import { createLandlord } from '../../src/server/console/landlords'
import type { TestServer, TestSession } from './support/server'
import type { SignedIn } from './support/flows'

export type ImageRef = { url: string; width: number; height: number }

/** Uploads a generated JPEG as `session` and returns the upload answer's url and size. */
export async function uploadImage(server: TestServer, session: TestSession, width = 1000, height = 630): Promise<ImageRef & { domain: string }> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 190 } } }).jpeg().toBuffer()
  const reply = await server.api('imageUpload', { dir: 'realname' }, { session, file: new File([bytes], 'card.jpg', { type: 'image/jpeg' }) })
  if (reply.body?.status !== 200) throw new Error(`imageUpload: ${reply.text}`)
  const { url, domain } = reply.body as { url: string; domain: string }
  return { url, domain, width, height }
}

/** A valid 18-digit ID card number (region 330106, born 1990-01-01 + day offset). */
export function validIdCardNo(sequence = 1, lowerX = false): string {
  for (let s = sequence; ; s++) {
    const first17 = `330106199001${String(1 + (s % 28)).padStart(2, '0')}${String(s % 1000).padStart(3, '0')}`
    const check = idCardCheckChar(first17)
    if (!lowerX || check === 'X') return first17 + (lowerX ? 'x' : check)
  }
}

let overseasCounter = 0

/** An overseas (Japan) landlord created by staff, signed in with a password. */
export async function overseasLandlord(server: TestServer): Promise<SignedIn> {
  overseasCounter += 1
  const mobile = `90${String(12345600 + overseasCounter).padStart(8, '0')}`
  const password = 'Spring#2026'
  await createLandlord(server.db, { mobile, country: '81', password, overseas: true }, server.clock.now())
  const login = await server.api('passwordLogin', { mobile, countryCode: '81', password })
  if (login.body?.status !== 200) throw new Error(`passwordLogin: ${login.text}`)
  server.clock.advance(61_000)
  return login.body.content as SignedIn
}

export async function userRow(server: TestServer, userId: string) {
  return server.db.selectFrom('users').selectAll().where('id', '=', Number(userId)).executeTakeFirstOrThrow()
}

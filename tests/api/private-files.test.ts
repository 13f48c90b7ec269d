import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runConsole } from '../../src/server/console/run'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'

/** ID-card, passport and business-licence images are their owner's only (decision 0030). */

let server: TestServer
let owner: SignedIn
let stranger: SignedIn

beforeAll(async () => {
  server = await startServer()
  owner = await smsLogin(server, freshMobile())
  stranger = await smsLogin(server, freshMobile())
})
afterAll(async () => {
  await server.close()
})

const cookieOf = (user: SignedIn) => `userId=${user.userId}; sessId=${user.sessId}; xztoken=${user.xztoken}`

async function upload(user: SignedIn, dir: string): Promise<string> {
  const bytes = await sharp({ create: { width: 200, height: 150, channels: 3, background: { r: 200, g: 30, b: 30 } } }).jpeg().toBuffer()
  const reply = await server.api('imageUpload', { dir }, { session: user, file: new File([new Uint8Array(bytes)], 'id.jpg', { type: 'image/jpeg' }) })
  expect(reply.body.status, reply.text).toBe(200)
  return `/files${reply.body.url as string}`
}

describe('private uploads', () => {
  it.each(['realname', 'qualification'])('%s images: 200 to the owner\'s session cookie, uncached; 404 to anyone else', async (dir) => {
    const url = await upload(owner, dir)
    const mine = await server.fetch(url, { headers: { Cookie: cookieOf(owner) } })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('content-type')).toBe('image/jpeg')
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await sharp(Buffer.from(await mine.arrayBuffer())).metadata()).width).toBe(200)

    const missing = await server.fetch(`/files/${dir}/2026/11/${'0'.repeat(32)}.jpg`, { headers: { Cookie: cookieOf(owner) } })
    for (const [who, headers] of [
      ['no cookie', {}],
      ['another landlord', { Cookie: cookieOf(stranger) }],
      ['a forged token', { Cookie: `userId=${owner.userId}; sessId=${owner.sessId}; xztoken=forged` }],
      ['another landlord\'s session with the owner\'s id', { Cookie: `userId=${owner.userId}; sessId=${stranger.sessId}; xztoken=${stranger.xztoken}` }],
    ] as const) {
      const res = await server.fetch(url, { headers })
      // the same answer as for a file that does not exist: existence is not revealed
      expect(res.status, who).toBe(404)
      expect(res.status, who).toBe(missing.status)
      expect(await res.text(), who).not.toContain('JFIF')
      expect(res.headers.get('cache-control') ?? '', who).not.toContain('public')
    }
  })

  it('a signed-out session no longer sees its images', async () => {
    const user = await smsLogin(server, freshMobile())
    const url = await upload(user, 'realname')
    expect((await server.fetch(url, { headers: { Cookie: cookieOf(user) } })).status).toBe(200)
    await server.db.updateTable('sessions').set({ revoked_at: server.clock.now() }).where('id', '=', user.sessId).execute()
    expect((await server.fetch(url, { headers: { Cookie: cookieOf(user) } })).status).toBe(404)
  })

  it('listing photos and avatars stay public and cached', async () => {
    for (const dir of ['listing', 'duanzu_head']) {
      const url = await upload(owner, dir)
      const res = await server.fetch(url)
      expect(res.status, dir).toBe(200)
      expect(res.headers.get('cache-control'), dir).toBe('public, max-age=86400')
    }
  })
})

describe('console: files show', () => {
  it('prints the stored file\'s absolute path and owner for staff', async () => {
    const url = await upload(owner, 'realname')
    const relative = url.slice('/files/'.length)
    const deps = { db: server.db, config: server.config, now: () => server.clock.now() }
    for (const arg of [relative, url, `${server.url}${url}`]) {
      const result = await runConsole(['files', 'show', arg], deps)
      expect(result.code, arg).toBe(0)
      expect(result.out.join('\n'), arg).toContain(`${server.config.filesDir}/${relative}`)
      expect(result.out.join('\n'), arg).toContain(`user ${owner.userId}`)
    }
    const unknown = await runConsole(['files', 'show', 'realname/2026/11/none.jpg'], deps)
    expect(unknown.code).toBe(1)
    expect((await runConsole(['files', 'show', '../portal.sqlite'], deps)).code).toBe(1)
  })
})

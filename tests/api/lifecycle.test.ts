import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../src/server/db/connect'
import { jpeg } from './listing-fixtures'
import { startInstance } from './support/instances'
import type { Instance } from './support/instances'
import { apiClient } from './support/server'
import { DEMO_PASSWORD } from '../../src/server/console/seed'
import { passwordSignIn } from './support/flows'

// An instance stopped as an orchestrator stops it (issue 37): SIGTERM to the real server process.
// From then on /api/ready answers 503, a chat long-poll waiting is answered at once, every answer
// closes its connection, the writes and the upload in flight finish, and the process exits 0.

let dataDir: string
let instance: Instance

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-stop-'))
  instance = await startInstance('stopping', { DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), DEMO_DATA: '1', SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '8000', LOG_LEVEL: 'info' })
}, 90_000)
afterAll(async () => {
  await instance?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const exited = (i: Instance) => new Promise<number | null>((resolve) => {
  if (i.process.exitCode !== null) resolve(i.process.exitCode)
  else i.process.once('exit', (code) => resolve(code))
})

describe('a graceful stop (SIGTERM)', () => {
  it('ready before; then not ready, the long-poll answered at once, writes and an upload in flight finished, exit 0', { timeout: 60_000 }, async () => {
    const api = apiClient(instance.url, () => Date.now())
    const ready = await fetch(`${instance.url}/api/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true, database: 'ok', migrations: 'done', draining: false })

    const overseas = await passwordSignIn(api, '9087654321', '81', DEMO_PASSWORD)
    const mainland = await passwordSignIn(api, '13800000001', '86', DEMO_PASSWORD)
    const joined = await api('imJoin', {}, { session: overseas })
    expect(joined.body?.status, joined.text).toBe(200)

    // a long-poll of 30 s, waiting when the signal comes
    const poll = api('imRefresh', { imVersion: joined.body.content.imVersion, waitMs: 30_000 }, { session: overseas })
    await new Promise((resolve) => setTimeout(resolve, 500))
    // writes and an upload on their way
    const luIds = Array.from({ length: 12 }, () => crypto.randomUUID())
    const writes = Promise.all(luIds.map((luId) => api('listingCreate', { luId, rentalType: 'whole' }, { session: mainland })))
    const upload = api('imageUpload', { dir: 'duanzu_head' }, { session: mainland, file: await jpeg(1600, 1200) })
    const stopped = exited(instance)
    instance.process.kill('SIGTERM')

    // answered by the drain (closing its connection), well before its 30 s and the 8 s grace
    const answered = await poll
    expect(answered.body?.status, answered.text).toBe(200)
    expect(answered.headers.get('connection')).toBe('close')

    // during the delay the instance still answers, as not ready
    const notReady = await fetch(`${instance.url}/api/ready`)
    expect(notReady.status).toBe(503)
    expect(await notReady.json()).toMatchObject({ ready: false, draining: true })

    for (const reply of await writes) expect(reply.body?.status, reply.text).toBe(200)
    const uploaded = await upload
    expect(uploaded.http, uploaded.text).toBe(200)
    expect(await stopped).toBe(0)
    expect(instance.output.join('')).toContain('SIGTERM: stopped')

    // every acknowledged write is in the database
    const db = createDb({ dbFile: path.join(dataDir, 'portal.sqlite') })
    try {
      const rows = await db.selectFrom('listings').select('lu_id').where('lu_id', 'in', luIds).execute()
      expect(rows).toHaveLength(luIds.length)
    } finally {
      await db.destroy()
    }
  })
})

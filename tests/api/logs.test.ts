import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../src/server/console/seed'
import { createDb } from '../../src/server/db/connect'
import { smsTarget } from '../../src/server/services/uic/service'
import { startInstance } from './support/instances'
import type { Instance } from './support/instances'
import { apiClient } from './support/server'
import { dbLink } from './support/db-link'
import { openTestDb } from './support/test-db'

// The server's log (issue 37): one JSON object a line, an access line per request carrying the
// id the answer's X-Request-Id gives, and no password, code or session token anywhere in it.

let dataDir: string
let instance: Instance

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-logs-'))
  instance = await startInstance('logs', { DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), DEMO_DATA: '1', LOG_LEVEL: 'info' })
}, 90_000)
afterAll(async () => {
  await instance?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const lines = () => instance.output.join('').split('\n').filter((line) => line.trim() !== '')

describe('the server log', () => {
  it('an access line per call with the id of its answer; sign-ins leave no password, code or token in it', { timeout: 60_000 }, async () => {
    const api = apiClient(instance.url, () => Date.now())
    const password = DEMO_PASSWORD
    const byPassword = await api('passwordLogin', { mobile: '13800000001', countryCode: '86', password })
    expect(byPassword.body?.status, byPassword.text).toBe(200)
    const wrong = await api('passwordLogin', { mobile: '13800000001', countryCode: '86', password: 'Wrong#Secret77' })
    expect(wrong.body?.errorMsg).toBe('wrongPassword')

    // a sign-in by SMS code: the code is read where the SMS gateway would take it
    expect((await api('sendSmsCode', { mobile: '13800000002', countryCode: '86', scene: 'login' })).body?.status).toBe(200)
    const db = createDb({ dbFile: path.join(dataDir, 'portal.sqlite') })
    const code = (await db.selectFrom('outbound_messages').select('code').where('target', '=', smsTarget('86', '13800000002')).orderBy('id', 'desc').executeTakeFirstOrThrow()).code
    await db.destroy()
    const byCode = await api('quickLogin', { mobile: '13800000002', countryCode: '86', code })
    expect(byCode.body?.status, byCode.text).toBe(200)
    const session = byCode.body.content as { sessId: string; xztoken: string }
    expect((await api('getebkinfo', {}, { session: byCode.body.content })).body?.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 300))

    const all = lines()
    // every line is one JSON object with a time, a level and the instance
    const parsed = all.map((line) => JSON.parse(line) as Record<string, unknown>)
    for (const entry of parsed) expect(entry).toMatchObject({ time: expect.any(String), level: expect.any(String), instance: 'logs' })
    // the access line of the sign-in carries the id the answer gave
    const id = byPassword.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(parsed.find((entry) => entry.reqId === id)).toMatchObject({ msg: 'request', method: 'POST', path: '/api/uic/login/password', status: 200 })
    // nothing secret, in any line
    const text = all.join('\n')
    for (const secret of [password, 'Wrong#Secret77', code, session.sessId, session.xztoken]) expect(text).not.toContain(secret)
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('the server log when PostgreSQL goes away', () => {
  it('two lines for the outage, whatever failed meanwhile: unreachable, then reachable again', { timeout: 120_000 }, async () => {
    const test = await openTestDb({ dbFile: '' })
    const link = await dbLink(test.databaseUrl!)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-outage-'))
    const server = await startInstance('outage', { DATABASE_URL: link.url, DATA_DIR: dir, DIST_DIR: path.join(dir, 'no-dist'), DEMO_DATA: '1', LOG_LEVEL: 'info' })
    try {
      const api = apiClient(server.url, () => Date.now())
      expect((await api('passwordLogin', { mobile: '13800000001', countryCode: '86', password: DEMO_PASSWORD })).body?.status).toBe(200)
      const before = server.output.join('').length
      await link.cut()
      // calls, jobs and the events listener all fail for a few seconds
      for (let i = 0; i < 10; i++) {
        await api('passwordLogin', { mobile: '13800000001', countryCode: '86', password: DEMO_PASSWORD }).catch(() => undefined)
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
      await link.restore()
      // until a call succeeds again
      for (let i = 0; i < 40; i++) {
        if ((await api('passwordLogin', { mobile: '13800000001', countryCode: '86', password: DEMO_PASSWORD })).body?.status === 200) break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      const during = server.output.join('').slice(before).split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as { level: string; msg: string })
      const notRequests = during.filter((entry) => entry.msg !== 'request')
      expect(notRequests.filter((entry) => entry.msg === 'database unreachable'), JSON.stringify(notRequests)).toHaveLength(1)
      expect(notRequests.filter((entry) => entry.msg === 'database reachable again'), JSON.stringify(notRequests)).toHaveLength(1)
      expect(notRequests.filter((entry) => entry.level === 'error' || entry.level === 'fatal').map((entry) => entry.msg)).toEqual(['database unreachable'])
    } catch (error) {
      // the instance's own words, when it did not survive the outage
      throw new Error(`${String(error)}\n${server.output.join('').slice(-3000)}`)
    } finally {
      await server.stop()
      await link.close()
      await test.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

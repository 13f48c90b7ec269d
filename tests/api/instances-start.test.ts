import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startInstance } from './support/instances'
import type { Instance } from './support/instances'
import { openTestDb } from './support/test-db'
import type { TestDb } from './support/test-db'

// Two instances started at the same moment on one empty PostgreSQL database with demo data on
// (issue 37): before, one of them crashed on a duplicate demo user. Needs PostgreSQL.

const pgOnly = describe.skipIf(!process.env.TEST_DATABASE_URL)
let test: TestDb | undefined
const instances: Instance[] = []

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()))
  await test?.drop()
}, 60_000)

pgOnly('instances starting together', () => {
  it('both start, and the demo data is made once', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-together-'))
    test = await openTestDb({ dbFile: path.join(dataDir, 'unused.sqlite') }, { migrate: false })
    const env = { DATABASE_URL: test.databaseUrl!, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'no-dist'), DEMO_DATA: '1' }
    instances.push(...(await Promise.all([startInstance('A', env), startInstance('B', env)])))
    for (const instance of instances) expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200)
    const demo = await test.db.selectFrom('users').select(['mobile']).where('mobile', 'in', ['13800000001', '13800000002', '13800000003', '9012345678', '9087654321']).execute()
    expect(demo.map((u) => u.mobile).sort()).toEqual(['13800000001', '13800000002', '13800000003', '9012345678', '9087654321'])
  })
})

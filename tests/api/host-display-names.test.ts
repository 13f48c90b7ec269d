import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { portalMigrator } from '../../src/server/db/migrate'
import { createLandlord } from '../../src/server/console/landlords'
import { runConsole } from '../../src/server/console/run'
import { maskMobile } from '../../src/server/services/uic/service'
import { content } from './calendar-fixtures'
import { freshIp, freshMobile, smsLogin } from './support/flows'
import type { SignedIn } from './support/flows'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { openTestDb } from './support/test-db'

let server: TestServer
const staff = (...argv: string[]) => runConsole(argv, { db: server.db, config: server.config, now: () => server.clock.now() })

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

let japan = 0
/** A Japanese mobile number nobody holds yet. */
function freshJapanMobile(): string {
  japan += 1
  return `80${String(Date.now() % 100_000).padStart(5, '0')}${String(japan).padStart(3, '0')}`
}

async function overseasQuickLogin(mobile: string): Promise<SignedIn> {
  const ip = freshIp()
  expect((await server.api('sendSmsCode', { mobile, countryCode: '81', scene: 'login' }, { ip })).body.status).toBe(200)
  const code = await server.codeFor(`+81 ${mobile}`)
  const reply = await server.api('quickLogin', { mobile, countryCode: '81', code }, { ip })
  expect(reply.body.status, reply.text).toBe(200)
  server.clock.advance(61_000)
  return reply.body.content as SignedIn
}

describe('the names a new host starts with (decision 0069)', () => {
  it('an overseas host signing up has no nickname: not its masked number, in the sign-in answer, the landlord info and its personal information', async () => {
    const mobile = freshJapanMobile()
    const login = await overseasQuickLogin(mobile)
    expect(login).toMatchObject({ isNew: true, nickName: '' })
    // the account's user name (the sign-in cookie) stays the masked number: it names the account, not the host
    expect(login.userName).toBe(maskMobile(mobile))
    const info = content(await server.api('getebkinfo', {}, { session: login }))
    expect(info).toMatchObject({ isOverSea: true, nickName: '', realName: '' })
    expect(content(await server.api('personalInfoGet', {}, { session: login }))).toMatchObject({ nickName: '' })
  })

  it('a mainland host keeps the masked number as its first nickname', async () => {
    const mobile = freshMobile()
    const login = await smsLogin(server, mobile)
    expect(login.nickName).toBe(maskMobile(mobile))
  })

  it('an overseas host the console creates has none either; once chosen, it is what the landlord info says', async () => {
    const mobile = freshJapanMobile()
    const out = await staff('landlord', 'create', '--mobile', mobile, '--country', '81', '--password', 'Spring#2026', '--overseas')
    expect(out.code, out.err.join('\n')).toBe(0)
    const row = await server.db.selectFrom('users').select(['nick_name', 'user_name', 'is_oversea']).where('mobile', '=', mobile).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ nick_name: '', is_oversea: 1 })
    expect(row.user_name).toBe(maskMobile(mobile))

    const host = content(await server.api('passwordLogin', { mobile, countryCode: '81', password: 'Spring#2026' })) as SignedIn
    server.clock.advance(61_000)
    const saved = content(await server.api('personalInfoEdit', {
      nickName: 'Sakura Stay', avatarUrl: '', alternateName: '', alternateMobile: '', alternateCountryCode: '81', version: 0,
    }, { session: host }))
    expect(saved).toMatchObject({ nickName: 'Sakura Stay' })
    expect(content(await server.api('getebkinfo', {}, { session: host }))).toMatchObject({ nickName: 'Sakura Stay' })
  })

  it('binding a social account of a host without a nickname names it after the account', async () => {
    const mobile = freshJapanMobile()
    const user = await createLandlord(server.db, { mobile, country: '81', overseas: true }, server.clock.now())
    const out = await staff('social', 'bind', mobile, '--country', '81', '--provider', 'google')
    expect(out.code).toBe(0)
    const bound = await server.db.selectFrom('social_bindings').select('nick_name').where('user_id', '=', user.id).executeTakeFirstOrThrow()
    expect(bound.nick_name).toBe(`${user.user_name} (google)`)
  })
})

describe('migration 2026-12-01T0100-overseas-nicknames', () => {
  it("clears an overseas host's nickname that is still its masked number, and nothing else", async () => {
    const name = '2026-12-01T0100-overseas-nicknames'
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'overseas-nicknames-'))
    const { db, drop } = await openTestDb({ dbFile: path.join(dir, 'portal.db'), databaseUrl: undefined }, { migrate: false })
    try {
      const migrator = portalMigrator(db)
      const names = (await migrator.getMigrations()).map((m) => m.name)
      expect((await migrator.migrateTo(names[names.indexOf(name) - 1]!)).error).toBeUndefined()
      const rows: ReadonlyArray<[string, string, number, string]> = [
        // mobile, country, overseas, nickname
        ['9087654321', '81', 1, maskMobile('9087654321')],
        ['9012345678', '81', 1, 'Tokyo Loft'],
        ['91234567', '852', 1, maskMobile('91234567')],
        ['13800000001', '86', 0, maskMobile('13800000001')],
      ]
      for (const [mobile, country, overseas, nick] of rows) {
        await sql`insert into users (mobile, country_code, user_name, nick_name, is_oversea, created_at)
          values (${mobile}, ${country}, ${nick}, ${nick}, ${overseas}, 0)`.execute(db)
      }
      expect((await migrator.migrateTo(name)).error).toBeUndefined()
      const after = await sql<{ mobile: string; nick_name: string; user_name: string }>`select mobile, nick_name, user_name from users order by id`.execute(db)
      expect(after.rows.map((r) => [r.mobile, r.nick_name, r.user_name])).toEqual([
        ['9087654321', '', '908***4321'],
        ['9012345678', 'Tokyo Loft', 'Tokyo Loft'],
        ['91234567', '', '912***67'],
        ['13800000001', '138****0001', '138****0001'],
      ])
    } finally {
      await drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smsTarget } from '../../src/server/services/uic/service'
import { pruneRateEventsJob } from '../../src/server/services/uic/rate-limit'
import { SERVER_JOBS } from '../../src/server/jobs/server-jobs'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshIp, freshMobile, passSlide, registerUser, expectSlide } from './support/flows'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const MINUTE = 60_000
const PASSWORD = 'Spring#2026'


describe('sending codes', () => {
  it('allows one code per number per minute', async () => {
    const mobile = freshMobile()
    expect((await server.api('sendSmsCode', { mobile, scene: 'login' })).body.status).toBe(200)
    server.clock.advance(59_999)
    const again = await server.api('sendSmsCode', { mobile, scene: 'login' })
    expect(again.http).toBe(200)
    expect(again.body).toEqual({ status: 429, errorMsg: 'doNotClickTooFrequently' })
    // Another number is not affected.
    expect((await server.api('sendSmsCode', { mobile: freshMobile(), scene: 'login' })).body.status).toBe(200)
    server.clock.advance(1)
    expect((await server.api('sendSmsCode', { mobile, scene: 'login' })).body.status).toBe(200)
  })

  it('asks for a slide verification from the 4th send in 10 minutes; a slide token passes it once', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 3; i++) {
      expect((await server.api('sendSmsCode', { mobile, scene: 'login' })).body.status).toBe(200)
      server.clock.advance(MINUTE)
    }
    const before = await server.count('outbound_messages')
    expectSlide(await server.api('sendSmsCode', { mobile, scene: 'login' }))
    expect(await server.count('outbound_messages')).toBe(before)

    const token = await passSlide(server)
    expect((await server.api('sendSmsCode', { mobile, scene: 'login', slideToken: token })).body.status).toBe(200)
    server.clock.advance(MINUTE)
    // The token is used up.
    expectSlide(await server.api('sendSmsCode', { mobile, scene: 'login', slideToken: token }))
    // A wrong token does not pass.
    expectSlide(await server.api('sendSmsCode', { mobile, scene: 'login', slideToken: 'made-up' }))
  })

  it('lets the window slide: after 10 minutes no verification is needed', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 3; i++) {
      await server.api('sendSmsCode', { mobile, scene: 'login' })
      server.clock.advance(MINUTE)
    }
    expectSlide(await server.api('sendSmsCode', { mobile, scene: 'login' }))
    server.clock.advance(8 * MINUTE)
    expect((await server.api('sendSmsCode', { mobile, scene: 'login' })).body.status).toBe(200)
  })

  it('refuses the 11th send in a day with tooManySends, even with a slide token', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 10; i++) {
      const reply = await server.api('sendSmsCode', { mobile, scene: 'login' })
      expect(reply.body.status, `send ${i + 1}`).toBe(200)
      server.clock.advance(11 * MINUTE)
    }
    const token = await passSlide(server)
    const refused = await server.api('sendSmsCode', { mobile, scene: 'login', slideToken: token })
    expect(refused.body).toEqual({ status: 429, errorMsg: 'tooManySends' })
    // The token was not spent on a refused send.
    const other = freshMobile()
    for (let i = 0; i < 3; i++) {
      await server.api('sendSmsCode', { mobile: other, scene: 'login' })
      server.clock.advance(MINUTE)
    }
    expect((await server.api('sendSmsCode', { mobile: other, scene: 'login', slideToken: token })).body.status).toBe(200)
    // A day after the first send there is room again.
    server.clock.advance(24 * 60 * MINUTE - 10 * 11 * MINUTE)
    expect((await server.api('sendSmsCode', { mobile, scene: 'login' })).body.status).toBe(200)
  })

  it('limits reset e-mails the same way', async () => {
    const user = await registerUser(server, freshMobile(), PASSWORD)
    await server.db.updateTable('users').set({ email: `limit-${user.userId}@example.com` }).where('id', '=', Number(user.userId)).execute()
    const email = `limit-${user.userId}@example.com`
    expect((await server.api('sendResetEmail', { email })).body.status).toBe(200)
    expect((await server.api('sendResetEmail', { email })).body).toEqual({ status: 429, errorMsg: 'doNotClickTooFrequently' })
  })
})

describe('login failures', () => {
  it('asks for a slide after 5 failures of a number from an address, then makes that pair wait 2, 4, 8 minutes', async () => {
    const mobile = freshMobile()
    const ip = freshIp()
    await registerUser(server, mobile, PASSWORD)
    for (let i = 0; i < 5; i++) {
      const reply = await server.api('passwordLogin', { mobile, password: 'Wrong#pass1' }, { ip })
      expect(reply.body.errorMsg, `failure ${i + 1}`).toBe('wrongPassword')
    }
    // Even the right password needs the slide verification now.
    expectSlide(await server.api('passwordLogin', { mobile, password: PASSWORD }, { ip }))
    // The 6th failure starts a 2-minute wait; the 7th a 4-minute one, the 8th 8 minutes.
    for (const waitMinutes of [2, 4, 8]) {
      const failed = await server.api('passwordLogin', { mobile, password: 'Wrong#pass1', slideToken: await passSlide(server) }, { ip })
      expect(failed.body, `wait ${waitMinutes}`).toEqual({ status: 429, errorMsg: 'tooManyRequests' })
      server.clock.advance(waitMinutes * MINUTE - 1)
      const token = await passSlide(server)
      const waiting = await server.api('passwordLogin', { mobile, password: PASSWORD, slideToken: token }, { ip })
      expect(waiting.body).toEqual({ status: 429, errorMsg: 'tooManyRequests' })
      server.clock.advance(1)
    }
    const ok = await server.api('passwordLogin', { mobile, password: PASSWORD, slideToken: await passSlide(server) }, { ip })
    expect(ok.body.status).toBe(200)
    // Success forgets the pair's failures, not the address's: that address still needs a slide.
    expectSlide(await server.api('passwordLogin', { mobile, password: PASSWORD }, { ip }))
    expect((await server.api('passwordLogin', { mobile, password: PASSWORD })).body.status).toBe(200)
  })

  it('counts failures per client address across numbers', async () => {
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const reply = await server.api('passwordLogin', { mobile: freshMobile(), password: 'Wrong#pass1' }, { ip })
      expect(reply.body.errorMsg).toBe('wrongPassword')
    }
    expectSlide(await server.api('passwordLogin', { mobile: freshMobile(), password: 'Wrong#pass1' }, { ip }))
    // Another address is not affected.
    expect((await server.api('passwordLogin', { mobile: freshMobile(), password: 'Wrong#pass1' }, { ip: freshIp() })).body.errorMsg).toBe('wrongPassword')
  })

  it('counts wrong SMS codes in quick login as failures', async () => {
    const mobile = freshMobile()
    const ip = freshIp()
    for (let i = 0; i < 5; i++) {
      const reply = await server.api('quickLogin', { mobile, code: '000000' }, { ip })
      expect(reply.body.errorMsg).toBe('wrongCode')
    }
    expectSlide(await server.api('quickLogin', { mobile, code: '000000' }, { ip }))
  })

  it('forgets failures after 15 minutes', async () => {
    const mobile = freshMobile()
    const ip = freshIp()
    await registerUser(server, mobile, PASSWORD)
    for (let i = 0; i < 5; i++) await server.api('passwordLogin', { mobile, password: 'Wrong#pass1' }, { ip })
    expectSlide(await server.api('passwordLogin', { mobile, password: PASSWORD }, { ip }))
    server.clock.advance(15 * MINUTE)
    expect((await server.api('passwordLogin', { mobile, password: PASSWORD }, { ip })).body.status).toBe(200)
  })
})

describe('rate events', () => {
  it('are kept in the database (shared by every instance)', async () => {
    const mobile = freshMobile()
    await server.api('sendSmsCode', { mobile, scene: 'login' })
    const rows = await server.db.selectFrom('rate_events').selectAll().where('key', '=', `send:${smsTarget('86', mobile)}`).execute()
    expect(rows).toHaveLength(1)
    expect(Number(rows[0]?.at)).toBe(server.clock.now())
  })
})

describe('client address without a trusted proxy', () => {
  it('ignores X-Forwarded-For, so a client cannot spread failures over made-up addresses', async () => {
    const direct = await startServer({ trustProxy: false })
    try {
      for (let i = 0; i < 5; i++) {
        const reply = await direct.api('passwordLogin', { mobile: freshMobile(), password: 'Wrong#pass1' }, { ip: freshIp() })
        expect(reply.body.errorMsg).toBe('wrongPassword')
      }
      expectSlide(await direct.api('passwordLogin', { mobile: freshMobile(), password: 'Wrong#pass1' }, { ip: freshIp() }))
      const keys = await direct.db.selectFrom('rate_events').select('key').where('key', 'like', 'loginfail:ip:%').distinct().execute()
      expect(keys.map((k) => k.key)).toEqual(['loginfail:ip:127.0.0.1'])
    } finally {
      await direct.close()
    }
  })
})

describe('the rate events pruning job', () => {
  it('deletes the events no window reads any more and keeps a day of them', async () => {
    const now = server.clock.now()
    const day = 24 * 60 * MINUTE
    await server.db
      .insertInto('rate_events')
      .values([
        { key: 'prune-test:old', at: now - day - 1 },
        { key: 'prune-test:recent', at: now - day + 1 },
      ])
      .execute()
    await pruneRateEventsJob.run(server.db, now)
    const left = await server.db.selectFrom('rate_events').select('key').where('key', 'like', 'prune-test:%').execute()
    expect(left.map((row) => row.key)).toEqual(['prune-test:recent'])
  })

  it('is one of the jobs the server runs', () => {
    expect(SERVER_JOBS).toContain(pruneRateEventsJob)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshIp, freshMobile, passSlide, registerUser, expectSlide } from './support/flows'
import { hashesDone } from '../../src/server/services/uic/hash-pool'
import { LOGIN_LIMITS, claimLoginAttempt, loginFailureKeys, runClaimed } from '../../src/server/services/uic/rate-limit'
import { addRateEvent } from '../../src/server/services/uic/repo'
import { Busy } from '../../src/server/errors'

// Sign-in limits per (number, address) with growing delays, a looser per-number slide ceiling
// that never locks the owner out, and the client address a trusted proxy appended
// (docs/decisions/0003-rate-limits.md, 0028-sign-in-challenge.md).

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const MINUTE = 60_000
const PASSWORD = 'Spring#2026'
const WRONG = 'Wrong#pass1'


describe("an attacker's failures do not lock the owner out", () => {
  it('20 wrong passwords from address A: the owner at B signs in, A is guarded and delayed', async () => {
    const mobile = freshMobile()
    await registerUser(server, mobile, PASSWORD)
    const attacker = freshIp()
    const answers: string[] = []
    for (let i = 0; i < 20; i++) {
      // The attacker even passes a slide for every attempt.
      const reply = await server.api('passwordLogin', { mobile, password: WRONG, slideToken: await passSlide(server) }, { ip: attacker })
      answers.push(String(reply.body.errorMsg))
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('wrongPassword'))
    expect(answers.slice(5)).toEqual(Array(15).fill('tooManyRequests'))
    // The owner at another address: straight in.
    const owner = await server.api('passwordLogin', { mobile, password: PASSWORD }, { ip: freshIp() })
    expect(owner.body.status).toBe(200)
    // At A even the right password waits (and needs a slide after that).
    const fromA = await server.api('passwordLogin', { mobile, password: PASSWORD, slideToken: await passSlide(server) }, { ip: attacker })
    expect(fromA.body).toEqual({ status: 429, errorMsg: 'tooManyRequests' })
    server.clock.advance(2 * MINUTE)
    expectSlide(await server.api('passwordLogin', { mobile, password: PASSWORD }, { ip: attacker }))
  })

  it('failures spread over many addresses ask everyone for a slide from the 10th, never lock the number', async () => {
    const mobile = freshMobile()
    await registerUser(server, mobile, PASSWORD)
    for (let i = 0; i < 9; i++) {
      expect((await server.api('passwordLogin', { mobile, password: WRONG }, { ip: freshIp() })).body.errorMsg).toBe('wrongPassword')
    }
    expect((await server.api('passwordLogin', { mobile, password: WRONG }, { ip: freshIp() })).body.errorMsg).toBe('wrongPassword')
    for (let i = 0; i < 20; i++) {
      await server.api('passwordLogin', { mobile, password: WRONG, slideToken: await passSlide(server) }, { ip: freshIp() })
    }
    const owner = freshIp()
    expectSlide(await server.api('passwordLogin', { mobile, password: PASSWORD }, { ip: owner }))
    const ok = await server.api('passwordLogin', { mobile, password: PASSWORD, slideToken: await passSlide(server) }, { ip: owner })
    expect(ok.body.status).toBe(200)
    // The attack is not over because the owner got in: new addresses still need the slide.
    expectSlide(await server.api('passwordLogin', { mobile, password: WRONG }, { ip: freshIp() }))
    // After the window the number is free again.
    server.clock.advance(15 * MINUTE)
    expect((await server.api('passwordLogin', { mobile, password: PASSWORD }, { ip: freshIp() })).body.status).toBe(200)
  })
})

/**
 * Fires `count` wrong guesses at once with the right password at `rightAt`; `ip(i)` is the
 * address of the i-th. Answers by errorMsg ('signedIn' for a success) and the guesses judged
 * (scrypt derivations the hashing pool ran for the burst).
 */
async function burst(mobile: string, count: number, rightAt: number, ip: (i: number) => string) {
  const before = hashesDone()
  const replies = await Promise.all(Array.from({ length: count }, (_, i) =>
    server.api('passwordLogin', { mobile, password: i === rightAt ? PASSWORD : `${WRONG}${i}` }, { ip: ip(i) })))
  const answers = new Map<string, number>()
  for (const reply of replies) {
    // a slide verification answers HTTP 307 with no message (portal spec 8)
    const answer = reply.body.status === 200 ? 'signedIn' : reply.body.status === 307 ? 'slide' : String(reply.body.errorMsg)
    answers.set(answer, (answers.get(answer) ?? 0) + 1)
  }
  return { answers, judged: hashesDone() - before }
}

describe('guesses sent at once are judged as if they came one by one (issue 36)', () => {
  it('100 from one address, the right one 61st: at most 5 wrong ones are checked, the rest refused unchecked', async () => {
    const mobile = freshMobile()
    await registerUser(server, mobile, PASSWORD)
    const address = freshIp()
    const { answers, judged } = await burst(mobile, 100, 60, () => address)
    const wrong = answers.get('wrongPassword') ?? 0
    const signedIn = answers.get('signedIn') ?? 0
    expect(wrong).toBeLessThanOrEqual(LOGIN_LIMITS.slideAfter)
    // the right one gets in only when it was judged among the first five
    expect(wrong + signedIn).toBeLessThanOrEqual(LOGIN_LIMITS.slideAfter + signedIn)
    expect(judged).toBeLessThanOrEqual(LOGIN_LIMITS.slideAfter + signedIn)
    expect(wrong + signedIn + (answers.get('slide') ?? 0) + (answers.get('serverBusy') ?? 0)).toBe(100)
  })

  it('100 from 100 addresses on one number: checked up to the number\'s slide ceiling, never beyond', async () => {
    const mobile = freshMobile()
    await registerUser(server, mobile, PASSWORD)
    const addresses = Array.from({ length: 100 }, () => freshIp())
    const { answers, judged } = await burst(mobile, 100, 60, (i) => addresses[i]!)
    const signedIn = answers.get('signedIn') ?? 0
    expect(answers.get('wrongPassword') ?? 0).toBeLessThanOrEqual(LOGIN_LIMITS.numberSlideAfter)
    expect(judged).toBeLessThanOrEqual(LOGIN_LIMITS.numberSlideAfter + signedIn)
  })

  it('after the limit, a burst with the right password among 100 signs nobody in and checks nothing', async () => {
    const mobile = freshMobile()
    await registerUser(server, mobile, PASSWORD)
    const address = freshIp()
    for (let i = 0; i < LOGIN_LIMITS.slideAfter; i++) {
      expect((await server.api('passwordLogin', { mobile, password: WRONG }, { ip: address })).body.errorMsg).toBe('wrongPassword')
    }
    const { answers, judged } = await burst(mobile, 100, 60, () => address)
    expect(answers.get('signedIn')).toBeUndefined()
    expect(answers.get('slide')).toBe(100)
    expect(judged).toBe(0)
  })
})

describe('the client address behind a trusted proxy', () => {
  it('is the entry the proxy appended (the last), not a spoofed first one', async () => {
    const real = freshIp()
    for (let i = 0; i < 5; i++) {
      const reply = await server.api('passwordLogin', { mobile: freshMobile(), password: WRONG }, { ip: `${freshIp()}, ${real}` })
      expect(reply.body.errorMsg).toBe('wrongPassword')
    }
    // A new made-up first entry does not make a new client.
    expectSlide(await server.api('passwordLogin', { mobile: freshMobile(), password: WRONG }, { ip: `203.0.113.9, ${real}` }))
    const keys = await server.db.selectFrom('rate_events').select('key').where('key', 'like', `loginfail:ip:%`).distinct().execute()
    expect(keys.map((k) => k.key)).toContain(`loginfail:ip:${real}`)
    expect(keys.map((k) => k.key)).not.toContain('loginfail:ip:203.0.113.9')
  })

  it('with TRUST_PROXY=2 is the second entry from the right', async () => {
    const hops = await startServer({ trustProxy: true, trustProxyHops: 2 })
    try {
      const real = freshIp()
      for (let i = 0; i < 5; i++) {
        await hops.api('passwordLogin', { mobile: freshMobile(), password: WRONG }, { ip: `${freshIp()}, ${real}, 10.255.0.1` })
      }
      expectSlide(await hops.api('passwordLogin', { mobile: freshMobile(), password: WRONG }, { ip: `198.51.100.7, ${real}, 10.255.0.2` }))
      const keys = await hops.db.selectFrom('rate_events').select('key').where('key', 'like', 'loginfail:ip:%').distinct().execute()
      expect(keys.map((k) => k.key)).toEqual([`loginfail:ip:${real}`])
    } finally {
      await hops.close()
    }
  })

  it('TRUST_PROXY parses as off, 1/true or a number of hops, and refuses anything else', () => {
    const parse = (v: string | undefined) => {
      const c = loadConfig({ PORT: '0', DATA_DIR: '/tmp/x', ...(v === undefined ? {} : { TRUST_PROXY: v }) })
      return [c.trustProxy, c.trustProxyHops]
    }
    expect(parse(undefined)).toEqual([false, undefined])
    expect(parse('0')).toEqual([false, undefined])
    expect(parse('false')).toEqual([false, undefined])
    expect(parse('1')).toEqual([true, 1])
    expect(parse('true')).toEqual([true, 1])
    expect(parse('3')).toEqual([true, 3])
    expect(() => parse('11')).toThrow(/TRUST_PROXY/)
    // read as off before (issue 37): the proxy's own address would have stood for every client
    for (const bad of ['yes', 'on', '1.5', '-1']) expect(() => parse(bad)).toThrow(/TRUST_PROXY/)
  })
})

describe('a sign-in refused as Busy after its slide verification', () => {
  it('gives the slide token back, so the retry needs no second slide; a judged attempt spends it', async () => {
    const keys = loginFailureKeys(`86-${freshMobile()}`, freshIp())
    const now = server.clock.now()
    // five failures of the pair a minute ago: the next attempt needs a slide, and waits no delay
    for (let i = 0; i < LOGIN_LIMITS.slideAfter; i++) await addRateEvent(server.db, keys.pair, now - 60_000)
    const token = await passSlide(server)
    await expect(claimLoginAttempt(server.db, keys, now, undefined)).rejects.toMatchObject({ key: 'slideFailed' })

    const first = await claimLoginAttempt(server.db, keys, now, token)
    await expect(runClaimed(first, async () => { throw new Busy() }, () => true)).rejects.toBeInstanceOf(Busy)
    // nothing was judged: the same token passes the gate again, and the attempt is judged (a wrong password)
    const retry = await claimLoginAttempt(server.db, keys, now, token)
    expect(await runClaimed(retry, async () => false, (right) => !right)).toBe(false)
    // that one counted: past its delay the token is spent, a new slide is needed
    await expect(claimLoginAttempt(server.db, keys, now + LOGIN_LIMITS.maxDelayMs / 2, token)).rejects.toMatchObject({ key: 'slideFailed' })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshIp, freshMobile, passSlide, registerUser, expectSlide } from './support/flows'

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

  it('TRUST_PROXY parses as off, 1/true or a number of hops', () => {
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
  })
})

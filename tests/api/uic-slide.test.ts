import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './support/server'
import type { TestServer } from './support/server'
import { freshMobile, humanTrack, passSlide } from './support/flows'

let server: TestServer

beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

async function challenge(): Promise<{ id: string; targetX: number; content: Record<string, unknown> }> {
  const reply = await server.api('slideChallenge')
  expect(reply.body.status).toBe(200)
  const id = reply.body.content.challengeId as string
  const row = await server.db.selectFrom('slide_challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return { id, targetX: row.target_x, content: reply.body.content }
}

describe('slideChallenge', () => {
  it('sends two raster pictures and no number, shape or markup that states the gap', async () => {
    const a = await challenge()
    expect(a.content).toMatchObject({ trackWidth: 300, pieceWidth: 44, pieceY: 0 })
    expect(Object.keys(a.content).sort()).toEqual(['challengeId', 'image', 'pieceImage', 'pieceWidth', 'pieceY', 'trackWidth'])
    const picture = await sharp(dataUrlBytes(a.content.image as string, 'image/jpeg')).metadata()
    expect([picture.format, picture.width, picture.height]).toEqual(['jpeg', 300, 150])
    const piece = await sharp(dataUrlBytes(a.content.pieceImage as string, 'image/png')).metadata()
    expect([piece.format, piece.width, piece.height, piece.hasAlpha]).toEqual(['png', 44, 150, true])
    const text = JSON.stringify(a.content)
    expect(text).not.toMatch(/<svg|<rect|<path|x="/i)
    const xs = new Set<number>([a.targetX])
    for (let i = 0; i < 8; i++) xs.add((await challenge()).targetX)
    expect(xs.size).toBeGreaterThan(1)
  })

  it('cannot be solved by reading the page or the answer: 0 of 10 by regex or by trying its numbers', async () => {
    // The page is the same for every challenge (its pictures come from the challenge answer).
    const html = await (await server.fetch('/verify/slide')).text()
    expect(html).not.toMatch(/<svg|<rect/i)
    await server.api('slideChallenge')
    expect(await (await server.fetch('/verify/slide')).text()).toBe(html)
    let solved = 0
    for (let i = 0; i < 10; i++) {
      const reply = await server.api('slideChallenge')
      const content = reply.body.content as Record<string, unknown>
      const id = content.challengeId as string
      const row = await server.db.selectFrom('slide_challenges').select('target_x').where('id', '=', id).executeTakeFirstOrThrow()
      // The old attack: the gap's <rect x=...> in the picture, wherever it might be in the answer.
      const fromRegex = [...JSON.stringify(content).matchAll(/<rect x=\\?"(\d+)/g)].map((m) => Number(m[1]))
      // Every number the answer states outside the pictures' pixels and its random id.
      const stated = JSON.stringify({ ...content, image: '', pieceImage: '', challengeId: '' })
      const numbers = [...stated.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]))
      expect(numbers.filter((n) => Math.abs(n - row.target_x) <= 4), `challenge ${i}`).toEqual([])
      const candidates = [...new Set([...fromRegex, ...numbers.filter((n) => n > 0 && n < 300)])].slice(0, 3)
      for (const x of candidates) {
        const verified = await server.api('slideVerify', { challengeId: id, x, track: humanTrack(x) })
        if (verified.body.status === 200) solved += 1
      }
    }
    expect(solved).toBe(0)
  })

  it('cuts the piece from the picture where the gap is (an eye can match them)', async () => {
    const a = await challenge()
    const picture = await sharp(dataUrlBytes(a.content.image as string, 'image/jpeg')).removeAlpha().raw().toBuffer()
    const piece = await sharp(dataUrlBytes(a.content.pieceImage as string, 'image/png')).raw().toBuffer()
    // The piece's opaque rows are where the gap is; the gap is darker than the piece at targetX.
    const rows = Array.from({ length: 150 }, (_, y) => y).filter((y) => (piece[(y * 44 + 22) * 4 + 3] ?? 0) > 200)
    expect(rows.length).toBeGreaterThan(20)
    const mean = (f: (x: number, y: number) => number) => {
      let sum = 0
      for (const y of rows) for (let x = 10; x < 34; x++) sum += f(x, y)
      return sum / (rows.length * 24)
    }
    const gapLight = mean((x, y) => picture[(y * 300 + a.targetX + x) * 3] ?? 0)
    const pieceLight = mean((x, y) => piece[(y * 44 + x) * 4] ?? 0)
    expect(gapLight).toBeLessThan(pieceLight)
  })
})

function dataUrlBytes(url: string, type: string): Buffer {
  const prefix = `data:${type};base64,`
  expect(url.startsWith(prefix)).toBe(true)
  return Buffer.from(url.slice(prefix.length), 'base64')
}

describe('slideVerify', () => {
  it('passes within 4 px with a human-like track and returns a token', async () => {
    const { id, targetX } = await challenge()
    const reply = await server.api('slideVerify', { challengeId: id, x: targetX + 4, track: humanTrack(targetX + 4) })
    expect(reply.body.status).toBe(200)
    expect(reply.body.content.slideToken).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const row = await server.db.selectFrom('slide_challenges').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.token_hash).not.toBe(reply.body.content.slideToken)
    // A passed challenge cannot be passed again.
    const again = await server.api('slideVerify', { challengeId: id, x: targetX, track: humanTrack(targetX) })
    expect(again.body.errorMsg).toBe('slideFailed')
  })

  it('fails 5 px off, with too few samples, too fast, or without movement', async () => {
    const cases: ((t: number) => { x: number; track: [number, number][] })[] = [
      (t) => ({ x: t + 5, track: humanTrack(t + 5) }),
      (t) => ({ x: t - 5, track: humanTrack(t - 5) }),
      (t) => ({ x: t, track: humanTrack(t, 4) }),
      (t) => ({ x: t, track: humanTrack(t, 10, 299) }),
      (t) => ({ x: t, track: Array.from({ length: 8 }, (_, i) => [i * 100, t] as [number, number]) }),
    ]
    for (const make of cases) {
      const { id, targetX } = await challenge()
      const reply = await server.api('slideVerify', { challengeId: id, ...make(targetX) })
      expect(reply.body).toEqual({ status: 422, errorMsg: 'slideFailed', errorParams: { attemptsLeft: 2 } })
    }
  })

  it('allows 3 attempts per challenge', async () => {
    const { id, targetX } = await challenge()
    for (const left of [2, 1, 0]) {
      const reply = await server.api('slideVerify', { challengeId: id, x: targetX + 30, track: humanTrack(targetX + 30) })
      expect(reply.body.errorParams).toEqual({ attemptsLeft: left })
    }
    const right = await server.api('slideVerify', { challengeId: id, x: targetX, track: humanTrack(targetX) })
    expect(right.body).toEqual({ status: 422, errorMsg: 'slideFailed' })
  })

  it('fails after the challenge\'s 2 minutes and for an unknown challenge', async () => {
    const { id, targetX } = await challenge()
    server.clock.advance(2 * 60_000)
    expect((await server.api('slideVerify', { challengeId: id, x: targetX, track: humanTrack(targetX) })).body.errorMsg).toBe('slideFailed')
    expect((await server.api('slideVerify', { challengeId: 'nope', x: 1, track: humanTrack(1) })).body.errorMsg).toBe('slideFailed')
  })
})

describe('slide tokens', () => {
  async function guardedSend(mobile: string, slideToken?: string) {
    return server.api('sendSmsCode', { mobile, scene: 'login', ...(slideToken ? { slideToken } : {}) })
  }

  async function tripSendGate(mobile: string): Promise<void> {
    for (let i = 0; i < 3; i++) {
      await guardedSend(mobile)
      server.clock.advance(60_000)
    }
    expect((await guardedSend(mobile)).http).toBe(307)
  }

  // Tripping the gate takes 3 minutes of the clock (3 sends a minute apart).
  it('are good for one use within 10 minutes', async () => {
    const mobile = freshMobile()
    const token = await passSlide(server)
    server.clock.advance(7 * 60_000 - 1)
    await tripSendGate(mobile)
    expect((await guardedSend(mobile, token)).body.status).toBe(200)
    server.clock.advance(60_000)
    expect((await guardedSend(mobile, token)).http).toBe(307)
  })

  it('expire after 10 minutes', async () => {
    const mobile = freshMobile()
    const token = await passSlide(server)
    server.clock.advance(7 * 60_000)
    await tripSendGate(mobile)
    expect((await guardedSend(mobile, token)).http).toBe(307)
  })
})

describe('the slide page', () => {
  it('serves a CSP-safe page with external script and style, in Chinese by default', async () => {
    const res = await server.fetch('/verify/slide?slideRedirect=%2Forder%2ForderList%3Fpage%3D2')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    const html = await res.text()
    expect(html).toContain('lang="zh-CN"')
    expect(html).toContain('安全验证')
    expect(html).toMatch(/<script type="module" src="\/verify\/slide\.js\?v=[0-9a-f]{12}"><\/script>/)
    expect(html).toContain('<link rel="stylesheet" href="/verify/slide.css">')
    expect(html).toContain('data-redirect="/order/orderList?page=2"')
    expect(html).toContain('role="slider"')
    // No inline script or event-handler attributes.
    expect(html.match(/<script[^>]*>([^<]*)<\/script>/g)?.every((s) => /<script[^>]*src=/.test(s))).toBe(true)
    expect(html).not.toMatch(/\son[a-z]+=/)
  })

  it('speaks English by ?lang=en or Accept-Language', async () => {
    expect(await (await server.fetch('/verify/slide?lang=en')).text()).toContain('Security check')
    const byHeader = await server.fetch('/verify/slide', { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })
    expect(await byHeader.text()).toContain('lang="en"')
    const zhFirst = await server.fetch('/verify/slide', { headers: { 'Accept-Language': 'zh-CN,en;q=0.5' } })
    expect(await zhFirst.text()).toContain('lang="zh-CN"')
  })

  it('follows only same-origin relative redirects', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const html = await (await server.fetch(`/verify/slide?slideRedirect=${encodeURIComponent(redirect)}`)).text()
      expect(html, redirect).toContain('data-redirect="/"')
    }
  })

  it('follows an absolute URL of its own origin (the portal sends its full address) as path, query and hash', async () => {
    const own = `${server.url}/order/orderList?page=2#top`
    const html = await (await server.fetch(`/verify/slide?slideRedirect=${encodeURIComponent(own)}`)).text()
    expect(html).toContain('data-redirect="/order/orderList?page=2#top"')
    // Behind a proxy the public host arrives as X-Forwarded-Host.
    const proxied = await server.fetch(`/verify/slide?slideRedirect=${encodeURIComponent('https://portal.example.test/house/list')}`, {
      headers: { 'X-Forwarded-Host': 'portal.example.test' },
    })
    expect(await proxied.text()).toContain('data-redirect="/house/list"')
  })

  it('refuses absolute URLs of other origins and disguised ones', async () => {
    const host = new URL(server.url).host
    const foreign = [
      'https://evil.example/order/orderList',
      `https://${host}.evil.example/x`,
      `http://user:pw@${host}/x`,
      `${server.url}//evil.example/x`,
      `${server.url}/\\evil.example/x`,
      `ftp://${host}/x`,
      `javascript://${host}/%0aalert(1)`,
      'data:text/html,<script>alert(1)</script>',
      `${server.url}/x\u0000y`,
    ]
    for (const redirect of foreign) {
      const html = await (await server.fetch(`/verify/slide?slideRedirect=${encodeURIComponent(redirect)}`)).text()
      expect(html, redirect).toContain('data-redirect="/"')
    }
  })

  it('serves the page script (signing like the call layer) and the style', async () => {
    const script = await server.fetch('/verify/slide.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    const code = await script.text()
    expect(code).toContain('/api/uic/slide/challenge')
    expect(code).toContain('/api/uic/slide/verify')
    expect(code).toContain('gatesign')
    expect(code).toContain('bodysha')
    expect(code).toContain('slideToken')
    const css = await server.fetch('/verify/slide.css')
    expect(css.headers.get('content-type')).toContain('text/css')
  })
})

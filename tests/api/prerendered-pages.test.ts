import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './support/server'
import type { TestServer } from './support/server'

// The first screen as HTML (issue 41): the server's index.html for a page is its prerendered first
// screen when the build made one for that page, visitor and language.
let server: TestServer
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prerendered-'))
const page = (name: string) => `<!doctype html><html><head><title>${name}</title></head><body><div id="root">${name}</div></body></html>`

beforeAll(async () => {
  fs.mkdirSync(path.join(distDir, 'prerendered'), { recursive: true })
  fs.writeFileSync(path.join(distDir, 'index.html'), page('splash'))
  for (const name of ['login.zh', 'login.en', 'host-frame.zh', 'host-frame.en']) fs.writeFileSync(path.join(distDir, 'prerendered', `${name}.html`), page(name))
  fs.writeFileSync(path.join(distDir, 'prerendered.json'), JSON.stringify({
    pages: { '/login': { zh: 'prerendered/login.zh.html', en: 'prerendered/login.en.html' } },
    hostFrame: { zh: 'prerendered/host-frame.zh.html', en: 'prerendered/host-frame.en.html' },
    hostPaths: ['/work/index', '/order/orderList'],
  }))
  fs.writeFileSync(path.join(distDir, 'route-preloads.json'), JSON.stringify({ '/login': ['assets/sign-in-aa11.js'] }))
  server = await startServer({ distDir })
})
afterAll(async () => {
  await server.close()
  fs.rmSync(distDir, { recursive: true, force: true })
})

const SESSION = 'userId=1; sessId=s; xztoken=t'
async function get(pathname: string, cookie?: string) {
  const response = await fetch(`${server.url}${pathname}`, cookie ? { headers: { cookie } } : {})
  return { response, html: await response.text() }
}

describe("a page's prerendered first screen", () => {
  it('is the sign-in page for a visitor, in Chinese unless the cookie says English, with its scripts preloaded', async () => {
    const zh = await get('/login')
    expect(zh.html).toContain('<div id="root">login.zh</div>')
    expect(zh.html).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-aa11.js">')
    // the HTML depends on the cookies: shared caches keep the variants apart
    expect(zh.response.headers.get('vary')).toMatch(/Cookie/)
    expect((await get('/login', 'lang=en')).html).toContain('login.en')
  })

  it('follows a language tapped before the portal started (?lang=en) and keeps it in the cookie', async () => {
    const { response, html } = await get('/login?lang=en')
    expect(html).toContain('login.en')
    expect(response.headers.get('set-cookie')).toMatch(/^lang=en;.*Path=\//)
    // a language the portal does not know changes nothing
    const other = await get('/login?lang=fr')
    expect(other.html).toContain('login.zh')
    expect(other.response.headers.get('set-cookie')).toBeNull()
  })

  it("is the host frame for a signed-in host's pages, the splash elsewhere", async () => {
    expect((await get('/order/orderList', SESSION)).html).toContain('host-frame.zh')
    expect((await get('/work/index', `${SESSION}; lang=en`)).html).toContain('host-frame.en')
    // a visitor on a host page, a host on the sign-in page: both are sent on by the portal
    expect((await get('/work/index')).html).toContain('splash')
    expect((await get('/login', SESSION)).html).toContain('splash')
    expect((await get('/theme')).html).toContain('splash')
  })
})

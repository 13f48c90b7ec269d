import path from 'node:path'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parsePreloads, routeKeyFor, withPreloads } from '../../../src/server/route-preloads'
import { routeFilesByPath } from '../../../scripts/route-preloads'

describe('the route of a path (for its preloads)', () => {
  const keys = ['/', '/login', '/order/detail/$orderNo', '/order/detail/print', '/agreement/$file', '/$']

  it('is the exact route, else the pattern with the most fixed segments; the catch-all is left out', () => {
    expect(routeKeyFor('/login', keys)).toBe('/login')
    expect(routeKeyFor('/login/', keys)).toBe('/login')
    expect(routeKeyFor('/order/detail/print', keys)).toBe('/order/detail/print')
    expect(routeKeyFor('/order/detail/HO123', keys)).toBe('/order/detail/$orderNo')
    expect(routeKeyFor('/agreement/7', keys)).toBe('/agreement/$file')
    expect(routeKeyFor('/nothing/here', keys)).toBeUndefined()
    expect(routeKeyFor('/', keys)).toBe('/')
  })
})

describe('index.html with preloads', () => {
  it('puts one modulepreload per script before </head>, only for built asset names', () => {
    const html = withPreloads('<html><head><title>x</title></head></html>', ['assets/a-1.js', '../secret', 'assets/b"x.js'])
    expect(html).toBe('<html><head><title>x</title>    <link rel="modulepreload" crossorigin href="/assets/a-1.js">\n  </head></html>')
  })

  it('reads a damaged or missing table as empty', () => {
    expect(parsePreloads(null)).toEqual({})
    expect(parsePreloads('{oops')).toEqual({})
    expect(parsePreloads('{"/a":["assets/x.js"],"/b":"no"}')).toEqual({ '/a': ['assets/x.js'] })
  })
})

describe('the route files of each path (from the generated route tree)', () => {
  it('are the route and its layouts, from the real route tree', () => {
    const dir = path.resolve('src/app/routes')
    const files = routeFilesByPath(readFileSync('src/app/routeTree.gen.ts', 'utf8'), dir)
    expect(files['/login']).toEqual([path.join(dir, 'login.tsx')])
    expect(files['/work/index']).toEqual([path.join(dir, '_host/work/[index].tsx'), path.join(dir, '_host.tsx')])
  })
})

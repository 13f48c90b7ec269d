/**
 * A route's critical path (issue 41): the scripts a cold browser must fetch and run before the
 * route's first meaningful screen — the entry with its static imports and the route's own scripts
 * (the modulepreloads the server's index.html carries for it, with their static imports). What
 * loads after the first screen (the chrome, the local database, overlays) is not on it. Sizes are
 * gzip -9 of each file, as the first-visit bench counts them; one build gives exact figures, so the
 * bundle-budget test holds them (tests/e2e/bundle-budget.spec.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { routeFilesByPath } from '../../../scripts/route-preloads'

export type RouteKind = 'public' | 'host'
export type CriticalPath = { route: string; kind: RouteKind; files: string[]; kb: number; scripts: number }

/** Budgets over the floor app's first screen (the owner's decision in issue 41). */
export const OVER_FLOOR_KB: Record<RouteKind, number> = { public: 30, host: 60 }
export const MAX_SCRIPTS = 12

/** The top-level routes whose first screens are budgeted (the first-visit bench and the bundle-budget test). */
export const TOP_ROUTES = [
  '/', '/login', '/register', '/findPassword', '/complete', '/welcome', '/404', '/theme', '/autoTest',
  '/work/index', '/house/houseInfo', '/house/roomManagement', '/order/orderList', '/select-house-type',
] as const

/** The critical path of every route of the build in `dist` (route-preloads.json names them). */
export function criticalPaths(dist: string, routeTree: string, routesDir: string): CriticalPath[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const entry = /src="\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
  if (!entry) throw new Error(`no entry script in ${dist}/index.html`)
  const preloads = JSON.parse(fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as Record<string, string[]>
  const routeFiles = routeFilesByPath(fs.readFileSync(routeTree, 'utf8'), routesDir)
  const hostLayout = path.join(routesDir, '_host.tsx')
  const sizes = new Map<string, number>()
  const kbOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024)
    return sizes.get(file) as number
  }
  return Object.keys(routeFiles).map((route) => {
    const files = [...staticClosure(dist, [entry, ...(preloads[route] ?? [])])]
    const kind: RouteKind = (routeFiles[route] ?? []).includes(hostLayout) ? 'host' : 'public'
    return { route, kind, files, kb: files.reduce((sum, file) => sum + kbOf(file), 0), scripts: files.length }
  })
}

/** The files these scripts import statically, themselves included. */
export function staticClosure(dist: string, files: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = fs.readFileSync(path.join(dist, file), 'utf8')
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) visit(`assets/${match[1]}`)
  }
  files.forEach(visit)
  return seen
}

/** The floor app's first screen: every script of its build (it loads them all), gzip -9. */
export function floorKb(floorDist: string): { kb: number; scripts: number } {
  const assets = path.join(floorDist, 'assets')
  const scripts = fs.readdirSync(assets).filter((file) => file.endsWith('.js'))
  const kb = scripts.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(assets, file)), { level: 9 }).length / 1024, 0)
  return { kb, scripts: scripts.length }
}

import type { RouteChunks } from './route-preloads.ts'

/**
 * The part of the precache the service worker's first install saves before it takes over the
 * page (issue 34: a reload offline in the first seconds of a first visit showed the browser's
 * offline page while the worker fetched its 233 files one by one). Marked `core: true` in the
 * manifest (sw/sw.ts reads the mark): every page (index.html, the prerendered first screens and
 * their table), the stylesheet, and the scripts of the portal's frame and of the screens a host
 * opens every day: from the entry, every chunk it imports, statically or later (the header, the
 * sync status, the outbox...), except the code of the other routes. The rest is saved right
 * after the worker has taken over.
 */
export const OFFLINE_FIRST_ROUTES = ['/', '/login', '/work/index', '/order/orderList', '/order/houseDetail', '/house/roomManagement'] as const

type Entry = { url: string; revision: string | null; size: number; core?: boolean }

export function offlineCore(): { onRouteChunks: (info: RouteChunks) => void; markCore: (entries: Entry[]) => { manifest: Entry[]; warnings: string[] } } {
  let scripts: Set<string> | null = null
  return {
    onRouteChunks(info) {
      scripts = coreScripts(info)
    },
    markCore(entries) {
      // without the build's chunk graph (not expected) every entry is core: the install saves all, as before
      if (!scripts) return { manifest: entries.map((entry) => ({ ...entry, core: true })), warnings: ['offline-core: no chunk graph, every file is core'] }
      const core = scripts
      const isCore = (url: string) => url.endsWith('.html') || url.endsWith('.css') || url === 'prerendered.json' || core.has(url)
      return { manifest: entries.map((entry) => (isCore(entry.url) ? { ...entry, core: true } : entry)), warnings: [] }
    },
  }
}

/** The entry and the daily routes' chunks, with every chunk they import, not entering another route's own chunks. */
export function coreScripts({ entry, chunks, own }: RouteChunks): Set<string> {
  const daily = new Set<string>(OFFLINE_FIRST_ROUTES.flatMap((route) => own[route] ?? []))
  const otherRoutes = new Set(Object.entries(own).flatMap(([route, files]) => ((OFFLINE_FIRST_ROUTES as readonly string[]).includes(route) ? [] : files)).filter((file) => !daily.has(file)))
  const seen = new Set<string>()
  const stack = [entry, ...daily]
  while (stack.length > 0) {
    const name = stack.pop()!
    if (seen.has(name) || (otherRoutes.has(name) && name !== entry)) continue
    seen.add(name)
    const chunk = chunks.get(name)
    if (chunk) stack.push(...chunk.imports, ...chunk.dynamicImports)
  }
  return seen
}

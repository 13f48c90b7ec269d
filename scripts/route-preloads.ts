import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** The file the build writes beside index.html: each route's path and the scripts its first screen needs. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

/**
 * Each route's own scripts, for `<link rel="modulepreload">` in the index.html the server sends
 * for that route (src/server/static.ts; docs/decisions/0035-first-visit-code.md).
 *
 * The entry's static imports are preloaded by Vite's own index.html; a route's code (its split
 * component and what that imports) is otherwise found only once the entry has run, one round trip
 * later. From the generated route tree this step knows each full path's route and its parent
 * layouts, and from the bundle which chunks the router's code splitting made of their files.
 */
export type RouteChunks = {
  entry: string
  /** Every chunk of the build with what it imports, statically and dynamically. */
  chunks: ReadonlyMap<string, { imports: readonly string[]; dynamicImports: readonly string[] }>
  /** Each full path's own chunks: those holding its route files' split modules (and its layouts'). */
  own: Readonly<Record<string, string[]>>
}

export function routePreloads(options: { routeTree: string; routesDir: string; onRouteChunks?: (info: RouteChunks) => void }): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    // the entry's static imports, which Vite itself no longer links (build.modulePreload is off:
    // no preload lists in the code), fetched beside the entry instead of after it has been parsed
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return []
        const chunks = Object.values(ctx.bundle).filter((item) => item.type === 'chunk')
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = ctx.chunk.fileName
        return [...closure([entry], byName)]
          .filter((name) => name !== entry)
          .sort()
          .map((name) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${name}` }, injectTo: 'head' as const }))
      },
    },
    generateBundle(_output, bundle) {
      const routes = routeFilesByPath(readFileSync(options.routeTree, 'utf8'), options.routesDir)
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
      const entry = chunks.find((chunk) => chunk.isEntry)
      if (!entry) return
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      // already preloaded by index.html: the entry and its static imports
      const initial = closure([entry.fileName], byName)
      const preloads: Record<string, string[]> = {}
      const owned: Record<string, string[]> = {}
      for (const [fullPath, files] of Object.entries(routes)) {
        // the chunks holding the route's split modules (a chunk of its own, or its part's: scripts/chunk-groups.ts)
        const own = chunks
          .filter((chunk) => chunk.moduleIds.some((id) => files.some((file) => isSplitOf(id, file))))
          .map((chunk) => chunk.fileName)
        owned[fullPath] = own
        const needed = [...closure(own, byName)].filter((name) => !initial.has(name))
        if (needed.length > 0) preloads[fullPath] = needed.sort()
      }
      options.onRouteChunks?.({ entry: entry.fileName, chunks: byName, own: owned })
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) })
    },
  }
}

type Chunk = { imports: string[] }

/** The chunks and every chunk they import statically. */
function closure(start: string[], byName: Map<string, Chunk>): Set<string> {
  const seen = new Set<string>()
  const stack = [...start]
  while (stack.length > 0) {
    const name = stack.pop() as string
    if (seen.has(name)) continue
    seen.add(name)
    stack.push(...(byName.get(name)?.imports ?? []))
  }
  return seen
}

/** A chunk the router's code splitting made of a route file (its component, error component...). */
function isSplitOf(moduleId: string, file: string): boolean {
  const [id, query] = moduleId.split('?')
  return id === file && (query ?? '').includes('tsr-split')
}

/**
 * From routeTree.gen.ts: each full path and the route files its match loads (the route and its
 * parent layouts, without the root, whose code is the entry's).
 */
export function routeFilesByPath(source: string, routesDir: string): Record<string, string[]> {
  const fileOf = new Map<string, string>()
  for (const match of source.matchAll(/import \{ Route as (\w+)Import \} from '\.\/routes\/([^']+)'/g)) {
    const file = ['.tsx', '.ts'].map((ext) => path.join(routesDir, match[2] + ext)).find((candidate) => existsSync(candidate))
    if (file) fileOf.set(match[1] as string, file)
  }
  const parentOf = new Map<string, string>()
  for (const match of source.matchAll(/const (\w+)Route =\s*\w+Import\.update\(\{[^}]*?getParentRoute: \(\) => (\w+)Route/gs)) {
    parentOf.set(`${match[1]}`, `${match[2]}`)
  }
  const result: Record<string, string[]> = {}
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? ''
  for (const match of block.matchAll(/'([^']+)': typeof (\w+?)Route(?:WithChildren)?\b/g)) {
    const files: string[] = []
    for (let name: string | undefined = match[2]; name && name !== 'root'; name = parentOf.get(name)) {
      const file = fileOf.get(`${name}Route`)
      if (file) files.push(file)
    }
    result[match[1] as string] = files
  }
  return result
}

import path from 'node:path'

/**
 * How the build groups the portal's modules into chunks (issue 41: a route's first screen in at
 * most a dozen scripts). Left to itself the bundler makes a chunk of every set of modules that a
 * different set of routes shares: 300 chunks, 40-75 of them before a route's first screen, each a
 * request and each with its own import glue.
 *
 * Here every module the entry does not already hold goes into one chunk per *part* of the portal
 * that reaches it statically: a route's own modules into its route's chunk (the sign-in pages and a
 * few others share one, as a host moves between them), the call layer's into `call`, the chrome's
 * that loads after the first screen (header, footer, panel, tab bar) into `chrome`. What two or
 * more parts share goes into `common` when it is small (buttons, fields, formatters: every route
 * needs some), else stays with the bundler's own split. What is only ever imported lazily (dialogs,
 * the local database, overlays) is left to the bundler: it is not on any first screen.
 */

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; code: string | null }
type Context = { getModuleInfo: (id: string) => ModuleInfo | null }

/**
 * The part of the portal a route file belongs to (its path under src/app/routes): the routes a
 * host moves between make one chunk together (a list and its detail, the steps of one flow).
 * Routes of no named part are a part each.
 */
export function routePart(relative: string): string {
  const file = relative.replace(/\\/g, '/').replace(/\.tsx?$/, '').replace(/^_host\//, '')
  if (PUBLIC_ROUTE.test(file)) return `public-${file === '$' ? 'catch-all' : file}`
  const part = ROUTE_PARTS.find(([pattern]) => pattern.test(file))?.[1]
  return part ?? `route-${file.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '') || 'other'}`
}

const ROUTE_PARTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^_host$/, 'host-layout'],
  [/^(login|register|findPassword)$/, 'sign-in'],
  [/^work\//, 'home'],
  [/^order\/comment/, 'reviews'],
  [/^order\/orderList$/, 'orders'],
  [/^order\//, 'order-detail'],
  [/^(house\/roomManagement|roomManagement\/|house\/batchSetPrice)/, 'calendar'],
  [/^(house\/houseInfo|houseInfo\/|select-house-type|publish-finish\/)/, 'listings'],
  [/^(house-publish|house\/housePublish)/, 'listing-publish'],
  [/^(hotel-publish|house\/sellProduct)/, 'hotel-publish'],
  [/^house\/directConnection\//, 'pms'],
  [/^(activity|promotion)\//, 'market'],
  [/^settle\//, 'settle'],
  [/^setting\//, 'settings'],
  [/^data\//, 'data'],
  [/^(guide|agreement)(\/|$)/, 'guide'],
]

/** A visitor's pages: each a part of its own, budgeted as the sign-in pages are. */
const PUBLIC_ROUTE = /^(index|404|\$|theme|autoTest|welcome|complete)$/

/** Where the chrome that loads after the first screen starts (src/app/shell/app-layout.tsx). */
const CHROME_ROOTS = ['header.tsx', 'footer.tsx', 'floating-panel.tsx', 'tab-bar.tsx', 'api-event-bridge.tsx', 'pwa-update-prompt.tsx', 'navigation-timeout.tsx']
/** The parts whose first screens are budgeted (issue 41): the sign-in pages and a host's daily screens, with the host layout, the call layer and the chrome they load. */
const TOP_PARTS = ['host-layout', 'sign-in', 'home', 'orders', 'calendar', 'listings', 'call', 'chrome']
const isTop = (part: string) => TOP_PARTS.includes(part) || part.startsWith('public-')
/** A set of shared modules smaller than this (source bytes) joins a larger set instead of making its own chunk. */
const SMALL_SET_BYTES = 12_000
/** A set this small (source bytes) that no larger set holds goes into the shell, which every page loads (the links, cards, badges and title every page shows: 3-12 KB of source with their comments, one script fewer on every route). */
const TINY_SET_BYTES = 12_000
/** The parts only a signed-in host loads before a first screen. */
const HOST_PARTS = ['host-layout', 'home', 'orders', 'calendar', 'listings', 'call']

export type ChunkPlan = { nameOf: (id: string) => string | null }

/**
 * The chunk name of a module, or null for the bundler's own split. `root` is the project root,
 * `isFramework` tells the modules the framework group already takes.
 */
export function chunkNamer(root: string, isFramework: (id: string) => boolean): (id: string, ctx: Context) => string | null {
  let plan: Map<string, string | null> | undefined
  return (id, ctx) => {
    plan ??= makePlan(root, isFramework, ctx)
    return plan.get(id) ?? null
  }
}

function makePlan(root: string, isFramework: (id: string) => boolean, ctx: Context): Map<string, string | null> {
  const entry = path.join(root, 'src/app/main.tsx')
  const routesDir = path.join(root, 'src/app/routes') + path.sep
  const shellDir = path.join(root, 'src/app/shell') + path.sep
  const all = reachable([entry], ctx, true)
  const inEntry = reachable([entry], ctx, false)
  const taken = (id: string) => inEntry.has(id) || isFramework(id)

  // the parts and their roots
  const parts = new Map<string, string[]>()
  const add = (part: string, id: string) => parts.set(part, [...(parts.get(part) ?? []), id])
  add('call', path.join(root, 'src/client/api.ts'))
  for (const id of all) {
    const file = id.split('?')[0] as string
    if (id.includes('?tsr-split') && file.startsWith(routesDir)) {
      add(routePart(file.slice(routesDir.length)), id)
    } else if (file.startsWith(shellDir) && CHROME_ROOTS.includes(file.slice(shellDir.length))) {
      add('chrome', id)
    }
  }

  // which parts reach each module statically
  const reachedBy = new Map<string, string[]>()
  for (const [part, roots] of parts) {
    for (const id of reachable(roots, ctx, false)) {
      if (taken(id)) continue
      reachedBy.set(id, [...(reachedBy.get(id) ?? []), part])
    }
  }
  const plan = new Map<string, string | null>()
  // what the entry imports statically, in one chunk beside it: the bundler would otherwise cut out
  // every module a lazy chunk shares with it (a dozen small scripts before anything shows)
  for (const id of inEntry) if (id !== entry && !isFramework(id)) plan.set(id, 'shell')
  // a module only budgeted parts reach goes with them: into that part's chunk, or into the chunk of
  // the set of parts sharing it, so no budgeted page loads code it does not need; the rest, reached
  // only by other parts, is left to the bundler
  const sets = new Map<string, { parts: string[]; modules: string[]; bytes: number }>()
  for (const [id, reached] of reachedBy) {
    let top = [...new Set(reached.filter(isTop))].sort()
    if (top.length === 0) continue
    // the chrome loads after the first screen: it takes its shared modules from wherever they are
    if (top.length > 1) top = top.filter((part) => part !== 'chrome')
    // every host page loads the host layout and the call layer: what they share with a host's
    // other parts goes with them (no host page loads code it would not load anyway)
    const hostOnly = top.every((part) => HOST_PARTS.includes(part))
    if (top.length > 1 && hostOnly && top.includes('host-layout')) top = ['host-layout']
    else if (top.length > 1 && hostOnly && top.includes('call')) top = ['call']
    const key = top.join('+')
    const set = sets.get(key) ?? { parts: top, modules: [], bytes: 0 }
    set.modules.push(id)
    set.bytes += ctx.getModuleInfo(id)?.code?.length ?? 0
    sets.set(key, set)
  }
  // a set of a few small modules (a card, a link, a field) costs a request more than its bytes: it
  // joins the smallest set of parts that holds all of its parts (each page that needs it loads that
  // chunk anyway; pages of the larger set load a few bytes more), or, when tiny and shared by no
  // such set, the shell
  for (let merged = true; merged; ) {
    merged = false
    const bySize = [...sets.entries()].filter(([, set]) => set.parts.length > 1).sort((a, b) => a[1].bytes - b[1].bytes)
    for (const [key, set] of bySize) {
      if (set.bytes >= SMALL_SET_BYTES) break
      const host = [...sets.entries()]
        .filter(([other, candidate]) => other !== key && set.parts.every((part) => candidate.parts.includes(part)))
        .sort((a, b) => a[1].parts.length - b[1].parts.length || b[1].bytes - a[1].bytes)[0]
      if (host) {
        host[1].modules.push(...set.modules)
        host[1].bytes += set.bytes
      } else if (set.bytes < TINY_SET_BYTES) {
        for (const id of set.modules) plan.set(id, 'shell')
      } else continue
      sets.delete(key)
      merged = true
      break
    }
  }
  for (const set of sets.values()) {
    const name = set.parts.length === 1 ? (set.parts[0] as string) : `shared-${set.parts.join('+')}`
    for (const id of set.modules) plan.set(id, name)
  }
  return plan
}

/**
 * Indexes that only re-export other packages (radix-ui's): what a module uses of them is known after
 * tree-shaking, not from the imports, so reachability does not go through them. The portal imports
 * each Radix component from its own entry (radix-ui/tabs), which is followed.
 */
const BARREL = /[\\/]node_modules[\\/]radix-ui[\\/]dist[\\/]index\.mjs$/

/** The modules `roots` reach through static imports (and dynamic ones too when `dynamic`), not through a barrel. */
function reachable(roots: readonly string[], ctx: Context, dynamic: boolean): Set<string> {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    const info = ctx.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    if (BARREL.test(id)) continue
    stack.push(...info.importedIds)
    if (dynamic) stack.push(...info.dynamicallyImportedIds)
  }
  return seen
}

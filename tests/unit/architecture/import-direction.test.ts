import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The import rule of ARCHITECTURE.md: app -> client -> domain; sw -> client -> domain;
 * server -> domain; never app <-> server; features never import each other; domain imports no
 * other layer and no Node, React or DOM module.
 */
const ROOT = path.resolve(__dirname, '../../..')
const SRC = path.join(ROOT, 'src')

const FORBIDDEN: Record<string, readonly string[]> = {
  domain: ['client', 'app', 'server'],
  client: ['app', 'server'],
  app: ['server'],
  server: ['app', 'client'],
}

describe('import direction', () => {
  const files = sourceFiles(SRC).concat(fs.existsSync(path.join(ROOT, 'sw')) ? sourceFiles(path.join(ROOT, 'sw')) : [])

  it('keeps each layer to the layers below it', () => {
    const violations: string[] = []
    for (const file of files) {
      const layer = layerOf(file)
      for (const target of relativeImports(file)) {
        const targetLayer = layerOf(target)
        if (layer === 'sw' && (targetLayer === 'app' || targetLayer === 'server')) violations.push(`${rel(file)} -> ${rel(target)}`)
        if (layer && targetLayer && FORBIDDEN[layer]?.includes(targetLayer)) violations.push(`${rel(file)} -> ${rel(target)}`)
      }
    }
    expect(violations).toEqual([])
  })

  it('keeps features from importing one another', () => {
    const violations: string[] = []
    for (const file of files) {
      const own = featureOf(file)
      if (!own) continue
      for (const target of relativeImports(file)) {
        const other = featureOf(target)
        if (other && other !== own) violations.push(`${rel(file)} -> ${rel(target)}`)
      }
    }
    expect(violations).toEqual([])
  })

  it("keeps the whole endpoint table out of the portal's code: it takes types from it, schemas by area (decision 0043)", () => {
    const table = path.join(SRC, 'domain', 'endpoints')
    const violations: string[] = []
    for (const file of files.filter((f) => ['app', 'client', 'sw'].includes(layerOf(f) ?? ''))) {
      const text = fs.readFileSync(file, 'utf8')
      for (const m of text.matchAll(/^import\s+(type\s+)?[^']*?from\s*'(\.{1,2}\/[^']+)'/gm)) {
        if (!m[1] && path.resolve(path.dirname(file), m[2] as string) === table) violations.push(rel(file))
      }
      for (const m of text.matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) {
        if (path.resolve(path.dirname(file), m[1] as string) === table) violations.push(rel(file))
      }
    }
    expect(violations).toEqual([])
  })

  it('has no import circle (type imports included): a module never reaches itself again', () => {
    const graph = new Map(files.map((file) => [file, importsOf(file, { types: true }).filter((target) => !CIRCLE_ALLOWED.has(edgeName(file, target)))]))
    expect(circles(graph).map((circle) => circle.map(rel).join(' -> '))).toEqual([])
  })

  it('finds a circle when there is one (the check above can fail)', () => {
    const [a, b, c] = ['a.ts', 'b.ts', 'c.ts']
    expect(circles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toHaveLength(1)
    expect(circles(new Map([[a, [b]], [b, [c]], [c, []]]))).toEqual([])
  })

  it('keeps each part of the server to the parts below it (entry > http and job runner > services > base)', () => {
    const violations: string[] = []
    for (const file of files.filter((f) => layerOf(f) === 'server')) {
      for (const target of importsOf(file, { types: true })) {
        if (layerOf(target) !== 'server') continue
        if (serverRank(target) > serverRank(file)) violations.push(`${rel(file)} -> ${rel(target)}`)
      }
    }
    expect(violations).toEqual([])
  })

  it('keeps the domain free of I/O, frameworks and the clock', () => {
    const banned = /from '(node:|react|react-dom|dexie|ky|hono|kysely|better-sqlite3|@tanstack\/)/
    const violations = files
      .filter((file) => layerOf(file) === 'domain')
      .filter((file) => {
        const text = fs.readFileSync(file, 'utf8')
        return banned.test(text) || /\bDate\.now\(\)|new Date\(\)/.test(text) || /\b(window|document|localStorage|fetch)\b\./.test(text)
      })
      .map(rel)
    expect(violations).toEqual([])
  })
})

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : []
  })
}

function relativeImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] as string)
  return specs.map((spec) => path.resolve(path.dirname(file), spec))
}

function layerOf(file: string): string | null {
  if (file.startsWith(path.join(ROOT, 'sw') + path.sep)) return 'sw'
  const relative = path.relative(SRC, file)
  if (relative.startsWith('..')) return null
  return relative.split(path.sep)[0] ?? null
}

function featureOf(file: string): string | null {
  const relative = path.relative(path.join(SRC, 'app', 'features'), file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  return relative.split(path.sep)[0] ?? null
}

function rel(file: string): string {
  return path.relative(ROOT, file)
}

/** The framework's own circle: the generated route tree imports the root route, which the router imports. */
const CIRCLE_ALLOWED = new Set(['src/app/routeTree.gen.ts -> src/app/routes/__root.tsx', 'src/app/routes/__root.tsx -> src/app/router.tsx'])

function edgeName(from: string, to: string): string {
  return `${rel(from)} -> ${rel(to)}`
}

/**
 * The server's parts, highest first: the entry points (main, the console) compose everything; the
 * HTTP app (static files, the handler table, the outbox's batch that runs other endpoints, the
 * session middleware that asks the sign-in service), the job runner and the migrator (which runs
 * the services' backfills) call the services; the services use the base: database, files, events,
 * configuration, errors, the request plumbing of middleware/, endpoint answers, the handler and
 * job types. An arrow never points up: a service defines its job, the runner reads the list.
 */
const SERVER_RANKS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [4, ['main.ts', 'console/']],
  [3, ['app.ts', 'static.ts', 'outbox-batch.ts', 'handler-registry.ts', 'route-preloads.ts', 'verify/', 'jobs/', 'db/migrate.ts', 'readiness.ts', 'middleware/session.ts']],
  [2, ['services/']],
]

function serverRank(file: string): number {
  const relative = path.relative(path.join(SRC, 'server'), file).split(path.sep).join('/')
  for (const [rank, prefixes] of SERVER_RANKS) if (prefixes.some((prefix) => relative === prefix || (prefix.endsWith('/') && relative.startsWith(prefix)))) return rank
  return 1
}

/** The files a module imports (static, re-exports and dynamic imports; with types: type-only ones too), resolved. */
function importsOf(file: string, options: { types: boolean }): string[] {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const specs: string[] = []
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
    if (!m[1] || options.types) specs.push(m[2] as string)
  }
  for (const m of text.matchAll(/import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) specs.push(m[1] as string)
  return specs.flatMap((spec) => {
    const base = path.resolve(path.dirname(file), spec)
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
    return found ? [found] : []
  })
}

/** The import circles of a graph: its strongly connected parts of more than one module (Tarjan), each from its first file. */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!))
    }
    if (low.get(node) !== index.get(node)) return
    const part: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      part.push(member)
    } while (member !== node)
    if (part.length > 1) found.push(part.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

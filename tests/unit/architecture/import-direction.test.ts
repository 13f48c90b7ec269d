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

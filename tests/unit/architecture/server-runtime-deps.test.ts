import fs from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The server's image (deploy/Dockerfile) keeps only `dependencies` (npm prune --omit=dev) and
 * runs src/server through tsx: every package the server, the console and the domain import at run
 * time must be one of them, or the container fails at start on a module a developer's machine
 * has (issue 37). Type-only imports vanish when tsx strips the types and do not count.
 */
const ROOT = path.resolve(__dirname, '../../..')
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [full] : []
  })
}

/** Bare specifiers a file loads at run time: `import x from`, `import {a, type B} from`, `export ... from`, `import('...')`. */
function runtimeSpecifiers(source: string): string[] {
  const found: string[] = []
  const statement = /^\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(statement)) {
    if (match[5]) found.push(match[5])
    else if (!match[2]) {
      // `import { type A, type B } from`: nothing at run time either
      const names = /^\{([^}]*)\}$/.exec((match[3] ?? '').trim())?.[1]
      const onlyTypes = names !== undefined && names.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '))
      if (!onlyTypes) found.push(match[4]!)
    }
  }
  for (const match of source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(match[1]!)
  return found.filter((s) => !s.startsWith('.') && !s.startsWith('/'))
}

const packageOf = (specifier: string) => (specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!)

describe('the server image has what the server loads', () => {
  it('every package src/server and src/domain import at run time is a dependency, not a devDependency', () => {
    const builtins = new Set(builtinModules)
    const missing: string[] = []
    const used = new Set<string>()
    for (const file of [...sourceFiles(path.join(ROOT, 'src/server')), ...sourceFiles(path.join(ROOT, 'src/domain'))]) {
      for (const specifier of runtimeSpecifiers(fs.readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('node:') || builtins.has(specifier)) continue
        const name = packageOf(specifier)
        used.add(name)
        if (!(name in manifest.dependencies)) missing.push(`${path.relative(ROOT, file)}: ${specifier}${name in manifest.devDependencies ? ' (a devDependency)' : ''}`)
      }
    }
    expect(missing).toEqual([])
    // the check reads imports at all: the server's own framework is among them
    expect([...used]).toEqual(expect.arrayContaining(['hono', 'kysely', 'zod', 'pino']))
  })

  it('tells a type-only import from one that loads the package', () => {
    expect(runtimeSpecifiers("import type { Plugin } from 'vite'\nimport { type A, type B } from 'vitest'\nimport x from 'hono'\nimport { a, type B } from 'kysely'\nimport 'fake-indexeddb/auto'\nconst m = await import('sharp')"))
      .toEqual(['hono', 'kysely', 'fake-indexeddb/auto', 'sharp'])
  })
})

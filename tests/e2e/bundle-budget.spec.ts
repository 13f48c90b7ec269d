import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

/**
 * The JavaScript each route's first screen loads, from the build the e2e run serves (the entry's
 * static imports and the route's modulepreloads, gzip -9 per file as tests/bench/first-visit-js.ts
 * counts them). Sizes of one build are exact, so these are budgets, not timings: a ratchet set a
 * little above today's figures (decision 0043). Code that an area adds to the entry, or a route
 * that grows past its allowance, fails here and must be split or argued for in a decision that
 * raises the figure. New routes are covered as soon as they exist.
 */
const ENTRY_BUDGET_KB = 191.2
/** What one route's own code may add to the entry (the listing steps are the largest, ~103). */
const ROUTE_EXTRA_BUDGET_KB = 110
/** Modules of the call layer's areas (src/domain/<area>/endpoints.ts) the shell itself calls. */
const SHELL_AREAS = ['account', 'alerts', 'outbox-batch']

const dist = fileURLToPath(new URL('../../dist', import.meta.url))

function gzipKb(file: string): number {
  const compressed = path.join(dist, `${file}.gz`)
  const bytes = fs.existsSync(compressed) ? fs.statSync(compressed).size : gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length
  return bytes / 1024
}

/** The files these scripts import statically, themselves included. */
function staticClosure(files: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = fs.readFileSync(path.join(dist, file), 'utf8')
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)) visit(`assets/${m[1]}`)
  }
  files.forEach(visit)
  return seen
}

/** Which source modules a built chunk holds (its source map). */
function sourcesOf(file: string): string[] {
  const map = path.join(dist, `${file}.map`)
  if (!fs.existsSync(map)) return []
  return (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources
}

test.describe('first-screen JavaScript budgets', () => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
  const entry = /src="\/(assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
  const preloads = JSON.parse(fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as Record<string, string[]>

  test('the entry every route loads stays within its budget and carries only the shell\'s calls', () => {
    expect(entry).toBeTruthy()
    const files = staticClosure([entry!])
    const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0)
    expect(kb, `entry graph ${kb.toFixed(1)} KB gz`).toBeLessThanOrEqual(ENTRY_BUDGET_KB)
    const areas = [...files].flatMap(sourcesOf)
      .map((source) => /src\/domain\/(?:([\w-]+)\/endpoints|(outbox-batch))\.ts$/.exec(source))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => m[1] ?? m[2]!)
    expect(areas, 'the shell reads the landlord info (account area)').toContain('account')
    for (const area of areas) expect(SHELL_AREAS, `the entry holds the ${area} area's calls`).toContain(area)
  })

  test("every route's own code stays within its allowance", () => {
    const base = [...staticClosure([entry!])].reduce((sum, file) => sum + gzipKb(file), 0)
    expect(Object.keys(preloads).length).toBeGreaterThan(20)
    const over: string[] = []
    for (const [route, files] of Object.entries(preloads)) {
      const kb = [...staticClosure([entry!, ...files])].reduce((sum, file) => sum + gzipKb(file), 0)
      if (kb - base > ROUTE_EXTRA_BUDGET_KB) over.push(`${route}: ${kb.toFixed(1)} KB gz (${(kb - base).toFixed(1)} over the entry)`)
    }
    expect(over).toEqual([])
  })
})

#!/usr/bin/env node
// `npm run bench`: every benchmark under tests/bench, one after another (they print figures and
// assert nothing). The portal is built once, by the first that drives Chromium.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const bin = path.join(root, 'node_modules', '.bin')
const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` }
const benches = fs.readdirSync(path.join(root, 'tests', 'bench')).filter((f) => f.endsWith('.ts') && f !== 'chromium.ts').sort()
let failed = 0
// The first bench that drives Chromium (imports ./chromium) builds the portal; the later ones reuse it.
let built = false
benches.forEach((file) => {
  console.log(`\n== ${file}`)
  const browser = /from '\.\/chromium'/.test(fs.readFileSync(path.join(root, 'tests', 'bench', file), 'utf8'))
  const runEnv = built ? { ...env, E2E_SKIP_BUILD: '1' } : env
  if (browser) built = true
  const run = spawnSync(path.join(bin, 'tsx'), [path.join('tests', 'bench', file)], { cwd: root, env: runEnv, stdio: 'inherit' })
  if (run.status !== 0) failed += 1
})
process.exit(failed > 0 ? 1 : 0)

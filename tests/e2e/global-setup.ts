import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startPortalServer } from './support/server-process'

/**
 * Builds the portal once (skipped with E2E_SKIP_BUILD=1 when dist/ exists), starts the real
 * server (`tsx src/server/main.ts`) on a free port with a fresh data directory, waits for
 * /api/health (up to 3 minutes: support/server-process.ts), and exports E2E_BASE_URL and E2E_DATA_DIR to the workers. Returns the teardown,
 * which stops that server and removes the data directory (kept with E2E_KEEP_DATA=1).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const root = process.cwd()
  const bin = path.join(root, 'node_modules', '.bin')
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` }

  // E2E_TAG lets several runs share one checkout: each builds into dist-{tag}/ and writes its
  // results under test-results/{tag}/ (used while developing; CI runs untagged).
  const tag = process.env.E2E_TAG
  const distDir = path.join(root, tag ? `dist-${tag}` : 'dist')
  const resultsDir = path.join(root, 'test-results', tag ?? '')
  const distIndex = path.join(distDir, 'index.html')
  if (process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(distIndex)) {
    console.log(`[e2e] E2E_SKIP_BUILD=1: using the existing ${path.basename(distDir)}/`)
  } else {
    console.log(`[e2e] building the portal into ${path.basename(distDir)}/`)
    const build = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: root, env, stdio: 'inherit' })
    if (build.status !== 0) throw new Error(`[e2e] the build failed (exit ${build.status ?? build.signal})`)
  }

  const server = await startPortalServer({ root, distDir, logFile: path.join(resultsDir, 'e2e-server.log') })
  console.log(`[e2e] server on ${server.url} (data ${server.dataDir}, log ${path.relative(root, resultsDir) || '.'}/e2e-server.log)`)
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = server.dataDir
  return server.stop
}

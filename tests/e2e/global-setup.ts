import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * Builds the portal once (skipped with E2E_SKIP_BUILD=1 when dist/ exists), starts the real
 * server (`tsx src/server/main.ts`) on a free port with a fresh data directory, waits for
 * /api/health, and exports E2E_BASE_URL and E2E_DATA_DIR to the workers. Returns the teardown,
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

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  fs.mkdirSync(resultsDir, { recursive: true })
  const log = fs.openSync(path.join(resultsDir, 'e2e-server.log'), 'w')
  const server = spawn(path.join(bin, 'tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'test' },
    stdio: ['ignore', log, log],
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))

  try {
    await waitForHealth(baseUrl, server, 60_000)
  } catch (error) {
    await stop(server, exited)
    throw error
  }
  console.log(`[e2e] server on ${baseUrl} (data ${dataDir}, log ${path.relative(root, resultsDir) || '.'}/e2e-server.log)`)
  process.env.E2E_BASE_URL = baseUrl
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    await stop(server, exited)
    fs.closeSync(log)
    if (process.env.E2E_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`[e2e] the server exited (${server.exitCode ?? server.signalCode}); see test-results/e2e-server.log`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      const body = (await response.json()) as { status?: unknown }
      if (response.ok && body.status === 200) return
      last = `HTTP ${response.status} ${JSON.stringify(body)}`
    } catch (error) {
      last = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`[e2e] /api/health did not answer within ${timeoutMs} ms (${last}); see test-results/e2e-server.log`)
}

/** Stops the server this setup started (by its own pid), waiting for it to exit. */
async function stop(server: ChildProcess, exited: Promise<void>): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

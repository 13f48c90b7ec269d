import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** How long a server may take to answer its health check: a loaded CI machine can take a minute or more. */
export const SERVER_START_TIMEOUT_MS = 180_000

export type PortalServer = { url: string; dataDir: string; stop: () => Promise<void> }

/**
 * Starts the real server (`tsx src/server/main.ts`) on a free port with a fresh data folder,
 * serving the build in `distDir` (the portal's, or the benches' floor app), and waits for
 * /api/health. Its output goes to `logFile`. stop() ends it by its own pid and removes the data
 * folder (kept with E2E_KEEP_DATA=1).
 */
export async function startPortalServer(options: { root: string; distDir: string; logFile: string; env?: NodeJS.ProcessEnv }): Promise<PortalServer> {
  const { root, distDir, logFile } = options
  const bin = path.join(root, 'node_modules', '.bin')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.openSync(logFile, 'w')
  const server = spawn(path.join(bin, 'tsx'), ['src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, ...options.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'test' },
    stdio: ['ignore', log, log],
  })
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  const stop = async () => {
    await stopProcess(server, exited)
    fs.closeSync(log)
    if (process.env.E2E_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, server, SERVER_START_TIMEOUT_MS, logFile)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, dataDir, stop }
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

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs: number, logFile: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`[e2e] the server exited (${server.exitCode ?? server.signalCode}); see ${logFile}`)
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
  throw new Error(`[e2e] /api/health did not answer within ${timeoutMs} ms (${last}); see ${logFile}`)
}

/** Stops the server this module started (by its own pid), waiting for it to exit. */
async function stopProcess(server: ChildProcess, exited: Promise<void>): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/**
 * A portal server of the fault-injection spec's own: `tsx src/server/main.ts` on a fixed free
 * port with its own data directory, serving the build the e2e setup made (dist-{E2E_TAG}/ or
 * dist/). It can be killed (SIGKILL) and started again on the same port and data.
 */

export type PortalServer = {
  port: number
  dataDir: string
  /** Starts the server and waits for /api/health. */
  start: () => Promise<void>
  /** Kills it with the signal (SIGKILL: no shutdown at all) and waits for the exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>
  /** Stops it and removes its data directory (kept with E2E_KEEP_DATA=1). */
  dispose: () => Promise<void>
}

export async function createPortalServer(logName: string, extraEnv: Record<string, string> = {}): Promise<PortalServer> {
  const root = process.cwd()
  const bin = path.join(root, 'node_modules', '.bin')
  const tag = process.env.E2E_TAG
  const distDir = path.join(root, tag ? `dist-${tag}` : 'dist')
  const resultsDir = path.join(root, 'test-results', tag ?? '')
  fs.mkdirSync(resultsDir, { recursive: true })
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-faults-'))
  const port = await freePort()
  const logFile = path.join(resultsDir, logName)
  fs.writeFileSync(logFile, '')
  let child: ChildProcess | undefined
  let exited: Promise<void> = Promise.resolve()

  async function start() {
    const log = fs.openSync(logFile, 'a')
    // node itself with tsx's loader (not the tsx CLI, which runs the server in a child process
    // that a SIGKILL of the CLI would leave running)
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, ...extraEnv, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'test' },
      stdio: ['ignore', log, log],
    })
    const proc = child
    exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
    fs.closeSync(log)
    await waitForHealth(`http://127.0.0.1:${port}`, proc, 60_000, logFile)
  }

  async function kill(signal: NodeJS.Signals = 'SIGTERM') {
    const proc = child
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    proc.kill(signal)
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }

  return {
    port,
    dataDir,
    start,
    kill,
    dispose: async () => {
      await kill('SIGTERM')
      if (process.env.E2E_KEEP_DATA !== '1') fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** One stored idempotency key (src/server/db/migrations/2026-11-22T0000-idempotency.ts). */
export type StoredKey = { key: string; httpStatus: number; status: number; createdAt: number }

/** The user's stored idempotency keys, oldest first, read from the server's SQLite read-only. */
export function storedKeys(dataDir: string, userId: string | number): StoredKey[] {
  const db = new DatabaseSync(path.join(dataDir, 'portal.sqlite'), { readOnly: true })
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const rows = db
      .prepare('SELECT key, http_status, response, created_at FROM idempotency_keys WHERE user_id = ? ORDER BY created_at, rowid')
      .all(Number(userId)) as Array<{ key: string; http_status: number; response: string; created_at: number }>
    return rows.map((row) => ({
      key: row.key,
      httpStatus: Number(row.http_status),
      status: Number((JSON.parse(row.response) as { status?: unknown }).status),
      createdAt: Number(row.created_at),
    }))
  } finally {
    db.close()
  }
}

/** Makes every open session of the user expire now (as if its time ran out), in the server's DB. */
export function expireSessions(dataDir: string, userId: string | number): number {
  const db = new DatabaseSync(path.join(dataDir, 'portal.sqlite'))
  try {
    db.exec('PRAGMA busy_timeout = 5000')
    const result = db
      .prepare('UPDATE sessions SET expires_at = ? WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?')
      .run(Date.now() - 1, Number(userId), Date.now())
    return Number(result.changes)
  } finally {
    db.close()
  }
}

/** Whether anything answers /api/health on the port (a killed server must not). */
export function serverAnswers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(() => true, () => false)
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
      throw new Error(`[faults] the server exited (${server.exitCode ?? server.signalCode}); see ${logFile}`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
      last = `HTTP ${response.status}`
    } catch (error) {
      last = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`[faults] /api/health did not answer within ${timeoutMs} ms (${last}); see ${logFile}`)
}

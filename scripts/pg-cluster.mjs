// A throwaway PostgreSQL cluster for the test suite (ARCHITECTURE.md "Scale": the same tests run on
// PostgreSQL). Finds the server binaries (PATH or /usr/lib/postgresql/<n>/bin), makes a cluster
// in a temp directory listening only on a Unix socket there, and returns its URL and a stop
// function. As root, the cluster runs as the `postgres` user (initdb refuses root).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

function findBin(name) {
  const fromPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
  if (fromPath) return fromPath
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name)
    if (fs.existsSync(candidate)) return candidate
  }
  return null
}

/** Null when PostgreSQL is not installed. */
export function postgresAvailable() {
  return findBin('initdb') !== null && findBin('pg_ctl') !== null
}

export function startCluster() {
  const initdb = findBin('initdb')
  const pgCtl = findBin('pg_ctl')
  if (!initdb || !pgCtl) throw new Error('PostgreSQL is not installed (initdb/pg_ctl not found)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) spawnSync('chown', ['-R', 'postgres', dir])
  fs.chmodSync(dir, 0o755)
  const run = (bin, args) => {
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
    const result = spawnSync(cmd, argv, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`)
  }
  const data = path.join(dir, 'data')
  run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`
  run(pgCtl, ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      try {
        run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config'
import { DEMO_PASSWORD, seedDemo } from '../../src/server/console/seed'
import { createDb } from '../../src/server/db/connect'
import { migrateToLatest } from '../../src/server/db/migrate'
import { closeEvents } from '../../src/server/events/bus'
import { startInstance } from './support/instances'
import type { Instance } from './support/instances'
import { apiClient } from './support/server'
import type { TestSession } from './support/server'
import { adminQuery } from './support/test-db'

// The backup and restore procedures of docs/deploy.md, run as written: a backup taken while a
// real server instance runs on the data, a write made after it (absent from the restore), the
// restore into a new data folder / a new empty database, a server started on it, the demo host
// signing in over HTTP and reading what it read before.

const DEMO_HOST = { mobile: '13800000001', countryCode: '86', password: DEMO_PASSWORD }
const instances: Instance[] = []
const tempDirs: string[] = []
const databases: string[] = []

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()))
  const adminUrl = process.env.TEST_DATABASE_URL
  if (adminUrl) for (const name of databases) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`)
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true })
}, 60_000)

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  tempDirs.push(dir)
  return dir
}

async function start(name: string, env: Record<string, string>): Promise<Instance> {
  const instance = await startInstance(name, { ...env, DIST_DIR: path.join(env.DATA_DIR!, 'no-dist'), TRUST_PROXY: '1' }, 90_000)
  instances.push(instance)
  return instance
}

const content = (reply: { body: unknown }) => (reply.body as { content: any }).content

async function signIn(instance: Instance): Promise<TestSession> {
  const reply = await apiClient(instance.url, () => Date.now())('passwordLogin', DEMO_HOST)
  expect(reply.http, reply.text).toBe(200)
  const session = content(reply) as TestSession
  expect(session).toMatchObject({ userId: expect.any(String), sessId: expect.any(String), xztoken: expect.any(String) })
  return session
}

/** What the demo host sees: its account and its listings (ids, names, states), as the portal reads them. */
async function hostView(instance: Instance, session: TestSession) {
  const api = apiClient(instance.url, () => Date.now())
  const info = await api('getebkinfo', {}, { session })
  expect(info.http, info.text).toBe(200)
  const list = await api('listingList', { length: 100 }, { session })
  expect(list.http, list.text).toBe(200)
  const listings = content(list) as { list: Array<Record<string, unknown>>; total: number }
  return {
    info: content(info) as Record<string, unknown>,
    total: listings.total,
    // each listing as summarised (a cover's address without the server's own origin)
    listings: listings.list.map((l) => JSON.stringify({ ...l, coverUrl: withoutOrigin(l.coverUrl, instance.url) })).sort(),
    luIds: listings.list.map((l) => l.luId as string),
  }
}

function withoutOrigin(value: unknown, origin: string): unknown {
  return typeof value === 'string' && value.startsWith(origin) ? value.slice(origin.length) : value
}

/**
 * The restore put back exactly what the archive holds. Checked before the restored server starts:
 * its unused-photo job may then delete demo photos nothing refers to, as the original's did.
 */
function expectFilesAsArchived(archive: string, restoredDir: string): void {
  const inArchive = archived(archive)
  expect(inArchive.length).toBeGreaterThan(0)
  expect(filesUnder(path.join(restoredDir, 'files'))).toEqual(inArchive)
}

/** Every listing's cover the restored server lists is served from the restored files. */
async function expectCoversServed(instance: Instance, session: TestSession): Promise<void> {
  const list = await apiClient(instance.url, () => Date.now())('listingList', { length: 100 }, { session })
  const covers = (content(list) as { list: Array<{ coverUrl?: unknown }> }).list
    .map((l) => l.coverUrl).filter((url): url is string => typeof url === 'string' && url.length > 0)
  expect(covers.length).toBeGreaterThan(0)
  for (const url of covers) {
    const response = await fetch(new URL(url, instance.url))
    expect(response.status, url).toBe(200)
    await response.arrayBuffer()
  }
}

/** A write after the backup: a new draft listing (it must not be in the restore). */
async function writeAfterBackup(instance: Instance, session: TestSession): Promise<string> {
  const luId = randomUUID()
  const reply = await apiClient(instance.url, () => Date.now())('listingCreate', { luId, rentalType: 'whole' }, { session })
  expect(reply.http, reply.text).toBe(200)
  return luId
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort()
}

/** The files folder as documented: `tar -C DATA_DIR -czf files.tar.gz files`, restored with `tar -C NEW_DATA_DIR -xzf`. */
function backupFiles(dataDir: string, archive: string): void {
  execFileSync('tar', ['-C', dataDir, '-czf', archive, 'files'])
}
/**
 * The files an archive holds (compared with what its restore gives: the running server's jobs may
 * delete unused photos while the backup is taken, so the folder itself is no fixed reference).
 */
function archived(archive: string): string[] {
  return execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).split('\n')
    .filter((entry) => entry.startsWith('files/') && !entry.endsWith('/')).map((entry) => entry.slice('files/'.length)).sort()
}
function restoreFiles(archive: string, dataDir: string): void {
  execFileSync('tar', ['-C', dataDir, '-xzf', archive])
}

const hasSqlite3 = spawnSync('sh', ['-c', 'command -v sqlite3'], { encoding: 'utf8' }).stdout.trim() !== ''

describe('backup and restore (docs/deploy.md)', () => {
  it.skipIf(!hasSqlite3)('SQLite: an online .backup taken while the server runs restores into a new DATA_DIR; later writes are not in it', { timeout: 300_000 }, async () => {
    const dataDir = tempDir('portal-backup-sqlite-')
    const seeded = createDb({ dbFile: path.join(dataDir, 'portal.sqlite') })
    await migrateToLatest(seeded)
    expect((await seedDemo(seeded, loadConfig({ DATA_DIR: dataDir }), Date.now())).length).toBeGreaterThan(0)
    await seeded.destroy()

    const original = await start('sqlite-original', { DATA_DIR: dataDir })
    const session = await signIn(original)
    const before = await hostView(original, session)
    expect(before.total).toBeGreaterThan(0)

    // the backup, exactly as documented, while the server runs (WAL mode)
    const backups = tempDir('portal-backups-')
    const backupFile = path.join(backups, 'portal-backup.sqlite')
    execFileSync('sqlite3', [path.join(dataDir, 'portal.sqlite'), `.backup '${backupFile}'`])
    backupFiles(dataDir, path.join(backups, 'files.tar.gz'))
    expect(execFileSync('sqlite3', [backupFile, 'pragma integrity_check'], { encoding: 'utf8' }).trim()).toBe('ok')

    const later = await writeAfterBackup(original, session)
    expect((await hostView(original, session)).luIds).toContain(later)

    // restore: a new DATA_DIR with the backup as portal.sqlite and the files folder
    const restoredDir = tempDir('portal-restored-sqlite-')
    fs.copyFileSync(backupFile, path.join(restoredDir, 'portal.sqlite'))
    restoreFiles(path.join(backups, 'files.tar.gz'), restoredDir)
    expectFilesAsArchived(path.join(backups, 'files.tar.gz'), restoredDir)
    const restored = await start('sqlite-restored', { DATA_DIR: restoredDir })
    const restoredSession = await signIn(restored)
    const after = await hostView(restored, restoredSession)
    expect(after.info).toEqual(before.info)
    expect(after.total).toBe(before.total)
    expect(after.listings).toEqual(before.listings)
    expect(after.luIds).not.toContain(later)
    // a session made before the backup is in it too
    expect((await apiClient(restored.url, () => Date.now())('getebkinfo', {}, { session })).http).toBe(200)
    await expectCoversServed(restored, restoredSession)
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL (docs/deploy.md)', () => {
  it('pg_dump -Fc taken while the server runs, pg_restore --no-owner into a new empty database: the host reads the same data; later writes are not in it', { timeout: 300_000 }, async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!
    const originalUrl = await createDatabase(adminUrl, 'original')
    const dataDir = tempDir('portal-backup-pg-')
    const seeded = createDb({ dbFile: path.join(dataDir, 'unused.sqlite'), databaseUrl: originalUrl })
    await migrateToLatest(seeded)
    expect((await seedDemo(seeded, loadConfig({ DATA_DIR: dataDir }), Date.now())).length).toBeGreaterThan(0)
    await closeEvents(seeded)
    await seeded.destroy()

    const original = await start('pg-original', { DATA_DIR: dataDir, DATABASE_URL: originalUrl })
    const session = await signIn(original)
    const before = await hostView(original, session)
    expect(before.total).toBeGreaterThan(0)

    // the backup, as documented, while the server (and its job queue) runs
    const backups = tempDir('portal-backups-pg-')
    fs.chmodSync(backups, 0o777)
    const dumpFile = path.join(backups, 'portal.dump')
    pgTool('pg_dump', ['-Fc', `--dbname=${originalUrl}`, `--file=${dumpFile}`])
    backupFiles(dataDir, path.join(backups, 'files.tar.gz'))

    const later = await writeAfterBackup(original, session)
    expect((await hostView(original, session)).luIds).toContain(later)

    // restore into a new, empty database and a new DATA_DIR
    const restoredUrl = await createDatabase(adminUrl, 'restored')
    pgTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dumpFile])
    const restoredDir = tempDir('portal-restored-pg-')
    restoreFiles(path.join(backups, 'files.tar.gz'), restoredDir)
    expectFilesAsArchived(path.join(backups, 'files.tar.gz'), restoredDir)
    const restored = await start('pg-restored', { DATA_DIR: restoredDir, DATABASE_URL: restoredUrl })
    const restoredSession = await signIn(restored)
    const after = await hostView(restored, restoredSession)
    expect(after.info).toEqual(before.info)
    expect(after.total).toBe(before.total)
    expect(after.listings).toEqual(before.listings)
    expect(after.luIds).not.toContain(later)
    expect((await apiClient(restored.url, () => Date.now())('getebkinfo', {}, { session })).http).toBe(200)
    await expectCoversServed(restored, restoredSession)
  })
})

/** A new empty database on the test server (dropped in afterAll); its URL. */
async function createDatabase(adminUrl: string, label: string): Promise<string> {
  const name = `portal_backup_${label}_${randomBytes(4).toString('hex')}`
  databases.push(name)
  await adminQuery(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}


/** A PostgreSQL client program (PATH or /usr/lib/postgresql/<n>/bin, as scripts/pg-cluster.mjs finds them). */
function findBin(name: string): string {
  const fromPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
  if (fromPath) return fromPath
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name)
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error(`${name} not found (PATH, ${root}/<n>/bin)`)
}

/** Runs pg_dump/pg_restore; as root, retried as the postgres user (as the test cluster runs) when refused. */
function pgTool(name: string, args: string[]): void {
  const bin = findBin(name)
  let result = spawnSync(bin, args, { encoding: 'utf8' })
  if (result.status !== 0 && process.getuid?.() === 0) result = spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${name} failed (${result.status}): ${result.stderr || result.stdout}`)
}

import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import type { S3Settings, ServerConfig } from '../config'

/**
 * Where uploaded files live (issue 21, decision 0065): one interface for the server, the jobs and
 * the console. Keys are the stored paths (`listing/2026/11/<random>.jpg`), never chosen by a
 * client. Local folder by default (DATA_DIR/files: several instances need it on a shared volume);
 * an S3-compatible bucket when FILES_S3_BUCKET is set.
 */
export interface FileStore {
  readonly kind: 'local' | 's3'
  /**
   * Writes a new file (keys are random: an existing key is an error on the local folder), or with
   * `replace` a file that may be there already (moving files between stores: a partial copy of
   * an interrupted run is replaced whole, never appended to).
   */
  put(key: string, data: Uint8Array, contentType: string, options?: { replace?: boolean }): Promise<void>
  /** The file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>
  /** Deletes the file; a missing file is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** Where the file is, for staff (a path on disk, or the bucket's URL). */
  locate(key: string): string
}

export class LocalFileStore implements FileStore {
  readonly kind = 'local'
  readonly dir: string

  constructor(dir: string) {
    this.dir = dir
  }

  private pathOf(key: string): string {
    return path.join(this.dir, checkedKey(key))
  }

  async put(key: string, data: Uint8Array, _contentType: string, options?: { replace?: boolean }): Promise<void> {
    const file = this.pathOf(key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    if (!options?.replace) return fs.writeFile(file, data, { flag: 'wx' })
    // beside it, then renamed over it: a reader or a crash never sees half a file
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
    try {
      await fs.writeFile(partial, data, { flag: 'wx' })
      await fs.rename(partial, file)
    } finally {
      await fs.rm(partial, { force: true })
    }
  }

  async size(key: string): Promise<number | null> {
    const stat = await fs.stat(this.pathOf(key)).catch(() => null)
    return stat?.isFile() ? stat.size : null
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      const file = this.pathOf(key)
      const stat = await fs.stat(file)
      return stat.isFile() ? await fs.readFile(file) : null
    } catch {
      return null
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true })
  }

  async exists(key: string): Promise<boolean> {
    return (await fs.stat(this.pathOf(key)).catch(() => null))?.isFile() ?? false
  }

  locate(key: string): string {
    return this.pathOf(key)
  }
}

/**
 * An S3-compatible bucket through aws4fetch (AWS Signature Version 4 over fetch; path-style URLs,
 * which every S3-compatible service takes). A failed call throws with the service's status; a
 * missing key reads as null.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3'
  private readonly client: AwsClient
  private readonly settings: S3Settings

  constructor(settings: S3Settings) {
    this.settings = { ...settings, endpoint: settings.endpoint.replace(/\/+$/, '') }
    // aws4fetch retries a 5xx or a failed connection (3 times, with back-off)
    this.client = new AwsClient({ accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey, service: 's3', region: settings.region, retries: 3 })
  }

  private urlOf(key: string): string {
    const full = `${this.settings.prefix ? `${this.settings.prefix.replace(/^\/+|\/+$/g, '')}/` : ''}${checkedKey(key)}`
    return `${this.settings.endpoint}/${encodeURIComponent(this.settings.bucket)}/${full.split('/').map(encodeURIComponent).join('/')}`
  }

  private call(key: string, init: RequestInit): Promise<Response> {
    return this.client.fetch(this.urlOf(key), init)
  }

  async put(key: string, data: Uint8Array, contentType: string): Promise<void> {
    const reply = await this.call(key, { method: 'PUT', body: new Uint8Array(data), headers: { 'Content-Type': contentType } })
    if (!reply.ok) throw new Error(`S3 PUT ${key}: ${reply.status} ${(await reply.text()).slice(0, 200)}`)
    await reply.body?.cancel()
  }

  async get(key: string): Promise<Uint8Array | null> {
    const reply = await this.call(key, { method: 'GET' })
    if (reply.status === 404) {
      await reply.body?.cancel()
      return null
    }
    if (!reply.ok) throw new Error(`S3 GET ${key}: ${reply.status}`)
    return new Uint8Array(await reply.arrayBuffer())
  }

  async delete(key: string): Promise<void> {
    const reply = await this.call(key, { method: 'DELETE' })
    await reply.body?.cancel()
    if (!reply.ok && reply.status !== 404) throw new Error(`S3 DELETE ${key}: ${reply.status}`)
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null
  }

  async size(key: string): Promise<number | null> {
    const reply = await this.call(key, { method: 'HEAD' })
    await reply.body?.cancel()
    if (reply.status === 404) return null
    if (!reply.ok) throw new Error(`S3 HEAD ${key}: ${reply.status}`)
    return Number(reply.headers.get('content-length') ?? 0)
  }

  locate(key: string): string {
    return this.urlOf(key)
  }
}

/** A stored key: relative, normalised, no way out of the store. */
function checkedKey(key: string): string {
  const normal = path.posix.normalize(key)
  if (normal === '.' || normal.startsWith('..') || normal.includes('\0') || path.posix.isAbsolute(normal)) throw new Error(`not a file key: ${key}`)
  return normal
}

const STORES = new WeakMap<object, FileStore>()

/** The store of a configuration (one per configuration object). */
export function fileStoreOf(config: Pick<ServerConfig, 'filesDir' | 'filesS3'>): FileStore {
  let store = STORES.get(config)
  if (!store) {
    store = config.filesS3 ? new S3FileStore(config.filesS3) : new LocalFileStore(config.filesDir)
    STORES.set(config, store)
  }
  return store
}

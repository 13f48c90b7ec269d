import path from 'node:path'
import { fileStoreOf } from '../files/store'
import { findUploadByPath } from '../services/general/repo'
import { ConsoleError } from './console-error'
import type { ConsoleDeps } from './console-error'

/**
 * `files show <path>`: where a stored upload is on disk, for staff (private files such as ID-card
 * images are served to their owner only, decision 0030). Takes the stored path, /files/<path>
 * or a full file URL.
 */
export async function showFile(deps: ConsoleDeps, value: string): Promise<string[]> {
  let pathname = value.trim()
  if (/^https?:\/\//i.test(pathname)) {
    try {
      pathname = decodeURIComponent(new URL(pathname).pathname)
    } catch {
      throw new ConsoleError(`not a file address: ${value}`)
    }
  }
  const relative = path.posix.normalize(pathname.replace(/^\/+/, '').replace(/^files\//, ''))
  if (relative === '.' || relative.startsWith('..') || relative.includes('\0') || path.posix.isAbsolute(relative)) {
    throw new ConsoleError(`not a stored file path: ${value}`)
  }
  const upload = await findUploadByPath(deps.db, relative)
  if (!upload) throw new ConsoleError(`no upload recorded at ${relative}`)
  const store = fileStoreOf(deps.config)
  return [
    store.locate(relative),
    `user ${upload.user_id}, ${upload.dir}, ${upload.content_type || 'unknown type'}, ${upload.size} bytes, uploaded ${new Date(Number(upload.created_at)).toISOString()}${(await store.exists(relative)) ? '' : ` (missing ${store.kind === 'local' ? 'on disk' : 'in the bucket'})`}`,
  ]
}

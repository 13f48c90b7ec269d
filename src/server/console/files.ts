import path from 'node:path'
import { parseArgs } from 'node:util'
import { LocalFileStore, S3FileStore, fileStoreOf } from '../files/store'
import type { FileStore } from '../files/store'
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

export const FILES_HELP = [
  '  files show <path|url>                       where a stored upload is on disk (private ID images too), its owner',
  '  files move --to s3|local [--delete-source] [--parallel 4]',
  '                                              copies every recorded upload from DATA_DIR/files to the bucket of FILES_S3_* (or',
  '                                              back), with progress; run again after an interruption: what is there is kept',
]

/** Uploads read from the database at a time. */
const PAGE = 500

type MoveTally = { total: number; totalBytes: number; done: number; copied: number; copiedBytes: number; present: number; missing: string[]; deleted: number }

/**
 * `files move --to s3|local`: copies every upload the database records from one store to the
 * other (issue 37: switching an existing server to a bucket, or back), so that the server started
 * with the other setting serves the same files. Each file is read, written whole (a bucket PUT,
 * or a rename on disk) and its size checked in the target; a file the target has already with
 * its recorded size is skipped, so an interrupted move is resumed by running the command again.
 * `--delete-source` removes each file from the source once its copy is checked. Files the
 * database does not record are not served and are not moved; recorded files missing from the
 * source are listed at the end.
 */
export async function moveFiles(deps: ConsoleDeps, rest: string[]): Promise<string[]> {
  const { values } = parseArgs({
    args: rest, allowPositionals: false, strict: true,
    options: { to: { type: 'string' }, 'delete-source': { type: 'boolean', default: false }, parallel: { type: 'string', default: '4' } },
  })
  if (values.to !== 's3' && values.to !== 'local') throw new ConsoleError('--to s3 or --to local is required (where the files go)')
  const parallel = Number(values.parallel)
  if (!Number.isInteger(parallel) || parallel < 1 || parallel > 32) throw new ConsoleError(`--parallel must be 1 to 32, not ${values.parallel}`)
  if (!deps.config.filesS3) throw new ConsoleError('FILES_S3_BUCKET and the other FILES_S3_* settings are needed: they name the bucket to move to or from')
  const local = new LocalFileStore(deps.config.filesDir)
  const bucket = new S3FileStore(deps.config.filesS3)
  const [source, target] = values.to === 's3' ? [local, bucket] : [bucket, local]
  const where = (store: FileStore) => (store.kind === 'local' ? deps.config.filesDir : `bucket ${deps.config.filesS3!.bucket}`)

  const counts = await deps.db.selectFrom('uploads').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('size').as('bytes')]).executeTakeFirstOrThrow()
  const tally: MoveTally = { total: Number(counts.n), totalBytes: Number(counts.bytes ?? 0), done: 0, copied: 0, copiedBytes: 0, present: 0, missing: [], deleted: 0 }
  const report = progressReporter(deps, tally)
  deps.progress?.(`moving ${tally.total} files (${megabytes(tally.totalBytes)}) from ${where(source)} to ${where(target)}`)

  let after = 0
  for (;;) {
    const page = await deps.db.selectFrom('uploads').select(['id', 'path', 'size', 'content_type']).where('id', '>', after).orderBy('id').limit(PAGE).execute()
    if (page.length === 0) break
    after = page[page.length - 1]!.id
    let next = 0
    const worker = async () => {
      while (next < page.length) {
        const upload = page[next++]!
        await moveOne(source, target, upload, tally, values['delete-source'])
        tally.done++
        report(false)
      }
    }
    await Promise.all(Array.from({ length: Math.min(parallel, page.length) }, worker))
  }
  report(true)
  return [
    `${tally.copied} copied (${megabytes(tally.copiedBytes)}), ${tally.present} already there, ${tally.missing.length} missing from ${where(source)}${values['delete-source'] ? `, ${tally.deleted} deleted from ${where(source)}` : ''}`,
    ...tally.missing.slice(0, 20).map((key) => `missing: ${key}`),
    ...(tally.missing.length > 20 ? [`... and ${tally.missing.length - 20} more`] : []),
    values.to === 's3'
      ? 'next: start the server with the FILES_S3_* settings; DATA_DIR/files is no longer read'
      : 'next: start the server without FILES_S3_BUCKET; it serves DATA_DIR/files',
  ]
}

async function moveOne(
  source: FileStore, target: FileStore, upload: { path: string; size: number; content_type: string }, tally: MoveTally, deleteSource: boolean,
): Promise<void> {
  const there = await target.size(upload.path)
  if (there === null || there !== Number(upload.size)) {
    const data = await source.get(upload.path)
    if (!data) {
      // a file moved and deleted from the source by an earlier run is where it should be
      if (there === null) tally.missing.push(upload.path)
      else tally.present++
      return
    }
    await target.put(upload.path, data, upload.content_type || 'application/octet-stream', { replace: true })
    const written = await target.size(upload.path)
    if (written !== data.length) throw new ConsoleError(`${upload.path}: ${data.length} bytes written, ${written ?? 'none'} found in the target; nothing deleted, run again`)
    tally.copied++
    tally.copiedBytes += data.length
  } else {
    tally.present++
  }
  if (deleteSource) {
    await source.delete(upload.path)
    tally.deleted++
  }
}

/** One progress line a second at most (and the last one), with the share done and the rate. */
function progressReporter(deps: ConsoleDeps, tally: MoveTally): (last: boolean) => void {
  const started = Date.now()
  let shown = 0
  return (last) => {
    const now = Date.now()
    if (!last && now - shown < 1000) return
    shown = now
    const seconds = Math.max((now - started) / 1000, 0.001)
    const share = tally.total === 0 ? 100 : Math.floor((tally.done / tally.total) * 100)
    deps.progress?.(`${tally.done}/${tally.total} files (${share}%): ${tally.copied} copied, ${megabytes(tally.copiedBytes)} at ${megabytes(tally.copiedBytes / seconds)}/s, ${tally.present} already there, ${tally.missing.length} missing`)
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`
}

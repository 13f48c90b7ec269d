import { randomBytes } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import pLimit from 'p-limit'
import sharp from 'sharp'
import {
  checkImageFile, DEFAULT_IMAGE_RULES, extensionOf, APPEAL_PHOTO_RULES, LISTING_PHOTO_RULES,
} from '../../../domain/validators/image'
import type { ImageRules } from '../../../domain/validators/image'
import type { ServerConfig } from '../../config'
import { invalid } from '../../errors'
import type { HandlerContext } from '../../handler'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { insertUpload } from './repo'
import { fileStoreOf } from '../../files/store'

/** Folders an upload may go to (field dir); each has its size limit. */
export const UPLOAD_DIRS = ['duanzu_head', 'realname', 'listing', 'qualification', 'appeal'] as const
export type UploadDir = (typeof UPLOAD_DIRS)[number]
export const DEFAULT_UPLOAD_DIR: UploadDir = 'duanzu_head'

const DIR_RULES: Record<UploadDir, ImageRules> = {
  duanzu_head: DEFAULT_IMAGE_RULES,
  realname: DEFAULT_IMAGE_RULES,
  listing: LISTING_PHOTO_RULES,
  qualification: DEFAULT_IMAGE_RULES,
  appeal: APPEAL_PHOTO_RULES,
}

/** Pixel bounds on both sides of a stored image. */
export const UPLOAD_MIN_SIDE = 100
export const UPLOAD_MAX_SIDE = 12000

/** What the sniffed content may be, with the extensions a file of that type may carry. */
const ACCEPTED_TYPES: Record<string, { ext: 'jpg' | 'png'; names: readonly string[] }> = {
  'image/jpeg': { ext: 'jpg', names: ['.jpg', '.jpeg'] },
  'image/png': { ext: 'png', names: ['.png'] },
}

/** Pixels an upload may decode to (sharp limitInputPixels): the largest image the side bounds allow. */
export const UPLOAD_MAX_PIXELS = UPLOAD_MAX_SIDE * UPLOAD_MAX_SIDE

export type StoredImage = { domain: string; domains: string[]; url: string; width: number; height: number }

/**
 * An image checked, re-encoded and written to its final file, not yet recorded: the upload row is
 * written by recordUploadedImage (in the endpoint's transaction); discard() deletes the file.
 */
export type PreparedImage = {
  dir: UploadDir
  /** dir/yyyy/mm/name.ext: its key in the file store. */
  relative: string
  contentType: string
  size: number
  width: number
  height: number
  discard: () => Promise<void>
}

/**
 * Checks an uploaded image by its content (not its name or declared type), size and pixel size,
 * re-encodes it (which drops EXIF, GPS included, after turning it upright, and anything appended
 * to or hidden in the file) and writes it to the file store as <dir>/<yyyy>/<mm>/<random>.<ext>. The slow
 * part of an upload: it touches no database, so it runs outside any transaction. Content that
 * cannot be read whole (truncated, corrupt, not an image) is refused with fileType.
 */
/**
 * Decodes and re-encodes at once, at most: each holds a thread of libuv's pool (4 by default) for
 * up to seconds (a 16 MB photo, a header promising 144 megapixels), and the same pool serves file
 * reads and writes; more uploads wait their turn instead of starving the rest of the server.
 */
export const IMAGE_WORK = pLimit(2)

export async function prepareUploadedImage(
  ctx: Pick<HandlerContext, 'config' | 'now'>,
  file: File | null,
  dirParam: string | undefined,
): Promise<PreparedImage> {
  const dir = parseDir(dirParam)
  if (!file || file.size === 0) throw invalid('required', 'Filedata')
  const rules = DIR_RULES[dir]
  // by name and size first; the pixel minimum is checked below, on the decoded header
  const { minWidth: _w, minHeight: _h, ...byNameRules } = rules
  const byName = checkImageFile({ name: file.name, sizeBytes: file.size }, { ...byNameRules, limit: 1 })
  if (byName) throw invalid(byName.key, 'Filedata', byName.params)
  const unreadable = () => invalid('fileType', 'Filedata', { accept: rules.accept.join(',') })

  const bytes = Buffer.from(await file.arrayBuffer())
  const sniffed = await fileTypeFromBuffer(bytes).catch(() => undefined)
  const accepted = sniffed ? ACCEPTED_TYPES[sniffed.mime] : undefined
  if (!sniffed || !accepted || !accepted.names.includes(extensionOf(file.name))) throw unreadable()

  // The header only (no pixels decoded): refuse by declared size before decoding anything.
  const meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata().catch(() => null)
  if (!meta?.width || !meta.height || meta.format !== (accepted.ext === 'jpg' ? 'jpeg' : 'png')) throw unreadable()
  if (Math.min(meta.width, meta.height) < UPLOAD_MIN_SIDE) {
    throw invalid('ImageRatio', 'Filedata', { size: `${UPLOAD_MIN_SIDE}*${UPLOAD_MIN_SIDE}` })
  }
  // a folder's own minimum (appeal photos: 800x800, business rules 5)
  if (rules.minWidth !== undefined && rules.minHeight !== undefined && (meta.width < rules.minWidth || meta.height < rules.minHeight)) {
    throw invalid('ImageRatio', 'Filedata', { size: `${rules.minWidth}*${rules.minHeight}` })
  }
  if (Math.max(meta.width, meta.height) > UPLOAD_MAX_SIDE || meta.width * meta.height > UPLOAD_MAX_PIXELS) {
    throw invalid('imageTooLarge', 'Filedata', { size: `${UPLOAD_MAX_SIDE}*${UPLOAD_MAX_SIDE}` })
  }

  // failOn 'error' refuses truncated and corrupt pixel data (a warning-level glitch still passes).
  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS }).rotate()
  const encoded = accepted.ext === 'jpg' ? upright.jpeg({ quality: 88, mozjpeg: true }) : upright.png()
  const output = await IMAGE_WORK(() => encoded.toBuffer({ resolveWithObject: true }).catch(() => null))
  if (!output) throw unreadable()
  const { data, info } = output

  const relative = storedPath(dir, accepted.ext, ctx.now())
  const store = fileStoreOf(ctx.config)
  await store.put(relative, data, sniffed.mime)
  return {
    dir, relative, contentType: sniffed.mime, size: data.length, width: info.width, height: info.height,
    discard: () => store.delete(relative),
  }
}

/** Records a prepared image as the caller's upload (a short write; the file is already in place). */
export async function recordUploadedImage(
  ctx: Pick<HandlerContext, 'db' | 'config' | 'now'>,
  userId: number,
  image: PreparedImage,
  origin: string,
): Promise<StoredImage> {
  await insertUpload(ctx.db, {
    user_id: userId, dir: image.dir, path: image.relative, content_type: image.contentType, size: image.size,
    width: image.width, height: image.height, created_at: ctx.now(),
  })
  const domain = filesBase(ctx.config, origin, image.dir)
  return { domain, domains: [domain], url: `/${image.relative}`, width: image.width, height: image.height }
}

/**
 * The base of stored files: PUBLIC_FILES_BASE (a CDN), or this server's /files. Private folders
 * (ID cards, passports, licences) are always this server's: it serves them to their owner's
 * session only, which a CDN would not (decision 0030).
 */
export function filesBase(config: Pick<ServerConfig, 'publicFilesBase'>, origin: string, dir?: UploadDir): string {
  if (dir && PRIVATE_UPLOAD_DIRS.includes(dir)) return `${origin}/files`
  return config.publicFilesBase ?? `${origin}/files`
}

/** Upload folders whose files only their owner may fetch (decision 0030). */
export const PRIVATE_UPLOAD_DIRS: readonly UploadDir[] = ['realname', 'qualification', 'appeal']

/**
 * The stored path (dir/yyyy/mm/name.ext) an image address points at, whether the client sends
 * the url of the upload answer or domain + url; null when it is no upload address at all.
 */
export function uploadPathFromUrl(url: string): string | null {
  let pathname = url.trim()
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pathname)) {
    try {
      pathname = new URL(pathname).pathname
    } catch {
      return null
    }
  }
  const match = STORED_PATH.exec(pathname)
  return match?.[1] ?? null
}

function parseDir(value: string | undefined): UploadDir {
  if (value === undefined || value === '') return DEFAULT_UPLOAD_DIR
  const dir = UPLOAD_DIRS.find((d) => d === value)
  if (!dir) throw invalid('invalidValue', 'dir')
  return dir
}

function storedPath(dir: UploadDir, ext: string, nowMs: number): string {
  const date = new Date(nowMs)
  const yyyy = String(date.getUTCFullYear())
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dir}/${yyyy}/${mm}/${randomBytes(16).toString('hex')}.${ext}`
}

const STORED_PATH = new RegExp(
  `(?:^|/)((?:${UPLOAD_DIRS.join('|')})/\\d{4}/\\d{2}/[0-9a-f]{32}\\.(?:jpg|png))$`,
)

/**
 * The index of the first URL that is not one of this user's uploads (in `dir` when given), or -1:
 * forms that name uploaded scans (qualifications) may only name their own. One query.
 */
export async function firstForeignUpload(
  db: Kysely<Database>, userId: number, urls: readonly string[], dir?: UploadDir,
): Promise<number> {
  if (urls.length === 0) return -1
  const paths = urls.map((url) => url.replace(/^\/+/, ''))
  let query = db.selectFrom('uploads').select('path').where('user_id', '=', userId).where('path', 'in', paths)
  if (dir) query = query.where('dir', '=', dir)
  const own = new Set((await query.execute()).map((row) => row.path))
  return paths.findIndex((path) => !own.has(path))
}

import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import {
  checkImageFile, DEFAULT_IMAGE_RULES, extensionOf, LISTING_PHOTO_RULES,
} from '../../../domain/validators/image'
import type { ImageRules } from '../../../domain/validators/image'
import type { ServerConfig } from '../../config'
import { invalid } from '../../errors'
import type { HandlerContext } from '../../handler'
import { insertUpload } from './repo'

/** Folders an upload may go to (field dir); each has its size limit. */
export const UPLOAD_DIRS = ['duanzu_head', 'realname', 'listing', 'qualification'] as const
export type UploadDir = (typeof UPLOAD_DIRS)[number]
export const DEFAULT_UPLOAD_DIR: UploadDir = 'duanzu_head'

const DIR_RULES: Record<UploadDir, ImageRules> = {
  duanzu_head: DEFAULT_IMAGE_RULES,
  realname: DEFAULT_IMAGE_RULES,
  listing: LISTING_PHOTO_RULES,
  qualification: DEFAULT_IMAGE_RULES,
}

/** Pixel bounds on both sides of a stored image. */
export const UPLOAD_MIN_SIDE = 100
export const UPLOAD_MAX_SIDE = 12000

/** What the sniffed content may be, with the extensions a file of that type may carry. */
const ACCEPTED_TYPES: Record<string, { ext: 'jpg' | 'png'; names: readonly string[] }> = {
  'image/jpeg': { ext: 'jpg', names: ['.jpg', '.jpeg'] },
  'image/png': { ext: 'png', names: ['.png'] },
}

export type StoredImage = { domain: string; domains: string[]; url: string; width: number; height: number }

/**
 * Checks an uploaded image by its content (not its name or declared type), size and pixel size,
 * re-encodes it (which drops EXIF, GPS included, after turning it upright), stores it under
 * filesDir/<dir>/<yyyy>/<mm>/<random>.<ext> and records it as the caller's upload.
 */
export async function storeUploadedImage(
  ctx: Pick<HandlerContext, 'db' | 'config' | 'now'>,
  userId: number,
  file: File | null,
  dirParam: string | undefined,
  origin: string,
): Promise<StoredImage> {
  const dir = parseDir(dirParam)
  if (!file || file.size === 0) throw invalid('required', 'Filedata')
  const rules = DIR_RULES[dir]
  const byName = checkImageFile({ name: file.name, sizeBytes: file.size }, { ...rules, limit: 1 })
  if (byName) throw invalid(byName.key, 'Filedata', byName.params)

  const bytes = Buffer.from(await file.arrayBuffer())
  const sniffed = await fileTypeFromBuffer(bytes)
  const accepted = sniffed ? ACCEPTED_TYPES[sniffed.mime] : undefined
  if (!accepted || !accepted.names.includes(extensionOf(file.name))) {
    throw invalid('fileType', 'Filedata', { accept: rules.accept.join(',') })
  }

  const image = sharp(bytes, { failOn: 'error' })
  const meta = await image.metadata().catch(() => null)
  if (!meta?.width || !meta.height) throw invalid('fileType', 'Filedata', { accept: rules.accept.join(',') })
  if (Math.min(meta.width, meta.height) < UPLOAD_MIN_SIDE) {
    throw invalid('ImageRatio', 'Filedata', { size: `${UPLOAD_MIN_SIDE}*${UPLOAD_MIN_SIDE}` })
  }
  if (Math.max(meta.width, meta.height) > UPLOAD_MAX_SIDE) {
    throw invalid('imageTooLarge', 'Filedata', { size: `${UPLOAD_MAX_SIDE}*${UPLOAD_MAX_SIDE}` })
  }

  const upright = image.rotate()
  const encoded = accepted.ext === 'jpg' ? upright.jpeg({ quality: 88, mozjpeg: true }) : upright.png()
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true })

  const relative = storedPath(dir, accepted.ext, ctx.now())
  const absolute = path.join(ctx.config.filesDir, relative)
  await fs.mkdir(path.dirname(absolute), { recursive: true })
  await fs.writeFile(absolute, data, { flag: 'wx' })
  try {
    await insertUpload(ctx.db, {
      user_id: userId, dir, path: relative, content_type: sniffed?.mime ?? '', size: data.length,
      width: info.width, height: info.height, created_at: ctx.now(),
    })
  } catch (error) {
    await fs.rm(absolute, { force: true })
    throw error
  }
  const domain = filesBase(ctx.config, origin)
  return { domain, domains: [domain], url: `/${relative}`, width: info.width, height: info.height }
}

/** The public base of stored files: PUBLIC_FILES_BASE, or this server's /files. */
export function filesBase(config: Pick<ServerConfig, 'publicFilesBase'>, origin: string): string {
  return config.publicFilesBase ?? `${origin}/files`
}

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

import type { MessageKey } from '../messages'

/** Upload rules of one image picker (portal spec 5, image upload). */
export type ImageRules = {
  /** Accepted extensions, lower case with the dot: '.jpg'. */
  accept: readonly string[]
  /** Size limit in KB (1 MB = 1024 KB). */
  maxSizeKB?: number
  /** Minimum pixels; checked only when both are set. */
  minWidth?: number
  minHeight?: number
  /** At most this many images in the picker. */
  limit: number
  /** When set, images are resized to this width before upload (compression on). */
  compressWidth?: number
}

export type ImageFileFacts = { name: string; sizeBytes: number; width?: number; height?: number }
export type ImageProblem = { key: MessageKey; params?: Record<string, string | number> }

/**
 * Whether one more image may be added to a picker that already holds `alreadyCount`, in the order
 * a host meets the problems: too many, wrong type, too large, too small. With both minimum sides
 * set, unknown dimensions fail (an image the caller could not decode is not accepted).
 */
export function checkImageFile(file: ImageFileFacts, rules: ImageRules, alreadyCount = 0): ImageProblem | null {
  if (alreadyCount >= rules.limit) return { key: 'Maximum', params: { limit: rules.limit } }
  if (!rules.accept.includes(extensionOf(file.name))) {
    return { key: 'fileType', params: { accept: rules.accept.join(',') } }
  }
  if (rules.maxSizeKB !== undefined && file.sizeBytes > rules.maxSizeKB * 1024) {
    return { key: 'sizeTips', params: { mb: Math.round((rules.maxSizeKB / 1024) * 100) / 100 } }
  }
  const { minWidth, minHeight } = rules
  if (minWidth !== undefined && minHeight !== undefined) {
    const { width, height } = file
    if (width === undefined || height === undefined || width < minWidth || height < minHeight) {
      return { key: 'ImageRatio', params: { size: `${minWidth}*${minHeight}` } }
    }
  }
  return null
}

/** '.jpg' for 'Photo.JPG'; '' when the name has no extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot).toLowerCase()
}

export const IMAGE_ACCEPT = ['.jpg', '.jpeg', '.png'] as const
export const IMAGE_COMPRESS_WIDTH = 1920

/** Defaults of every picker: jpg/jpeg/png, one image, resized to 1920 wide, at most 5 MB. */
export const DEFAULT_IMAGE_RULES = {
  accept: IMAGE_ACCEPT,
  limit: 1,
  compressWidth: IMAGE_COMPRESS_WIDTH,
  maxSizeKB: 5 * 1024,
} as const satisfies ImageRules

/** General listing photos: under 20 MB (business rules 5; qualification images keep 5 MB). */
export const LISTING_PHOTO_RULES = {
  ...DEFAULT_IMAGE_RULES,
  maxSizeKB: 20 * 1024,
} as const satisfies ImageRules

/** Appeal photos (business rules 5): at most 8, each at least 800x800 and under 10 MB. */
export const APPEAL_PHOTO_RULES = {
  ...DEFAULT_IMAGE_RULES,
  limit: 8,
  maxSizeKB: 10 * 1024,
  minWidth: 800,
  minHeight: 800,
} as const satisfies ImageRules

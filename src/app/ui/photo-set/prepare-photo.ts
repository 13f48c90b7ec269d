import Compressor from 'compressorjs'
import { IMAGE_COMPRESS_WIDTH } from '../../../domain/validators/image'

/** A photo ready to upload, with its pixel size. */
export type PreparedPhoto = { blob: Blob; width: number; height: number }

/**
 * Resizes a photo to at most `maxWidth` wide (spec: "images are first resized to width 1920")
 * with compressorjs, which also turns a JPEG upright from its EXIF orientation. PNG stays PNG
 * (convertSize: Infinity); JPEG is re-encoded at quality 0.9. Rejects when the browser cannot
 * decode the file.
 */
export function preparePhoto(file: Blob, maxWidth = IMAGE_COMPRESS_WIDTH): Promise<PreparedPhoto> {
  return new Promise<Blob>((resolve, reject) => {
    new Compressor(file, {
      maxWidth,
      quality: 0.9,
      convertSize: Number.POSITIVE_INFINITY,
      success: resolve,
      error: reject,
    })
  }).then(async (blob) => ({ blob, ...(await sizeOf(blob)) }))
}

/** The edits of the photo editor: quarter turns clockwise and CSS filter percentages. */
export type PhotoEdits = { rotation: 0 | 90 | 180 | 270; brightness: number; saturation: number; contrast: number }

export const NO_EDITS: PhotoEdits = { rotation: 0, brightness: 100, saturation: 100, contrast: 100 }

export function hasEdits(edits: PhotoEdits): boolean {
  return (Object.keys(NO_EDITS) as (keyof PhotoEdits)[]).some((key) => edits[key] !== NO_EDITS[key])
}

/** The canvas filter of the edits (also used for the live preview). */
export function filterOf(edits: PhotoEdits): string {
  return `brightness(${edits.brightness}%) saturate(${edits.saturation}%) contrast(${edits.contrast}%)`
}

/** Draws the photo rotated and filtered on a canvas and encodes it as JPEG. */
export async function renderEdited(source: Blob, edits: PhotoEdits): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(source)
  try {
    const turned = edits.rotation === 90 || edits.rotation === 270
    const canvas = document.createElement('canvas')
    canvas.width = turned ? bitmap.height : bitmap.width
    canvas.height = turned ? bitmap.width : bitmap.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d canvas')
    context.filter = filterOf(edits)
    context.translate(canvas.width / 2, canvas.height / 2)
    context.rotate((edits.rotation * Math.PI) / 180)
    context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92))
    if (!blob) throw new Error('the canvas could not be encoded')
    return { blob, width: canvas.width, height: canvas.height }
  } finally {
    bitmap.close()
  }
}

async function sizeOf(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob)
  try {
    return { width: bitmap.width, height: bitmap.height }
  } finally {
    bitmap.close()
  }
}

/** An image ready to upload, with its pixel size. */
export type PreparedImage = { blob: Blob; width: number; height: number }

/**
 * Reads an image's size and, when it is wider than `maxWidth`, redraws it at that width
 * (keeping the aspect ratio) with a canvas (spec 5: "images are first resized to width 1920").
 * PNG stays PNG; everything else becomes JPEG at quality 0.9. An image that is not wider is
 * sent untouched. Rejects when the browser cannot decode the file.
 */
export async function prepareImage(file: Blob, maxWidth: number | undefined): Promise<PreparedImage> {
  const bitmap = await createImageBitmap(file)
  try {
    const { width, height } = bitmap
    if (!maxWidth || width <= maxWidth) return { blob: file, width, height }
    const target = scaledSize(width, height, maxWidth)
    const canvas = document.createElement('canvas')
    canvas.width = target.width
    canvas.height = target.height
    const context = canvas.getContext('2d')
    if (!context) return { blob: file, width, height }
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, target.width, target.height)
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg'
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9))
    return blob ? { blob, ...target } : { blob: file, width, height }
  } finally {
    bitmap.close()
  }
}

/** The size of an image scaled down to `maxWidth`, height rounded, never below 1 px. */
export function scaledSize(width: number, height: number, maxWidth: number): { width: number; height: number } {
  if (width <= maxWidth) return { width, height }
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) }
}

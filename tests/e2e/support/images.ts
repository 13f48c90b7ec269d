import sharp from 'sharp'

/** A real JPEG of the given size (the upload service checks content, type and size). */
export async function jpegFile(name: string, width = 1200, height = 800): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 170, b: 150 } } })
    .jpeg({ quality: 80 })
    .toBuffer()
  return { name, mimeType: 'image/jpeg', buffer }
}

/** A real PNG of the given size. */
export async function pngFile(name: string, width = 600, height = 600): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 160, alpha: 1 } } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

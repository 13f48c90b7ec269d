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

/** A PNG of random noise: it does not compress, so 1920x1500 is about 8.6 MB. */
export async function noisyPngFile(name: string, width = 1920, height = 1500): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24 ^ (i & 0xff)
  const buffer = await sharp(raw, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

// Generates the PWA icons in public/icons from the portal's mark (src/app/shell/logo.tsx: a white
// house on #b53f0e). Run once after changing the mark: `node scripts/make-icons.mjs`; the PNGs are committed.
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

const BRAND = '#b53f0e'
const HOUSE = 'M7 16.5 16 9l9 7.5V24a1 1 0 0 1-1 1h-5v-6h-6v6H8a1 1 0 0 1-1-1z'
const outDir = path.join(import.meta.dirname, '..', 'public', 'icons')

/** The mark as in the header: rounded square, the house filling it. */
const anySvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${BRAND}"/><path d="${HOUSE}" fill="#fff"/></svg>`

/** Maskable: full-bleed background, the house scaled into the central 80 % safe zone. */
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 17) scale(0.72) translate(-16 -17)"><path d="${HOUSE}" fill="#fff"/></g></svg>`

await fs.mkdir(outDir, { recursive: true })
const outputs = [
  ['icon-192.png', anySvg, 192],
  ['icon-512.png', anySvg, 512],
  ['icon-maskable-512.png', maskableSvg, 512],
  ['apple-touch-icon-180.png', maskableSvg, 180],
]
for (const [name, svg, size] of outputs) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name))
  console.log(`public/icons/${name} (${size}x${size})`)
}

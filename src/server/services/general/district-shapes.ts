import { readFile } from 'node:fs/promises'
import { sameAreaPredecessor } from '../../../domain/geo/division-changes'
import { decodeRing } from '../../../domain/listing/shape-codec'
import type { Ring } from '../../../domain/listing/shape-codec'

/**
 * District outlines (src/server/data/district-shapes, built by scripts/build-district-shapes.mjs):
 * one file per province, read the first time one of its districts is asked for and kept.
 */
const provinces = new Map<string, Promise<Record<string, number[][]>>>()
const DIR = new URL('../../data/district-shapes/', import.meta.url)

function provinceShapes(prefix: string): Promise<Record<string, number[][]>> {
  let file = provinces.get(prefix)
  if (!file) {
    file = readFile(new URL(`${prefix}.json`, DIR), 'utf8').then(
      (text) => JSON.parse(text) as Record<string, number[][]>,
      () => ({}),
    )
    provinces.set(prefix, file)
  }
  return file
}

/**
 * The outline of a six-digit division code, or null when there is none. A division that took
 * over another's territory unchanged (沙县区 350405 was 沙县 350427; src/domain/geo/division-changes.ts)
 * has its predecessor's outline when the source drew only that. New districts carved out of
 * others (临平区 330113, 钱塘区 330114) have none: the address step keeps its circle.
 */
export async function districtShape(code: string): Promise<Ring[] | null> {
  if (!/^\d{6}$/.test(code)) return null
  const shapes = await provinceShapes(code.slice(0, 2))
  const predecessor = sameAreaPredecessor(code)
  const encoded = shapes[code] ?? (predecessor ? shapes[predecessor] : undefined)
  return encoded ? encoded.map(decodeRing) : null
}

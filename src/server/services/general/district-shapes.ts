import { readFile } from 'node:fs/promises'
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

/** The outline of a six-digit division code, or null when there is none. */
export async function districtShape(code: string): Promise<Ring[] | null> {
  if (!/^\d{6}$/.test(code)) return null
  const encoded = (await provinceShapes(code.slice(0, 2)))[code]
  return encoded ? encoded.map(decodeRing) : null
}

import { Zip, ZipPassThrough } from 'fflate'

/** One file of a ZIP archive: its name (UTF-8, '/' between folders) and its bytes. */
export type ZipEntry = { name: string; data: Uint8Array }

/**
 * Writes a ZIP archive piece by piece as its entries come (decision 0086), with fflate's streaming
 * writer: each entry stored as it is (scans are JPEG or PNG, compressed already; the texts are
 * small), names in UTF-8, then the central directory. Only one entry's bytes are held at a time.
 */
export async function* zipPieces(entries: AsyncIterable<ZipEntry>, modified: Date): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = []
  let failed: Error | null = null
  const zip = new Zip((error, data) => {
    if (error) failed = error
    else ready.push(data)
  })
  const drain = function* () {
    if (failed) throw failed
    while (ready.length > 0) yield ready.shift()!
  }
  for await (const entry of entries) {
    const file = new ZipPassThrough(entry.name)
    file.mtime = modified
    zip.add(file)
    file.push(entry.data, true)
    yield* drain()
  }
  zip.end()
  yield* drain()
}

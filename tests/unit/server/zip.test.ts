import { describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { zipPieces, type ZipEntry } from '../../../src/server/files/zip'

async function archive(entries: ZipEntry[], at = new Date(Date.UTC(2026, 10, 21, 16, 30, 44))): Promise<Buffer> {
  async function* source() {
    yield* entries
  }
  const pieces: Uint8Array[] = []
  for await (const piece of zipPieces(source(), at)) pieces.push(piece)
  return Buffer.concat(pieces)
}

/** Every entry as yauzl (an independent reader, checking sizes and CRCs) reads it. */
function read(bytes: Buffer): Promise<Array<{ name: string; data: Buffer; modified: Date; utf8: boolean }>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'))
      const out: Array<{ name: string; data: Buffer; modified: Date; utf8: boolean }> = []
      zip.on('entry', (entry: yauzl.Entry) => zip.openReadStream(entry, (streamError, stream) => {
        if (streamError || !stream) return reject(streamError ?? new Error('no stream'))
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('error', reject)
        stream.on('end', () => {
          out.push({ name: entry.fileName, data: Buffer.concat(chunks), modified: entry.getLastModDate(), utf8: (entry.generalPurposeBitFlag & 0x800) !== 0 })
          zip.readEntry()
        })
      }))
      zip.on('end', () => resolve(out))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

describe('the ZIP writer (fflate; decision 0086)', () => {
  it('writes entries another reader opens whole: UTF-8 names, bytes and CRCs intact, the time given', async () => {
    const scan = new Uint8Array(70_000).map((_, i) => (i * 31) % 256)
    const bytes = await archive([
      { name: '资质信息.txt', data: new TextEncoder().encode('\ufeff酒店资质信息\r\n') },
      { name: '证件/01-营业执照.jpg', data: scan },
      { name: 'empty.txt', data: new Uint8Array(0) },
    ])
    const entries = await read(bytes)
    expect(entries.map((e) => e.name)).toEqual(['资质信息.txt', '证件/01-营业执照.jpg', 'empty.txt'])
    // names beyond ASCII say they are UTF-8 (an ASCII name reads the same either way)
    expect(entries.filter((e) => /[^\x00-\x7f]/.test(e.name)).every((e) => e.utf8)).toBe(true)
    expect(entries[0]!.data.toString('utf8')).toBe('\ufeff酒店资质信息\r\n')
    expect(Buffer.compare(entries[1]!.data, Buffer.from(scan))).toBe(0)
    expect(entries[2]!.data.length).toBe(0)
    // MS-DOS time: 2-second steps, read back as local fields
    const modified = entries[0]!.modified
    expect([modified.getFullYear(), modified.getMonth(), modified.getDate(), modified.getHours(), modified.getMinutes(), modified.getSeconds()]).toEqual([2026, 10, 21, 16, 30, 44])
  })

  it('writes an empty archive as the end record alone', async () => {
    const bytes = await archive([])
    expect(bytes.length).toBe(22)
    expect(await read(bytes)).toEqual([])
  })
})

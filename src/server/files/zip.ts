import { crc32 } from 'node:zlib'

/** One file of a ZIP archive: its name (UTF-8, '/' between folders) and its bytes. */
export type ZipEntry = { name: string; data: Uint8Array }

/**
 * Writes a ZIP archive piece by piece as its entries come (decision 0086): each entry stored as
 * it is (scans are JPEG or PNG, compressed already; the texts are small), names in UTF-8 (general
 * purpose flag bit 11), then the central directory. Only one entry's bytes are held at a time.
 * No ZIP64: an archive stays under 4 GB and 65535 entries (a hotel's qualification is at most
 * a few dozen scans of 5 MB), which the writer checks.
 */
export async function* zipPieces(entries: AsyncIterable<ZipEntry>, modified: Date): AsyncGenerator<Uint8Array> {
  const central: Uint8Array[] = []
  let offset = 0
  let count = 0
  const { time, date } = dosTime(modified)
  for await (const entry of entries) {
    const name = new TextEncoder().encode(entry.name)
    const crc = crc32(entry.data) >>> 0
    const size = entry.data.length
    if (offset + 30 + name.length + size > 0xffffffff || count === 0xffff) throw new Error('zip: the archive is too large for a ZIP without ZIP64')
    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true) // version needed: 2.0
    local.setUint16(6, 0x0800, true) // UTF-8 names
    local.setUint16(8, 0, true) // stored
    local.setUint16(10, time, true)
    local.setUint16(12, date, true)
    local.setUint32(14, crc, true)
    local.setUint32(18, size, true)
    local.setUint32(22, size, true)
    local.setUint16(26, name.length, true)
    local.setUint16(28, 0, true)
    yield new Uint8Array(local.buffer)
    yield name
    yield entry.data

    const head = new DataView(new ArrayBuffer(46))
    head.setUint32(0, 0x02014b50, true)
    head.setUint16(4, 20, true) // made by: 2.0, MS-DOS attributes
    head.setUint16(6, 20, true)
    head.setUint16(8, 0x0800, true)
    head.setUint16(10, 0, true)
    head.setUint16(12, time, true)
    head.setUint16(14, date, true)
    head.setUint32(16, crc, true)
    head.setUint32(20, size, true)
    head.setUint32(24, size, true)
    head.setUint16(28, name.length, true)
    // extra, comment, disk number, internal attributes, external attributes: 0
    head.setUint32(42, offset, true)
    central.push(new Uint8Array(head.buffer), name)
    offset += 30 + name.length + size
    count++
  }
  let directorySize = 0
  for (const piece of central) {
    directorySize += piece.length
    yield piece
  }
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, count, true)
  end.setUint16(10, count, true)
  end.setUint32(12, directorySize, true)
  end.setUint32(16, offset, true)
  yield new Uint8Array(end.buffer)
}

/** MS-DOS time and date fields (local to the archive: the UTC clock the server reads). */
function dosTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear())
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  }
}

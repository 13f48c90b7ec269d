import { describe, expect, it } from 'vitest'
import { readRows } from '../../../src/client/read-rows'

const streamOf = (...pieces: string[]) => new ReadableStream<Uint8Array>({
  start(controller) {
    for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece))
    controller.close()
  },
})

describe('readRows', () => {
  it('counts the rows after the heading as the pieces arrive, wherever they are cut, and keeps the bytes', async () => {
    const seen: number[] = []
    const { file, rows } = await readRows(streamOf('\uFEFFa,b\r\n1,', 'x\r\n2,y\r', '\n3,z\r\n'), 3, 'text/csv', (p) => seen.push(p.rows))
    expect(rows).toBe(3)
    expect(seen).toEqual([0, 1, 3])
    expect(new Uint8Array(await file.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
    expect(file.type).toBe('text/csv')
  })

  it('says how many rows came when the stream ends short', async () => {
    expect((await readRows(streamOf('a,b\r\n1,x\r\n'), 5, 'text/csv', () => undefined)).rows).toBe(1)
  })
})

/** Rows received so far of how many the head promised. */
export type RowProgress = { rows: number; total: number }

/**
 * Reads a streamed CSV to its end, reporting the rows received (line ends after the heading) as
 * they arrive, and resolves with the whole file and its row count: fewer rows than `total` means
 * the server failed part-way (a cut file is no export). Rejects when the fetch's signal aborts.
 * Fields never hold a line break here (the server writes times, labels, amounts and ids).
 */
export async function readRows(
  body: ReadableStream<Uint8Array>,
  total: number,
  type: string,
  onProgress: (progress: RowProgress) => void,
): Promise<{ file: Blob; rows: number }> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let lineEnds = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      for (const byte of value) if (byte === LF) lineEnds++
      onProgress({ rows: Math.max(0, lineEnds - 1), total })
    }
  } finally {
    reader.releaseLock()
  }
  return { file: new Blob(chunks as BlobPart[], { type }), rows: Math.max(0, lineEnds - 1) }
}

const LF = 0x0a

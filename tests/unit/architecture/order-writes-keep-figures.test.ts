import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Business data reads figures kept as orders change (decision 0066): every statement that writes
 * the orders table is followed in its file by a call that keeps the figures, so a new write path
 * cannot leave them behind unnoticed. The files below write only columns the figures do not read.
 */
const ROOT = path.resolve(__dirname, '../../..')
const SERVER = path.join(ROOT, 'src', 'server')

const NO_FIGURE_COLUMNS: Record<string, string> = {
  'src/server/services/finance/settlement-job.ts': 'settlement_state and settled_at',
  'src/server/console/seed-orders.ts': 'the demo order insurance',
}

const ORDER_WRITE = /(?:updateTable|insertInto|deleteFrom)\(\s*'orders'\s*\)|\b(?:update|insert\s+into|delete\s+from)\s+orders\b/gi
const KEEP = /\bkeep(?:Order)?Figures\(/g

describe('order writes', () => {
  it('keep the business figures in every file that writes orders', () => {
    const missing: string[] = []
    for (const file of sourceFiles(SERVER)) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/')
      if (rel.startsWith('src/server/db/migrations/')) continue
      const text = fs.readFileSync(file, 'utf8')
      const writes = text.match(ORDER_WRITE)?.length ?? 0
      if (writes === 0 || rel in NO_FIGURE_COLUMNS) continue
      const keeps = text.match(KEEP)?.length ?? 0
      if (keeps < writes) missing.push(`${rel}: ${writes} write(s), ${keeps} keepOrderFigures call(s)`)
    }
    expect(missing).toEqual([])
  })

  it('finds the writes it checks', () => {
    const text = fs.readFileSync(path.join(SERVER, 'services/order/transition.ts'), 'utf8')
    expect(text.match(ORDER_WRITE)).toHaveLength(2)
  })
})

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

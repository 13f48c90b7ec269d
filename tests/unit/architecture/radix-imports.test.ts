import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const APP = path.resolve(__dirname, '../../../src/app')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('Radix imports', () => {
  // radix-ui's index re-exports all forty components: a module importing one through it reaches
  // them all, and the build can no longer tell which route needs which (scripts/chunk-groups.ts,
  // issue 41). Each component comes from its own entry, e.g. radix-ui/tabs.
  it('takes each component from its own entry, never from the index', () => {
    const offenders = sourceFiles(APP).filter((file) => /from ['"]radix-ui['"]/.test(fs.readFileSync(file, 'utf8')))
    expect(offenders.map((file) => path.relative(APP, file))).toEqual([])
  })
})

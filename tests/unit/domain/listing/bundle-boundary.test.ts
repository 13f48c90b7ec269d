import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('the district reference areas (114 KB)', () => {
  it('are never imported by the portal (src/app, src/client)', () => {
    const offenders = [...files('src/app'), ...files('src/client')].filter((path) =>
      /from\s+['"][^'"]*(reference-area|district-areas)/.test(readFileSync(path, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})

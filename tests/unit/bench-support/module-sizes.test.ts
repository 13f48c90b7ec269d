import { describe, expect, it } from 'vitest'
import { bytesBySource, moduleGroup, moduleName } from '../../bench/support/module-sizes'

describe('bytesBySource', () => {
  it('gives each source the generated characters from its mapping to the next one', () => {
    // line 1: "abc" from a.js (col 0), "defg" from b.js (col 3); line 2: "hi" from c.js after 2 unmapped
    const code = 'abcdefg\n  hi'
    // AAAA = [0,0,0,0]; GCAA = [+3, source +1, 0, 0]; ECAA = [+2, source +1, 0, 0]
    const sizes = bytesBySource(code, { sources: ['../../src/a.js', '../../src/b.js', '../../src/c.js'], mappings: 'AAAA,GCAA;ECAA' })
    expect(Object.fromEntries(sizes)).toEqual({ '../../src/a.js': 3, '../../src/b.js': 4, '../../src/c.js': 2, '(unmapped)': 3 })
    expect([...sizes.values()].reduce((a, b) => a + b, 0)).toBe(code.length)
  })

  it('names what no mapping covers by its text', () => {
    const code = '(globalThis.__chunkMessages||=[]).push({});\nabc'
    const sizes = bytesBySource(code, { sources: ['a'], mappings: ';AAAA' }, (text) => (text.startsWith('(globalThis.__chunkMessages') ? 'translations' : undefined))
    expect(Object.fromEntries(sizes)).toEqual({ translations: 43, '(unmapped)': 1, a: 3 })
  })

  it('reads multi-digit and negative deltas', () => {
    // "yB" is +25: y (50) carries 18 and continues, B (1) adds 1 << 5; 50 >>> 1 = 25. "D" is -1.
    const code = `${'x'.repeat(25)}yy`
    const sizes = bytesBySource(code, { sources: ['a', 'b'], mappings: 'AAAA,yBCAA,CDAA' })
    // segment 1: col 0 source a; segment 2: col 25 source b; segment 3: col 26 source a again (D = -1)
    expect(Object.fromEntries(sizes)).toEqual({ a: 26, b: 1 })
  })
})

describe('moduleName', () => {
  it('names npm packages, scoped or not, and project files by their path', () => {
    expect(moduleName('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom')
    expect(moduleName('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('@tanstack/router-core')
    expect(moduleName('../../node_modules/.pnpm/x/node_modules/zod/v4/core/core.js')).toBe('zod')
    expect(moduleName('../../src/app/main.tsx')).toBe('src/app/main.tsx')
  })
})

describe('moduleGroup', () => {
  it('groups project files by their area folder and keeps packages whole', () => {
    expect(moduleGroup('../../src/app/features/work/home-sections.tsx')).toBe('src/app/features/work')
    expect(moduleGroup('../../src/app/routes/_host/work/[index].tsx')).toBe('src/app/routes/_host')
    expect(moduleGroup('../../src/domain/dashboard/schemas.ts')).toBe('src/domain/dashboard')
    expect(moduleGroup('../../src/client/api.ts')).toBe('src/client')
    expect(moduleGroup('../../src/app/main.tsx')).toBe('src/app')
    expect(moduleGroup('../../node_modules/dexie/dist/dexie.js')).toBe('dexie')
  })
})

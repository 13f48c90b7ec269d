import { describe, expect, it } from 'vitest'
import { identityOf, isIdentity, publicIdentity } from '../../../src/domain/identity'

describe('identityOf', () => {
  it('is overseas only when isOverSea is true, CHN otherwise (default)', () => {
    expect(identityOf(true)).toBe('overseas')
    expect(identityOf(false)).toBe('CHN')
    expect(identityOf()).toBe('CHN')
    expect(identityOf(null)).toBe('CHN')
  })
})

describe('publicIdentity', () => {
  it('is CHN for zh (the public default) and JPN otherwise', () => {
    expect(publicIdentity()).toBe('CHN')
    expect(publicIdentity('zh')).toBe('CHN')
    expect(publicIdentity('zh-CN')).toBe('CHN')
    expect(publicIdentity('en')).toBe('JPN')
    expect(publicIdentity('ja')).toBe('JPN')
    expect(publicIdentity('zhx')).toBe('JPN')
  })
})

describe('isIdentity', () => {
  it('recognises stored identities only', () => {
    expect(isIdentity('CHN')).toBe(true)
    expect(isIdentity('overseas')).toBe(true)
    expect(isIdentity('JPN')).toBe(false)
    expect(isIdentity(undefined)).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { filesBase, uploadPathFromUrl } from '../../../../../src/server/services/general/image-upload'

const name = 'ab'.repeat(16)

describe('uploadPathFromUrl', () => {
  it('reads the stored path from the url, domain + url, or a CDN address', () => {
    expect(uploadPathFromUrl(`/realname/2026/11/${name}.jpg`)).toBe(`realname/2026/11/${name}.jpg`)
    expect(uploadPathFromUrl(`http://localhost:8080/files/duanzu_head/2026/01/${name}.png`)).toBe(`duanzu_head/2026/01/${name}.png`)
    expect(uploadPathFromUrl(`https://img.example.com/listing/2026/11/${name}.jpg`)).toBe(`listing/2026/11/${name}.jpg`)
  })

  it('gives null for anything that is not an upload address', () => {
    expect(uploadPathFromUrl('')).toBeNull()
    expect(uploadPathFromUrl('https://evil.example.com/card.jpg')).toBeNull()
    expect(uploadPathFromUrl(`/secret/2026/11/${name}.jpg`)).toBeNull()
    expect(uploadPathFromUrl(`/realname/2026/11/${name}.gif`)).toBeNull()
    expect(uploadPathFromUrl(`/realname/2026/11/${name}.jpg?x=1`)).toBeNull()
    expect(uploadPathFromUrl(`/realname/2026/11/../../${name}.jpg`)).toBeNull()
    expect(uploadPathFromUrl('http://[bad')).toBeNull()
  })
})

describe('filesBase', () => {
  it('prefers PUBLIC_FILES_BASE, else the origin /files', () => {
    expect(filesBase({ publicFilesBase: 'https://img.example.com' }, 'http://h')).toBe('https://img.example.com')
    expect(filesBase({}, 'http://localhost:8080')).toBe('http://localhost:8080/files')
  })
})

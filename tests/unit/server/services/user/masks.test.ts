import { describe, expect, it } from 'vitest'
import { maskPassportNo, realNameState } from '../../../../../src/server/services/user/service'

describe('maskPassportNo', () => {
  it('keeps the first two and last two characters', () => {
    expect(maskPassportNo('TK1234567')).toBe('TK*****67')
    expect(maskPassportNo('AB123')).toBe('AB*23')
  })

  it('stars short values completely', () => {
    expect(maskPassportNo('ABCD')).toBe('****')
  })
})

describe('realNameState', () => {
  it('passes known states and reads anything else as none', () => {
    expect(realNameState({ realname_state: 'pending' })).toBe('pending')
    expect(realNameState({ realname_state: 'weird' })).toBe('none')
  })
})

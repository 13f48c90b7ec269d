import { describe, expect, it } from 'vitest'
import { hostDisplayName, initialNickname, needsNickname } from '../../../../src/domain/profile/display-name'

describe('the names a host goes by (decision 0069)', () => {
  it('shows the verified real name, else the nickname, else nothing (never a number in its place)', () => {
    expect(hostDisplayName({ realNameState: 'passed', realName: 'Sato Yui', nickName: 'Sakura Stay' })).toBe('Sato Yui')
    expect(hostDisplayName({ realNameState: 'pending', realName: 'Sato Yui', nickName: 'Sakura Stay' })).toBe('Sakura Stay')
    expect(hostDisplayName({ realNameState: 'passed', realName: ' ', nickName: ' Sakura Stay ' })).toBe('Sakura Stay')
    expect(hostDisplayName({ realNameState: 'none', realName: '', nickName: '' })).toBe('')
    expect(hostDisplayName(undefined)).toBe('')
  })

  it('asks for a nickname while there is none', () => {
    expect(needsNickname({ nickName: '' })).toBe(true)
    expect(needsNickname({ nickName: '   ' })).toBe(true)
    expect(needsNickname({ nickName: 'Sakura Stay' })).toBe(false)
    expect(needsNickname(undefined)).toBe(false)
  })

  it('starts an overseas account without a nickname and a mainland one with its masked number', () => {
    expect(initialNickname(true, '908***4321')).toBe('')
    expect(initialNickname(false, '138****0001')).toBe('138****0001')
  })
})

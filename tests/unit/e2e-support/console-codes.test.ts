import { describe, expect, it } from 'vitest'
import { firstCode } from '../../e2e/support/console'

describe('reading the console code listing', () => {
  it('takes the code of the newest (first) line', () => {
    const output = [
      '2026-11-22T00:12:00.000Z  login          042917  (sms +86 13800138000)',
      '2026-11-22T00:10:00.000Z  register       555555  (sms +86 13800138000)',
      '',
    ].join('\n')
    expect(firstCode(output)).toBe('042917')
  })

  it('finds nothing when no code was sent', () => {
    expect(firstCode('no codes sent to 13800138000\n')).toBeNull()
  })
})

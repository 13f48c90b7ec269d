import { describe, expect, it } from 'vitest'
import { AUDIT_STATUSES } from '../../../../src/domain/listing/enums'
import { canHaveFlashBook, confirmsAtOnce, flashBookRefusal } from '../../../../src/domain/listing/flash-book'

describe('flash-book (decision 0078)', () => {
  it('may be switched on for an approved listing only', () => {
    expect(AUDIT_STATUSES.filter((auditStatus) => canHaveFlashBook({ auditStatus }))).toEqual(['online'])
    expect(flashBookRefusal({ auditStatus: 'online' }, true)).toBeNull()
    for (const auditStatus of ['draft', 'auditing', 'rejected'] as const) {
      expect(flashBookRefusal({ auditStatus }, true)).toBe('flashBookNotApproved')
    }
  })

  it('may always be switched off', () => {
    for (const auditStatus of AUDIT_STATUSES) expect(flashBookRefusal({ auditStatus }, false)).toBeNull()
  })

  it('skips the confirmation of an approved listing that has it on, and of no other', () => {
    expect(confirmsAtOnce({ auditStatus: 'online', flashBook: true })).toBe(true)
    expect(confirmsAtOnce({ auditStatus: 'online', flashBook: false })).toBe(false)
    for (const auditStatus of ['draft', 'auditing', 'rejected'] as const) expect(confirmsAtOnce({ auditStatus, flashBook: true })).toBe(false)
  })
})

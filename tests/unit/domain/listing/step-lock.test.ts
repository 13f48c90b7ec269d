import { describe, expect, it } from 'vitest'
import { LISTING_STEPS } from '../../../../src/domain/listing/enums'
import { stepLocked, type LockInput } from '../../../../src/domain/listing/step-lock'

const online: LockInput = { auditStatus: 'online', changeStatus: null, addressReview: 'none' }
const locked = (input: LockInput) => LISTING_STEPS.filter((step) => stepLocked(input, step))

describe('stepLocked', () => {
  it('locks every step during the first audit, none of a draft or a rejected listing', () => {
    expect(locked({ ...online, auditStatus: 'auditing' })).toEqual([...LISTING_STEPS])
    expect(locked({ ...online, auditStatus: 'draft' })).toEqual([])
    expect(locked({ ...online, auditStatus: 'rejected' })).toEqual([])
  })

  it('on an online listing locks the reviewed steps while a modification is under review, never the at-once steps', () => {
    expect(locked(online)).toEqual([])
    expect(locked({ ...online, changeStatus: 'unsubmitted' })).toEqual([])
    expect(locked({ ...online, changeStatus: 'rejected' })).toEqual([])
    expect(locked({ ...online, changeStatus: 'auditing' }).sort()).toEqual(['facility', 'houseDescribe', 'houseInfo', 'housePhotos'])
  })

  it('locks the address only while the address is under review', () => {
    expect(locked({ ...online, addressReview: 'auditing' })).toEqual(['address'])
    expect(locked({ ...online, addressReview: 'pending' })).toEqual([])
    expect(locked({ ...online, addressReview: 'rejected' })).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { firstError } from '../../../../src/domain/validators/form'
import { validateMobile } from '../../../../src/domain/validators/mobile'
import { validateSmsCode } from '../../../../src/domain/validators/sms-code'

describe('firstError', () => {
  it('is null when every check passes', () => {
    expect(firstError([['mobile', validateMobile('13812345678')], ['code', validateSmsCode('123456')]])).toBeNull()
    expect(firstError([])).toBeNull()
  })

  it('returns the first failing field in the order given', () => {
    expect(
      firstError([
        ['mobile', null],
        ['code', validateSmsCode('12')],
        ['password', 'passwordTooSimple'],
      ]),
    ).toEqual({ field: 'code', key: 'wrongCode' })
    expect(firstError([['mobile', validateMobile('1')], ['code', 'wrongCode']])).toEqual({
      field: 'mobile',
      key: 'PleaseEnterMobileNumber',
    })
  })
})

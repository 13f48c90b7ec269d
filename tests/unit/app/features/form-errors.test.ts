import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/client/errors'
import { collectFieldErrors, errorsFromFailure, hasErrors } from '../../../../src/app/ui/form-errors'

const FIELDS = ['mobile', 'code', 'password'] as const

describe('errorsFromFailure', () => {
  it('puts a refusal with a known errorField next to that field', () => {
    const error = new ApiError({ status: 400, key: 'wrongCode', field: 'code' })
    expect(errorsFromFailure(error, FIELDS)).toEqual({ fields: { code: { key: 'wrongCode' } }, form: null })
  })

  it('keeps the message params', () => {
    const error = new ApiError({ status: 400, key: 'tooLong', field: 'password', params: { max: 16 } })
    expect(errorsFromFailure(error, FIELDS).fields.password).toEqual({ key: 'tooLong', params: { max: 16 } })
  })

  it('makes other refusals the form alert', () => {
    const noField = new ApiError({ status: 429, key: 'tooManyRequests' })
    expect(errorsFromFailure(noField, FIELDS)).toEqual({ fields: {}, form: { key: 'tooManyRequests' } })
    const otherField = new ApiError({ status: 400, key: 'invalidValue', field: 'scene' })
    expect(errorsFromFailure(otherField, FIELDS)).toEqual({ fields: {}, form: { key: 'invalidValue' } })
  })

  it('shows nothing for slide verification and expired sessions (the shell navigates)', () => {
    expect(errorsFromFailure(new ApiError({ status: 307, key: 'slide' }), FIELDS)).toEqual({ fields: {}, form: null })
    expect(errorsFromFailure(new ApiError({ status: 4203, key: 'sessionExpired' }), FIELDS)).toEqual({
      fields: {},
      form: null,
    })
  })

  it('turns an unexpected exception into "operation failed"', () => {
    expect(errorsFromFailure(new TypeError('boom'), FIELDS)).toEqual({ fields: {}, form: { key: 'operationFailed' } })
  })
})

describe('collectFieldErrors', () => {
  it('collects every failing field, the first problem per field', () => {
    const result = collectFieldErrors<'mobile' | 'code'>([
      ['mobile', 'required'],
      ['mobile', 'PleaseEnterMobileNumber'],
      ['code', null],
    ])
    expect(result).toEqual({ mobile: { key: 'required' } })
    expect(hasErrors(result)).toBe(true)
    expect(hasErrors(collectFieldErrors([['code', null]]))).toBe(false)
  })
})

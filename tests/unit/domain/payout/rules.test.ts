import { describe, expect, it } from 'vitest'
import {
  checkPayoutAccount, NO_VALIDITY, PAYOUT_LIMITS, parseTransferAmount, samePayoutDetails, sameTransferSerial, withLicenceType, withValidityType,
  type PayoutAccountValue, type PayoutFieldError,
} from '../../../../src/domain/payout/rules'

const TODAY = '2026-11-26'
const ID = '11010519491231002X'

const PRIVATE: PayoutAccountValue = {
  accountType: 'private',
  shortName: '西湖小院',
  email: 'host@example.com',
  companyKind: 'enterprise',
  licenceType: 'unified',
  companyName: '',
  registeredAddress: '',
  creditCode: '',
  registrationNumber: '',
  licenceValidity: NO_VALIDITY,
  licencePhoto: '',
  orgCode: '',
  orgCodeValidity: NO_VALIDITY,
  orgCodePhoto: '',
  taxNumber: '',
  taxPhoto: '',
  personName: '张明',
  idNumber: ID,
  idValidity: { type: 'period', start: '2020-01-01', end: '2040-01-01' },
  idFrontPhoto: '/files/id-front.jpg',
  idBackPhoto: '/files/id-back.jpg',
  bankName: '中国工商银行',
  bankBranch: '杭州西湖支行',
  bankProvince: '浙江省',
  bankCity: '杭州市',
  cardNumber: '6222021202041234567',
  holderName: '张明',
  reservedPhone: '13800000001',
  withdrawPassword: '482913',
  withdrawPasswordConfirm: '482913',
  invoiceProvider: 'platform',
  agreementAccepted: true,
}

const PUBLIC: PayoutAccountValue = {
  ...PRIVATE,
  accountType: 'public',
  companyName: '杭州西湖民宿管理有限公司',
  registeredAddress: '浙江省杭州市西湖区龙井路 1 号',
  creditCode: '91330106MA2B1234X5',
  licenceValidity: { type: 'longTerm', start: '2018-05-01', end: '' },
  licencePhoto: '/files/licence.jpg',
  holderName: '杭州西湖民宿管理有限公司',
}

const SEPARATE: PayoutAccountValue = {
  ...PUBLIC,
  licenceType: 'separate',
  creditCode: '',
  registrationNumber: '330106000123456',
  orgCode: '12345678-9',
  orgCodeValidity: { type: 'period', start: '2019-01-01', end: '2029-01-01' },
  orgCodePhoto: '/files/org.jpg',
  taxNumber: '330106123456789',
  taxPhoto: '/files/tax.jpg',
}

const keyOf = (value: PayoutAccountValue, field: PayoutFieldError['field']) =>
  checkPayoutAccount(value, TODAY).find((e) => e.field === field)?.key ?? null
const text = (n: number, c = '字') => c.repeat(n)

describe('payout account rules (business rules 5)', () => {
  it('accepts a complete private account, a multi-in-one and an old-style public account', () => {
    expect(checkPayoutAccount(PRIVATE, TODAY)).toEqual([])
    expect(checkPayoutAccount(PUBLIC, TODAY)).toEqual([])
    expect(checkPayoutAccount(SEPARATE, TODAY)).toEqual([])
  })

  it('holds the text lengths at their limits', () => {
    expect(keyOf({ ...PRIVATE, shortName: text(PAYOUT_LIMITS.shortName.max) }, 'shortName')).toBeNull()
    expect(keyOf({ ...PRIVATE, shortName: text(17) }, 'shortName')).toBe('tooLong')
    expect(keyOf({ ...PRIVATE, shortName: '  ' }, 'shortName')).toBe('required')
    expect(keyOf({ ...PUBLIC, companyName: text(30), holderName: text(30) }, 'companyName')).toBeNull()
    expect(keyOf({ ...PUBLIC, companyName: text(31) }, 'companyName')).toBe('tooLong')
    expect(keyOf({ ...PUBLIC, registeredAddress: text(50) }, 'registeredAddress')).toBeNull()
    expect(keyOf({ ...PUBLIC, registeredAddress: text(51) }, 'registeredAddress')).toBe('tooLong')
    expect(keyOf({ ...PRIVATE, personName: text(20), holderName: text(20) }, 'personName')).toBeNull()
    expect(keyOf({ ...PRIVATE, personName: text(21) }, 'personName')).toBe('tooLong')
    expect(checkPayoutAccount({ ...PRIVATE, shortName: text(17) }, TODAY)).toContainEqual({ field: 'shortName', key: 'tooLong', params: { max: 16 } })
  })

  it('takes an organisation code of 9-10 and a tax number of 15-18 characters', () => {
    expect(keyOf({ ...SEPARATE, orgCode: '123456789' }, 'orgCode')).toBeNull()
    expect(keyOf({ ...SEPARATE, orgCode: '12345678' }, 'orgCode')).toBe('lengthBetween')
    expect(keyOf({ ...SEPARATE, orgCode: '12345678-90' }, 'orgCode')).toBe('lengthBetween')
    expect(keyOf({ ...SEPARATE, orgCode: '1234 5678' }, 'orgCode')).toBe('invalidValue')
    expect(keyOf({ ...SEPARATE, taxNumber: '1'.repeat(15) }, 'taxNumber')).toBeNull()
    expect(keyOf({ ...SEPARATE, taxNumber: '1'.repeat(18) }, 'taxNumber')).toBeNull()
    expect(keyOf({ ...SEPARATE, taxNumber: '1'.repeat(14) }, 'taxNumber')).toBe('lengthBetween')
    expect(keyOf({ ...SEPARATE, taxNumber: '1'.repeat(19) }, 'taxNumber')).toBe('lengthBetween')
    expect(checkPayoutAccount({ ...SEPARATE, taxNumber: '1'.repeat(19) }, TODAY)).toContainEqual({ field: 'taxNumber', key: 'lengthBetween', params: { min: 15, max: 18 } })
    // a multi-in-one licence has neither: its one code stands for all three
    expect(keyOf({ ...PUBLIC, orgCode: '', taxNumber: '' }, 'orgCode')).toBeNull()
    expect(keyOf({ ...PUBLIC, creditCode: '91330106MA2B1234X' }, 'creditCode')).toBe('lengthBetween')
  })

  it('takes a bank card of digits, at most 30, and the 11-digit phone the bank holds', () => {
    expect(keyOf({ ...PRIVATE, cardNumber: '6222 0212 0204 1234 567' }, 'cardNumber')).toBeNull()
    expect(keyOf({ ...PRIVATE, cardNumber: '1'.repeat(30) }, 'cardNumber')).toBeNull()
    expect(keyOf({ ...PRIVATE, cardNumber: '1'.repeat(31) }, 'cardNumber')).toBe('lengthBetween')
    expect(keyOf({ ...PRIVATE, cardNumber: '6222-0212' }, 'cardNumber')).toBe('PleaseNum')
    expect(keyOf({ ...PRIVATE, reservedPhone: '1380000000' }, 'reservedPhone')).toBe('payoutPhone11')
    expect(keyOf({ ...PRIVATE, reservedPhone: '138000000011' }, 'reservedPhone')).toBe('payoutPhone11')
    expect(keyOf({ ...PRIVATE, reservedPhone: '23800000001' }, 'reservedPhone')).toBe('payoutPhone11')
  })

  it('checks the e-mail and the ID number', () => {
    expect(keyOf({ ...PRIVATE, email: 'host@example' }, 'email')).toBe('PleaseEnterEmailFormat')
    expect(keyOf({ ...PRIVATE, email: '' }, 'email')).toBe('required')
    expect(keyOf({ ...PRIVATE, idNumber: '110105194912310021' }, 'idNumber')).toBe('PleaseEnterLegalIDNumber')
  })

  it('needs a validity period whose start is not after today and whose end follows it', () => {
    expect(keyOf({ ...PRIVATE, idValidity: NO_VALIDITY }, 'idValidity.type')).toBe('validityRequired')
    expect(keyOf({ ...PRIVATE, idValidity: { type: 'period', start: TODAY, end: '2036-11-26' } }, 'idValidity.start')).toBeNull()
    expect(keyOf({ ...PRIVATE, idValidity: { type: 'period', start: '2026-11-27', end: '2036-11-26' } }, 'idValidity.start')).toBe('startDateAfterToday')
    expect(keyOf({ ...PRIVATE, idValidity: { type: 'period', start: '2020-01-01', end: '2020-01-01' } }, 'idValidity.end')).toBe('endDateBeforeStart')
    expect(keyOf({ ...PRIVATE, idValidity: { type: 'period', start: '2020-01-01', end: '' } }, 'idValidity.end')).toBe('required')
    expect(keyOf({ ...PRIVATE, idValidity: { type: 'period', start: '2020-02-30', end: '2030-01-01' } }, 'idValidity.start')).toBe('required')
    expect(keyOf({ ...PRIVATE, idValidity: { type: 'longTerm', start: '2020-01-01', end: '' } }, 'idValidity.end')).toBeNull()
    expect(keyOf({ ...PUBLIC, licenceValidity: { type: 'longTerm', start: '2026-12-01', end: '' } }, 'licenceValidity.start')).toBe('startDateAfterToday')
    expect(keyOf({ ...SEPARATE, orgCodeValidity: NO_VALIDITY }, 'orgCodeValidity.type')).toBe('validityRequired')
  })

  it('asks for a 6-digit withdrawal password, entered twice alike', () => {
    expect(keyOf({ ...PRIVATE, withdrawPassword: '12345', withdrawPasswordConfirm: '12345' }, 'withdrawPassword')).toBe('withdrawPasswordSixDigits')
    expect(keyOf({ ...PRIVATE, withdrawPassword: '1234567', withdrawPasswordConfirm: '1234567' }, 'withdrawPassword')).toBe('withdrawPasswordSixDigits')
    expect(keyOf({ ...PRIVATE, withdrawPassword: '12345a', withdrawPasswordConfirm: '12345a' }, 'withdrawPassword')).toBe('withdrawPasswordSixDigits')
    expect(keyOf({ ...PRIVATE, withdrawPasswordConfirm: '482914' }, 'withdrawPasswordConfirm')).toBe('withdrawPasswordMismatch')
  })

  it('holds a private account to its person and a public one to the licence name', () => {
    expect(keyOf({ ...PRIVATE, holderName: '李雷' }, 'holderName')).toBe('holderMustBePerson')
    expect(keyOf({ ...PUBLIC, holderName: '张明' }, 'holderName')).toBe('holderMustBeCompany')
  })

  it('names an individual business 个体工商户 and the operator', () => {
    const business = { ...PUBLIC, companyKind: 'individualBusiness' as const }
    expect(keyOf({ ...business, companyName: '个体工商户张明', holderName: '个体工商户张明' }, 'companyName')).toBeNull()
    expect(keyOf({ ...business, companyName: '张明民宿' }, 'companyName')).toBe('individualBusinessName')
    expect(keyOf({ ...business, companyName: '个体工商户' }, 'companyName')).toBe('individualBusinessName')
  })

  it('needs the photos, the bank, the invoice provider and the agreement', () => {
    const empty = { ...SEPARATE, licencePhoto: '', orgCodePhoto: '', taxPhoto: '', idFrontPhoto: '', idBackPhoto: '', bankBranch: '', invoiceProvider: '' as const, agreementAccepted: false }
    const errors = checkPayoutAccount(empty, TODAY)
    for (const field of ['licencePhoto', 'orgCodePhoto', 'taxPhoto', 'idFrontPhoto', 'idBackPhoto', 'bankBranch', 'invoiceProvider'] as const) {
      expect(errors).toContainEqual({ field, key: 'required' })
    }
    expect(errors).toContainEqual({ field: 'agreementAccepted', key: 'agreementRequired' })
  })

  it('starts the dates afresh when the validity type changes, and clears the other licence kind', () => {
    const validity = { type: 'period' as const, start: '2020-01-01', end: '2030-01-01' }
    expect(withValidityType(validity, 'period')).toBe(validity)
    expect(withValidityType(validity, 'longTerm')).toEqual({ type: 'longTerm', start: '', end: '' })
    const unified = withLicenceType(SEPARATE, 'unified')
    expect(unified).toMatchObject({ licenceType: 'unified', registrationNumber: '', orgCode: '', taxNumber: '', orgCodePhoto: '', licencePhoto: '', licenceValidity: NO_VALIDITY })
    expect(unified.companyName).toBe(SEPARATE.companyName)
    expect(withLicenceType(SEPARATE, 'separate')).toBe(SEPARATE)
  })

  it('takes a bank from the list, a branch of 1-40 characters and an account name of at most 50', () => {
    expect(keyOf({ ...PRIVATE, bankName: '招商银行' }, 'bankName')).toBeNull()
    expect(keyOf({ ...PRIVATE, bankName: '我的银行' }, 'bankName')).toBe('invalidValue')
    expect(keyOf({ ...PRIVATE, bankName: ' ' }, 'bankName')).toBe('required')
    expect(keyOf({ ...PRIVATE, bankBranch: '支'.repeat(40) }, 'bankBranch')).toBeNull()
    expect(checkPayoutAccount({ ...PRIVATE, bankBranch: '支'.repeat(41) }, TODAY)).toContainEqual({ field: 'bankBranch', key: 'tooLong', params: { max: 40 } })
    const name = '有'.repeat(46) + '限公司'
    expect(name.length).toBe(49)
    expect(keyOf({ ...PUBLIC, companyName: name, holderName: name }, 'holderName')).toBeNull()
    const long = '有'.repeat(51)
    expect(checkPayoutAccount({ ...PUBLIC, companyName: long, holderName: long }, TODAY)).toContainEqual({ field: 'holderName', key: 'tooLong', params: { max: 50 } })
  })
})

describe('the bank transfer and unchanged details', () => {
  it('reads the amount the host typed in yuan as fen', () => {
    expect(parseTransferAmount('0.37')).toBe(37)
    expect(parseTransferAmount(' 0.5 ')).toBe(50)
    expect(parseTransferAmount('1')).toBe(100)
    expect(parseTransferAmount('0.00')).toBeNull()
    expect(parseTransferAmount('0.375')).toBeNull()
    expect(parseTransferAmount('-0.3')).toBeNull()
    expect(parseTransferAmount('abc')).toBeNull()
  })

  it('compares the serial number without case or spaces around it', () => {
    expect(sameTransferSerial(' ab12cd ', 'AB12CD')).toBe(true)
    expect(sameTransferSerial('AB12CE', 'AB12CD')).toBe(false)
  })

  it('finds details unchanged whatever the key order and surrounding spaces', () => {
    expect(samePayoutDetails({ a: 'x', b: { c: 1 } }, { b: { c: 1 }, a: ' x ' })).toBe(true)
    expect(samePayoutDetails({ a: 'x', b: { c: 1 } }, { a: 'x', b: { c: 2 } })).toBe(false)
  })
})

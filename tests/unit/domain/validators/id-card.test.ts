import { describe, expect, it } from 'vitest'
import { maskIdCard, validateIdCard } from '../../../../src/domain/validators/id-card'

// Check digits computed independently (ISO 7064 MOD 11-2 in a separate script); the invalid
// cases carry a correct check digit so that only the rule under test fails.
const TODAY = '2026-11-22'

describe('validateIdCard, 18-digit form', () => {
  it.each([
    ['classic example with X', '11010519491231002X'],
    ['lowercase x', '11010519491231002x'],
    ['29 Feb of a leap year (2000)', '440304200002291236'],
    ['Xinjiang', '650102198507070012'],
    ['Guangxi', '450102199001011282'],
    ['Shanghai', '310104199003151117'],
    ['Taiwan residence permit (83)', '830000199001011234'],
    ['Hong Kong residence permit (81)', '810000198001011236'],
    ['Taiwan (71)', '710000198001011232'],
    ['foreign permanent resident (91)', '91000019800101123X'],
    ['born 1 Jan 1900', '110105190001011231'],
    ['born today', '110105202611221231'],
  ])('accepts %s', (_, no) => {
    expect(validateIdCard(no, TODAY)).toBeNull()
  })

  it.each([
    ['31 Feb', '440304200102311230'],
    ['29 Feb of a non-leap year (2001)', '440304200102291233'],
    ['born 2099 (future)', '110105209901011234'],
    ['born tomorrow', '110105202611231237'],
    ['born before 1900', '110105189912311237'],
    ['wrong check digit', '110105194912310021'],
    ['X where a digit is due', '11010519491231003X'],
    ['unknown region 10', '100105194912310028'],
    ['unknown region 99', '990105194912310023'],
    ['17 digits', '11010519491231002'],
    ['19 characters', '11010519491231002X1'],
    ['month 13', '110105194913310021'],
    ['day 00', '110105194912000021'],
    ['letters inside', '1101051949A231002X'],
    ['empty', ''],
  ])('rejects %s', (_, no) => {
    expect(validateIdCard(no, TODAY)).toBe('PleaseEnterLegalIDNumber')
  })

  it('checks only that the date is real when no today is given', () => {
    expect(validateIdCard('110105209901011234')).toBeNull()
    expect(validateIdCard('440304200102311230')).toBe('PleaseEnterLegalIDNumber')
  })

  it('rejects everything when today is malformed rather than skipping the check', () => {
    expect(validateIdCard('11010519491231002X', '22/11/2026')).toBe('PleaseEnterLegalIDNumber')
  })
})

describe('validateIdCard, 15-digit form', () => {
  it.each([
    ['born 1949-12-31', '110105491231002'],
    ['29 Feb 1996 (leap)', '440304960229123'],
    ['29 Feb 1900 is not leap, but 1 Mar 1900 is fine', '440304000301123'],
  ])('accepts %s', (_, no) => {
    expect(validateIdCard(no, TODAY)).toBeNull()
  })

  it.each([
    ['29 Feb 1997 (non-leap)', '440304970229123'],
    ['29 Feb 1900 (non-leap century)', '440304000229123'],
    ['31 Apr', '110105490431002'],
    ['unknown region', '000105491231002'],
    ['X at the end', '11010549123100X'],
    ['16 digits', '1101054912310021'],
  ])('rejects %s', (_, no) => {
    expect(validateIdCard(no, TODAY)).toBe('PleaseEnterLegalIDNumber')
  })
})

describe('maskIdCard', () => {
  it('keeps the first and last four characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('1101**********002X')
    expect(maskIdCard('110105491231002')).toBe('1101*******1002')
  })

  it('stars short values entirely', () => {
    expect(maskIdCard('12345678')).toBe('********')
    expect(maskIdCard('')).toBe('')
  })
})

import { describe, expect, it } from 'vitest'
import { afterSignInPath, safeRedirect } from '../../../../src/app/features/auth/safe-redirect'
import { clearDraft, EMPTY_DRAFT, readDraft, SIGN_IN_DRAFT_KEY, writeDraft } from '../../../../src/app/features/auth/sign-in-draft'
import { remainingSeconds } from '../../../../src/app/ui/use-countdown'
import { codeProblem, emailProblem, loadPhoneRules, mobileProblem, passwordProblem, phoneRulesLoaded } from '../../../../src/app/ui/field-checks'
import * as v from 'valibot'
import { signInSearch } from '../../../../src/app/features/auth/sign-in-search'

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/order/orderList?lodgeBusiness=store#top')).toBe('/order/orderList?lodgeBusiness=store#top')
    expect(safeRedirect('/work/index')).toBe('/work/index')
  })

  it.each([
    ['another origin', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['javascript url', 'javascript:alert(1)'],
    ['relative path', 'work/index'],
    ['control character', '/work\nindex'],
    ['empty', ''],
    ['not a string', 42],
    ['a sign-in page (loop)', '/login?redirect=/x'],
    ['the register page', '/register'],
  ])('drops %s', (_label, value) => {
    expect(safeRedirect(value)).toBeNull()
  })

  it('sends new hosts to /complete, others to the redirect or the host home', () => {
    expect(afterSignInPath(true, '/order/orderList')).toBe('/complete')
    expect(afterSignInPath(false, '/order/orderList')).toBe('/order/orderList')
    expect(afterSignInPath(false, 'https://evil.example')).toBe('/work/index')
    expect(afterSignInPath(false, undefined)).toBe('/work/index')
  })
})

describe('sign-in draft', () => {
  function memoryStorage() {
    const data = new Map<string, string>()
    return {
      data,
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    }
  }

  it('round-trips mobile, country, email, methods and consent', () => {
    const storage = memoryStorage()
    const draft = { loginMethod: 'password', resetMethod: 'email', countryCode: '81', mobile: '9012345678', email: 'a@b.jp', agreed: true } as const
    writeDraft(storage, draft)
    expect(readDraft(storage)).toEqual(draft)
  })

  it('never stores a password or a code, even when handed one', () => {
    const storage = memoryStorage()
    writeDraft(storage, { ...EMPTY_DRAFT, mobile: '13800000001', password: 'Secret@123', code: '123456' } as never)
    const raw = storage.data.get(SIGN_IN_DRAFT_KEY) ?? ''
    expect(raw).toContain('13800000001')
    expect(raw).not.toContain('Secret@123')
    expect(raw).not.toContain('123456')
  })

  it('falls back field by field on damaged content', () => {
    const storage = memoryStorage()
    storage.setItem(SIGN_IN_DRAFT_KEY, '{not json')
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT)
    storage.setItem(SIGN_IN_DRAFT_KEY, JSON.stringify({ loginMethod: 'magic', countryCode: '+86; drop', mobile: 5, agreed: 'yes' }))
    expect(readDraft(storage)).toEqual(EMPTY_DRAFT)
  })

  it('is cleared after signing in, and tolerates missing storage', () => {
    const storage = memoryStorage()
    writeDraft(storage, { ...EMPTY_DRAFT, mobile: '13800000001' })
    clearDraft(storage)
    expect(storage.data.size).toBe(0)
    expect(readDraft(undefined)).toEqual(EMPTY_DRAFT)
    expect(() => writeDraft(undefined, EMPTY_DRAFT)).not.toThrow()
  })

  it('survives a storage that throws (private mode)', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(readDraft(throwing)).toEqual(EMPTY_DRAFT)
    expect(() => writeDraft(throwing, EMPTY_DRAFT)).not.toThrow()
    expect(() => clearDraft(throwing)).not.toThrow()
  })
})

describe('resend countdown', () => {
  it('counts whole seconds up to the deadline, then 0', () => {
    expect(remainingSeconds(null, 1000)).toBe(0)
    expect(remainingSeconds(61_000, 1000)).toBe(60)
    expect(remainingSeconds(61_000, 1001)).toBe(60)
    expect(remainingSeconds(61_000, 60_001)).toBe(1)
    expect(remainingSeconds(61_000, 61_000)).toBe(0)
    expect(remainingSeconds(61_000, 90_000)).toBe(0)
  })
})

describe('sign-in field checks', () => {
  it('asks for a missing value before validating it', () => {
    expect(mobileProblem('  ', '86')).toBe('required')
    expect(codeProblem('')).toBe('required')
    expect(passwordProblem('', false)).toBe('required')
    expect(emailProblem(' ')).toBe('required')
  })

  it('uses the domain validators (the server applies the same)', () => {
    expect(mobileProblem('138 0000-0001', '86')).toBeNull()
    expect(mobileProblem('12800000001', '86')).toBe('PleaseEnterMobileNumber')
    expect(mobileProblem('138000000011', '86')).toBe('PleaseEnterMobileNumber')
    expect(codeProblem('12345')).toBe('wrongCode')
    expect(codeProblem('123456')).toBeNull()
    expect(emailProblem('host@example')).toBe('PleaseEnterEmailFormat')
    expect(emailProblem('host@example.com')).toBeNull()
  })

  it('checks mainland numbers at once and loads the phone metadata only for other codes', async () => {
    // a first visit of the sign-in pages carries no phone metadata: mainland numbers need none
    expect(mobileProblem('13800000001', '+86')).toBeNull()
    expect(phoneRulesLoaded()).toBe(false)
    // before the metadata arrives a number elsewhere is left to the server (the same validator)
    expect(mobileProblem('12', '81')).toBeNull()
    await loadPhoneRules()
    expect(phoneRulesLoaded()).toBe(true)
    expect(mobileProblem('9012345678', '81')).toBeNull()
    expect(mobileProblem('12', '81')).toBe('PleaseEnterMobileNumber')
    expect(mobileProblem('9012345678', '8x')).toBe('PleaseEnterMobileNumber')
  })

  it('checks the password rule only for new passwords', () => {
    expect(passwordProblem('simple', false)).toBeNull()
    expect(passwordProblem('simple', true)).toBe('passwordTooSimple')
    expect(passwordProblem('abcdefgh1', true)).toBe('passwordTooSimple')
    expect(passwordProblem('Abcdefg1', true)).toBeNull()
  })
})

describe('sign-in search params', () => {
  it('keeps a string redirect and drops anything else without failing', () => {
    expect(v.parse(signInSearch, { redirect: '/order/orderList' })).toEqual({ redirect: '/order/orderList' })
    expect(v.parse(signInSearch, { redirect: 42 })).toEqual({ redirect: undefined })
    expect(v.parse(signInSearch, {})).toEqual({})
  })
})

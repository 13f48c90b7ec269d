/**
 * What the host typed on the sign-in page, kept in sessionStorage so that a trip to the slide
 * verification page (a full page load away and back) loses nothing. Passwords and codes are
 * never stored.
 */
export type SignInMode = 'login' | 'register' | 'findPassword'
export type LoginMethod = 'sms' | 'password'
export type ResetMethod = 'sms' | 'email'

export type SignInDraft = {
  loginMethod: LoginMethod
  resetMethod: ResetMethod
  countryCode: string
  mobile: string
  email: string
  agreed: boolean
}

export const SIGN_IN_DRAFT_KEY = 'signInDraft'

export const EMPTY_DRAFT: SignInDraft = {
  loginMethod: 'sms',
  resetMethod: 'sms',
  countryCode: '86',
  mobile: '',
  email: '',
  agreed: false,
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Reads the draft; unknown or damaged content falls back to the empty draft field by field. */
export function readDraft(storage: DraftStorage | undefined): SignInDraft {
  const raw = safeGet(storage)
  if (!raw) return EMPTY_DRAFT
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return EMPTY_DRAFT
  }
  if (typeof parsed !== 'object' || parsed === null) return EMPTY_DRAFT
  const value = parsed as Record<string, unknown>
  return {
    loginMethod: value.loginMethod === 'password' ? 'password' : 'sms',
    resetMethod: value.resetMethod === 'email' ? 'email' : 'sms',
    countryCode: typeof value.countryCode === 'string' && /^\d{1,4}$/.test(value.countryCode) ? value.countryCode : '86',
    mobile: typeof value.mobile === 'string' ? value.mobile.slice(0, 32) : '',
    email: typeof value.email === 'string' ? value.email.slice(0, 254) : '',
    agreed: value.agreed === true,
  }
}

export function writeDraft(storage: DraftStorage | undefined, draft: SignInDraft): void {
  const { loginMethod, resetMethod, countryCode, mobile, email, agreed } = draft
  try {
    storage?.setItem(SIGN_IN_DRAFT_KEY, JSON.stringify({ loginMethod, resetMethod, countryCode, mobile, email, agreed }))
  } catch {
    // Storage full or disabled (private mode): the draft is a convenience only.
  }
}

export function clearDraft(storage: DraftStorage | undefined): void {
  try {
    storage?.removeItem(SIGN_IN_DRAFT_KEY)
  } catch {
    // ignore: see writeDraft
  }
}

/** sessionStorage when the page has one (not in tests or private modes that forbid it). */
export function draftStorage(): DraftStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

function safeGet(storage: DraftStorage | undefined): string | null {
  try {
    return storage?.getItem(SIGN_IN_DRAFT_KEY) ?? null
  } catch {
    return null
  }
}

/**
 * Receiving channels of an individual payout account beside its bank card (issue 35 item 3;
 * decision 0083): the holder's WeChat, authorised by scanning a QR code, or an Alipay account
 * that Alipay confirms is the holder's. A withdrawal to the account may go to any of them; the
 * account's state and withdrawal password guard all of them alike.
 */

export const PAYOUT_CHANNEL_KINDS = ['wechat', 'alipay'] as const
export type PayoutChannelKind = (typeof PAYOUT_CHANNEL_KINDS)[number]

/** Where a withdrawal goes: the account's bank card, or one of its channels. */
export const WITHDRAW_DESTINATIONS = ['bankCard', ...PAYOUT_CHANNEL_KINDS] as const
export type WithdrawDestination = (typeof WITHDRAW_DESTINATIONS)[number]

/** How long a WeChat authorisation's QR code may be scanned and authorised. */
export const WECHAT_AUTH_TTL_MS = 5 * 60_000

/** How often the screen asks for the authorisation's progress (the "loop"). */
export const WECHAT_LOOP_INTERVAL_MS = 2_000

/** What is stored of an authorisation: WeChat's answers so far. */
export const WECHAT_STORED_STATES = ['waiting', 'scanned', 'authorised', 'refused'] as const
export type WechatStoredState = (typeof WECHAT_STORED_STATES)[number]

/** What the host sees: expired is a waiting or scanned code whose time ran out. */
export const WECHAT_AUTH_STATES = ['waiting', 'scanned', 'authorised', 'expired', 'refused'] as const
export type WechatAuthState = (typeof WECHAT_AUTH_STATES)[number]

/** Why an authorisation was refused: the host pressed refuse in WeChat, or WeChat's real name is not the host's. */
export const WECHAT_REFUSALS = ['userRefused', 'nameMismatch'] as const
export type WechatRefusal = (typeof WECHAT_REFUSALS)[number]

/** The state the host sees now. */
export function wechatAuthState(stored: WechatStoredState, expiresAt: number, now: number): WechatAuthState {
  if ((stored === 'waiting' || stored === 'scanned') && now >= expiresAt) return 'expired'
  return stored
}

/** What WeChat tells the portal about a code: scanned, authorised (with the real name and openid), refused. */
export type WechatAnswer = { kind: 'scan' } | { kind: 'authorize'; realName: string; openid: string } | { kind: 'refuse' }

/**
 * The stored state after WeChat's answer, or why the answer does not apply: an expired code
 * takes none; a decided one (authorised, refused) none either; a scan after a scan changes nothing.
 * An authorisation whose real name is not the host's is refused (nameMismatch).
 */
export function wechatAfterAnswer(
  current: WechatAuthState, answer: WechatAnswer, hostRealName: string,
): { state: WechatStoredState; refusal: WechatRefusal | null } | { notApplicable: 'expired' | 'decided' } {
  if (current === 'expired') return { notApplicable: 'expired' }
  if (current === 'authorised' || current === 'refused') return { notApplicable: 'decided' }
  switch (answer.kind) {
    case 'scan':
      return { state: 'scanned', refusal: null }
    case 'refuse':
      return { state: 'refused', refusal: 'userRefused' }
    case 'authorize':
      return sameRealName(answer.realName, hostRealName)
        ? { state: 'authorised', refusal: null }
        : { state: 'refused', refusal: 'nameMismatch' }
  }
}

/** Names compared as printed: trimmed, inner spaces and the middle dot of minority names ignored. */
export function sameRealName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').replace(/[\s·•・.]/g, '')
  return norm(a) !== '' && norm(a) === norm(b)
}

/** An openid shown to the host: its first 4 and last 4 characters. */
export function maskOpenid(openid: string): string {
  return openid.length <= 8 ? `${openid.slice(0, 2)}****` : `${openid.slice(0, 4)}****${openid.slice(-4)}`
}

const MOBILE = /^1\d{10}$/
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/

/** An Alipay account as typed: spaces and dashes of a mobile number dropped, an e-mail lower-cased. */
export function normaliseAlipayAccount(text: string): string {
  const trimmed = text.trim()
  const digits = trimmed.replace(/[\s-]/g, '')
  return MOBILE.test(digits) ? digits : trimmed.toLowerCase()
}

/** Alipay accounts are a mainland mobile number or an e-mail address. */
export function alipayAccountRefusal(account: string): 'alipayAccountFormat' | null {
  return account.length <= 100 && (MOBILE.test(account) || EMAIL.test(account)) ? null : 'alipayAccountFormat'
}

/** An Alipay account shown to the host: 138****0001, z***@example.com. */
export function maskAlipayAccount(account: string): string {
  if (MOBILE.test(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`
  const at = account.indexOf('@')
  return at > 0 ? `${account.slice(0, 1)}***${account.slice(at)}` : '****'
}

/** What Alipay answers about an account and a name. */
export const ALIPAY_CHECK_RESULTS = ['matched', 'nameMismatch', 'noAccount'] as const
export type AlipayCheckResult = (typeof ALIPAY_CHECK_RESULTS)[number]

/** The message key the host reads for a result that is not a match. */
export function alipayRefusalKey(result: Exclude<AlipayCheckResult, 'matched'>): 'alipayNameMismatch' | 'alipayNoAccount' {
  return result === 'nameMismatch' ? 'alipayNameMismatch' : 'alipayNoAccount'
}

/** Alipay account checks a host may ask for in 24 hours (each asks Alipay, whatever the answer). */
export const ALIPAY_CHECKS_PER_DAY = 10
export const ALIPAY_CHECK_WINDOW_MS = 24 * 60 * 60_000

/**
 * Landlord identity (portal spec 1): stored locally as 'overseas' when the landlord info says
 * isOverSea, otherwise 'CHN' (also when unknown). Public pages have their own identity by
 * language: CHN for zh, JPN otherwise.
 */
export type Identity = 'CHN' | 'overseas'
export type PublicIdentity = 'CHN' | 'JPN'

export const IDENTITIES = ['CHN', 'overseas'] as const satisfies readonly Identity[]
export const DEFAULT_IDENTITY: Identity = 'CHN'
export const PUBLIC_DEFAULT_LANG = 'zh'

export function identityOf(isOverSea?: boolean | null): Identity {
  return isOverSea === true ? 'overseas' : DEFAULT_IDENTITY
}

/** 'zh' and regional forms ('zh-CN', 'zh_TW') are CHN; any other language is JPN. */
export function publicIdentity(lang: string = PUBLIC_DEFAULT_LANG): PublicIdentity {
  return /^zh(?:$|[-_])/i.test(lang) ? 'CHN' : 'JPN'
}

export function isIdentity(value: unknown): value is Identity {
  return typeof value === 'string' && (IDENTITIES as readonly string[]).includes(value)
}

/**
 * The names a host goes by (decision 0069): the verified real name for the host's own screens,
 * and the nickname guests see on the host's listings, which the host chooses.
 */

type Named = { realNameState?: string; realName?: string; nickName?: string }

/**
 * The host's name as the portal shows it to the host: the real name once verified, else the
 * nickname; '' when the host has neither (an overseas host before choosing a nickname).
 */
export function hostDisplayName(info: Named | null | undefined): string {
  if (!info) return ''
  if (info.realNameState === 'passed' && info.realName?.trim()) return info.realName.trim()
  return info.nickName?.trim() ?? ''
}

/** Whether the host has yet to choose the nickname guests see. */
export function needsNickname(info: Pick<Named, 'nickName'> | null | undefined): boolean {
  return !!info && (info.nickName ?? '').trim() === ''
}

/**
 * The nickname a new account starts with: none for an overseas host, who chooses one (its
 * masked number means nothing to a guest and its passport check names nobody); the masked
 * number for a mainland host, as before.
 */
export function initialNickname(isOverSea: boolean, maskedMobile: string): string {
  return isOverSea ? '' : maskedMobile
}

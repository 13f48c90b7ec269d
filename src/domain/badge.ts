/** Unread badges (portal spec 2 floating panel, 9): the count up to 99, '99+' from 100, '' for none. */
export function badgeText(n: number): string {
  if (Number.isNaN(n)) return ''
  const count = Math.floor(n)
  if (count <= 0) return ''
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)
}

export const BADGE_MAX = 99

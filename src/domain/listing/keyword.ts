/**
 * Whether a listing matches the host's search: the keyword is found in the title ignoring case
 * and width (NFKC, Unicode lower case: "LAKE", "lake" and full-width "ｌａｋｅ" are the same), or
 * it is the listing's id. Done here rather than with SQL LIKE so SQLite (ASCII-only case folding)
 * and PostgreSQL (case-sensitive LIKE) answer the same.
 */
export function keywordMatches(listing: { title: string | null; luId: string }, keyword: string | undefined): boolean {
  const k = keyword?.trim()
  if (!k) return true
  if (listing.luId === k) return true
  return fold(listing.title ?? '').includes(fold(k))
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

/**
 * Whether a listing matches the host's search: the keyword is found in the title ignoring case
 * and width (NFKC, Unicode lower case: "LAKE", "lake" and full-width "ｌａｋｅ" are the same), or
 * it is the listing's id. The folding is done here rather than by SQL (SQLite folds ASCII only,
 * PostgreSQL's LIKE is case-sensitive): the server stores each title folded (foldForSearch) and
 * matches the folded keyword in it (keywordSearch), so both databases answer as this function.
 */
export function keywordMatches(listing: { title: string | null; luId: string }, keyword: string | undefined): boolean {
  const search = keywordSearch(keyword)
  if (!search) return true
  if (listing.luId === search.luId) return true
  return foldForSearch(listing.title ?? '').includes(search.folded)
}

/** What a keyword looks for: a listing id as typed (trimmed), or a part of the folded title; null: no keyword. */
export function keywordSearch(keyword: string | undefined): { luId: string; folded: string } | null {
  const k = keyword?.trim()
  if (!k) return null
  return { luId: k, folded: foldForSearch(k) }
}

/** A text folded for the search: NFKC, then Unicode lower case. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

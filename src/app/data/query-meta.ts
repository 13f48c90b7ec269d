/**
 * `meta` of a query the persisted cache must not keep (a poll, a diagnostic): read by
 * src/app/data/query-persistence.ts. Here, apart from it, so that code in the portal's entry can
 * name it without loading the local database (issue 22).
 */
export const NO_PERSIST = { persist: false } as const

/** How long a kept query (in memory and in IndexedDB) stays usable: 7 days. */
export const QUERY_CACHE_MAX_AGE = 7 * 24 * 60 * 60_000

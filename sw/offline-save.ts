/**
 * Saving the build for offline use (issue 34): what the worker's precache holds is fetched here,
 * several files at a time, instead of Workbox's one after another (233 files at a phone's 300 ms
 * round trip took over a minute, and the worker controlled nothing until all were in). The first
 * install saves the core (scripts/offline-core.ts) and takes over; the rest follows.
 */

/** One file to save: its address, the key the precache finds it by, and whether to bypass the HTTP cache (a revisioned, unhashed file). */
export type SaveEntry = { url: string; cacheKey: string; reload: boolean }
export type SaveProgress = { saved: number; total: number }

type CacheLike = Pick<Cache, 'keys' | 'put'>
type FetchLike = (input: string, init: RequestInit) => Promise<Response>

/** Files fetched at once: a browser's connections to one origin (HTTP/1.1). */
export const SAVE_CONCURRENCY = 6

/**
 * Saves the entries the cache lacks; reports progress after each file (the ones already there
 * count as saved). Every file is tried; if any failed (offline, a server error) it rejects once
 * all are done, so a later call saves only what is still missing.
 */
export async function saveEntries(
  entries: readonly SaveEntry[],
  options: { cache: CacheLike; fetch: FetchLike; concurrency?: number; onProgress?: (progress: SaveProgress) => void },
): Promise<void> {
  const { cache, onProgress } = options
  const have = new Set((await cache.keys()).map((request) => request.url))
  const missing = entries.filter((entry) => !have.has(entry.cacheKey))
  const total = entries.length
  let saved = total - missing.length
  onProgress?.({ saved, total })
  const failures: string[] = []
  let next = 0
  const worker = async () => {
    while (next < missing.length) {
      const entry = missing[next++]!
      try {
        const response = await options.fetch(entry.url, { credentials: 'same-origin', cache: entry.reload ? 'reload' : 'default' })
        if (!response.ok) throw new Error(`${response.status}`)
        // a redirected response cannot answer a navigation: stored as a plain copy
        await cache.put(entry.cacheKey, response.redirected ? new Response(await response.blob(), { headers: response.headers, status: response.status, statusText: response.statusText }) : response)
        saved += 1
        onProgress?.({ saved, total })
      } catch (error) {
        failures.push(`${entry.url}: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? SAVE_CONCURRENCY, missing.length) }, worker))
  if (failures.length > 0) throw new Error(`${failures.length} of ${missing.length} files not saved (${failures[0]})`)
}

import { describe, expect, it } from 'vitest'
import { saveEntries } from '../../../sw/offline-save'
import type { SaveEntry, SaveProgress } from '../../../sw/offline-save'

/** A Cache with what the worker's save uses: its keys and put. */
function memoryCache(initial: string[] = []) {
  const stored = new Map<string, Response | null>(initial.map((key) => [key, null]))
  return {
    stored,
    keys: async () => [...stored.keys()].map((key) => new Request(key)),
    put: async (key: RequestInfo | URL, response: Response) => {
      stored.set(String(key), response)
    },
  }
}

const entry = (name: string, revision?: string): SaveEntry => ({
  url: `https://portal.test/${name}`,
  cacheKey: revision ? `https://portal.test/${name}?__WB_REVISION__=${revision}` : `https://portal.test/${name}`,
  reload: Boolean(revision),
})

describe('saving the build for offline use (issue 34)', () => {
  it('fetches several files at once, keeps each under its precache key, and reports progress to the total', async () => {
    const cache = memoryCache()
    let inFlight = 0
    let most = 0
    const asked: { url: string; cache: RequestCache | undefined }[] = []
    const progress: SaveProgress[] = []
    const entries = [entry('index.html', 'r1'), ...Array.from({ length: 11 }, (_, i) => entry(`assets/chunk-${i}.js`))]
    await saveEntries(entries, {
      cache: cache as unknown as Cache,
      fetch: async (url, init) => {
        asked.push({ url, cache: init.cache })
        inFlight += 1
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 5))
        inFlight -= 1
        return new Response(url)
      },
      onProgress: (p) => progress.push(p),
    })
    expect(most).toBe(6)
    expect([...cache.stored.keys()].sort()).toEqual(entries.map((e) => e.cacheKey).sort())
    // a revisioned (unhashed) file bypasses the HTTP cache; a hashed one may come from it
    expect(asked.find((a) => a.url.endsWith('index.html'))!.cache).toBe('reload')
    expect(asked.find((a) => a.url.endsWith('chunk-0.js'))!.cache).toBe('default')
    expect(progress[0]).toEqual({ saved: 0, total: 12 })
    expect(progress.at(-1)).toEqual({ saved: 12, total: 12 })
    expect(progress.map((p) => p.saved)).toEqual([...progress.map((p) => p.saved)].sort((a, b) => a - b))
  })

  it('saves only what is missing, and a failed file fails the save after the others are in, to be tried again', async () => {
    const entries = [entry('a.js'), entry('b.js'), entry('c.js'), entry('d.js')]
    const cache = memoryCache([entries[0]!.cacheKey])
    const asked: string[] = []
    let down = true
    const fetch = async (url: string) => {
      asked.push(url)
      if (down && url.endsWith('c.js')) throw new TypeError('Failed to fetch')
      return url.endsWith('d.js') && down ? new Response('', { status: 503 }) : new Response(url)
    }
    await expect(saveEntries(entries, { cache: cache as unknown as Cache, fetch })).rejects.toThrow(/2 of 3 files not saved/)
    expect(asked.sort()).toEqual(['https://portal.test/b.js', 'https://portal.test/c.js', 'https://portal.test/d.js'])
    expect(cache.stored.has(entries[1]!.cacheKey)).toBe(true)
    expect(cache.stored.has(entries[2]!.cacheKey)).toBe(false)
    expect(cache.stored.has(entries[3]!.cacheKey)).toBe(false)

    // the connection is back: only c and d are asked for
    down = false
    asked.length = 0
    const progress: SaveProgress[] = []
    await saveEntries(entries, { cache: cache as unknown as Cache, fetch, onProgress: (p) => progress.push(p) })
    expect(asked.sort()).toEqual(['https://portal.test/c.js', 'https://portal.test/d.js'])
    expect(progress[0]).toEqual({ saved: 2, total: 4 })
    expect(progress.at(-1)).toEqual({ saved: 4, total: 4 })
  })
})

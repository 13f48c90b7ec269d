import { call } from './api'
import { readQueryCache, writeQueryCache } from './query-cache-store'
import type { RefreshMeta } from './refresh-meta'

type SavedQuery = { queryHash: string; meta?: Partial<RefreshMeta>; state: { data?: unknown; dataUpdatedAt: number; dataUpdateCount?: number; status?: string } }
type SavedClient = { timestamp: number; buster: string; clientState: { queries: SavedQuery[]; mutations: unknown[] } }

/**
 * Refreshes the saved queries of `userId` that name their call (and that `canCall` allows): each
 * answer replaces its data with the time it came. A failed call leaves its query as it was.
 * Answers how many were refreshed.
 */
export async function refreshSavedQueries(userId: string, now: () => number, canCall: (endpoint: string) => boolean): Promise<number> {
  const saved = (await readQueryCache(userId)) as SavedClient | undefined
  if (!saved?.clientState?.queries) return 0
  let refreshed = 0
  for (const query of saved.clientState.queries) {
    const recipe = query.meta?.refresh
    if (!recipe || !canCall(recipe.endpoint) || query.state.status !== 'success') continue
    try {
      const data = await call(recipe.endpoint, recipe.params as never, { hideMessage: true })
      query.state = { ...query.state, data, dataUpdatedAt: now(), dataUpdateCount: (query.state.dataUpdateCount ?? 0) + 1 }
      refreshed++
    } catch {
      // offline again, or refused: the saved answer stays with its age
    }
  }
  // the page may have saved meanwhile (it was opened): its newer copy wins
  const current = (await readQueryCache(userId)) as SavedClient | undefined
  if (refreshed > 0 && (!current || current.timestamp <= saved.timestamp)) await writeQueryCache(userId, { ...saved, timestamp: now() }, now())
  return refreshed
}

import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../client/errors'
import { QUERY_CACHE_MAX_AGE } from './data/query-meta'
import { isNetworkFailure } from './shell/pwa-network'

/** The portal's query client (the same options where it runs and where it is prerendered). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a refusal or session error from the server will not change on retry; network failures may
        // (but not while the browser is offline: the page says so at once instead of spinning)
        retry: (failureCount, error) =>
          !(isApiError(error) && error.status !== 0) && failureCount < 2 && !(isNetworkFailure(error) && !isOffline()),
        refetchOnWindowFocus: false,
        // queries run offline too (cached data or a clear "offline" failure, never a paused spinner)
        networkMode: 'always',
        // kept in memory as long as in the persisted cache (docs/decisions/0012-persisted-query-cache.md)
        gcTime: QUERY_CACHE_MAX_AGE,
      },
      mutations: { networkMode: 'always' },
    },
  })
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine
}

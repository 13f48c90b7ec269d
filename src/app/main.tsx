import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { isApiError } from '../client/errors'
import { activateLocale, storedLang } from './i18n'
import { QUERY_CACHE_MAX_AGE } from './data/query-meta'
import { getSession, isLoggedIn } from '../client/session'
import { captureSlideToken } from '../client/slide-token'
import { hasSavedQueries } from './data/saved-queries'
import { createAppRouter } from './router'
import { installApiEventHandlers } from './shell/api-events'
import { startFirstLoadTimeout } from './shell/navigation-timeout'
import { startLocalData } from './shell/local-data'
import { isNetworkFailure, trackNetwork } from './shell/pwa-network'
import { AfterFirstPaint } from './shell/after-first-paint'
import { markFirstScreenAtLatest } from './first-screen'
import { stylesheetReady } from './shell/stylesheet'
import { ToastProvider } from './ui/toast'
import './styles.css'

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // a refusal or session error from the server will not change on retry; network failures may
      // (but not while the browser is offline: the page says so at once instead of spinning)
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status !== 0) && failureCount < 2 && !(isNetworkFailure(error) && !navigator.onLine),
      refetchOnWindowFocus: false,
      // queries run offline too (cached data or a clear "offline" failure, never a paused spinner)
      networkMode: 'always',
      // kept in memory as long as in the persisted cache (docs/decisions/0012-persisted-query-cache.md)
      gcTime: QUERY_CACHE_MAX_AGE,
    },
    mutations: { networkMode: 'always' },
  },
})
// a slide verification's token leaves the address before the router reads it (the call layer,
// which sends it, loads later: issue 41)
captureSlideToken()
const router = createAppRouter(queryClient)
installApiEventHandlers(router, queryClient)
trackNetwork(queryClient)
// the signed-in host's last data comes back from IndexedDB before the first route's loaders read
// it, and the outbox starts; a visitor loads none of that code until signing in. A host whose
// data this device has never saved (a first visit) has nothing to restore: the local data starts
// after the first screen instead of before it (docs/decisions/0035-first-visit-code.md)
const waitsForRestore = isLoggedIn() && hasSavedQueries(getSession()?.userId)
const restored = waitsForRestore
  ? startLocalData(queryClient).then((persistence) => persistence.restored, () => undefined) // without it the portal still opens
  : Promise.resolve()

// the first route's code loads while the cache is restored (the load below then finds it ready)
for (const route of router.getMatchedRoutes(router.latestLocation.pathname)[0]) void router.loadRouteChunk(route)?.catch(() => undefined)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
// chunk loading times out at 120 s (spec), also before the first render
const stopFirstLoadTimeout = startFirstLoadTimeout(container)

// The stylesheet, the catalog and the first route's code load side by side, not one after the other.
void Promise.all([stylesheetReady(), activateLocale(storedLang()), restored.then(() => router.load()).catch(() => undefined)]).then(() => {
  stopFirstLoadTimeout()
  container.replaceChildren()
  // tests/bench/start-up-restore.ts: whether the restore ended before this (start-up waited for it)
  performance.mark?.('portal-first-render')
  markFirstScreenAtLatest()
  const root = createRoot(container)
  // a transition: React renders the first screen in slices and lets the browser in between,
  // instead of one long task that blocks a slow phone's input (issue 22: total blocking time)
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryClientProvider>
        </I18nProvider>
        {/* a host's local data and overlays load once the first meaningful screen has painted */}
        {isLoggedIn() && <AfterFirstPaint work={startHostCode} />}
      </StrictMode>,
    ),
  )
})

/**
 * What a signed-in host needs beyond the first screen, started once it has painted: the local data
 * (when it was not restored before the first screen) and the overlays. A host works offline: the
 * overlays (dialogs, menus, selects) must open without a connection (from the worker's precache
 * when it controls the page, else fetched now); a visitor loads them on intent.
 */
function startHostCode(): void {
  if (!waitsForRestore) void startLocalData(queryClient).catch(() => undefined)
  void import('./shell/offline-code').then((m) => m.keepOverlaysForOffline())
}

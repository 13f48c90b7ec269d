import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { activateLocale, storedLang, takeLangFromAddress } from './i18n'
import { getSession, isLoggedIn } from '../client/session'
import { captureSlideToken } from '../client/slide-token'
import { AppRoot } from './app-root'
import { hasSavedQueries } from './data/saved-queries'
import { firstScreenReady, markFirstScreenAtLatest } from './first-screen'
import { setHydratingHostFrame, typedBeforeHydration } from './hydration'
import type { PrerenderKind } from './hydration'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { installApiEventHandlers } from './shell/api-events'
import { startFirstLoadTimeout } from './shell/first-load-timeout'
import { startLocalData } from './shell/local-data'
import { trackNetwork } from './shell/pwa-network'
import { stylesheetReady } from './shell/stylesheet'
import './styles.css'

const queryClient = createQueryClient()
// a slide verification's token and a language chosen on a page not yet started leave the address
// before the router reads it (issue 41)
captureSlideToken()
takeLangFromAddress()
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
const lang = storedLang()

// The stylesheet, the catalog and the first route's code load side by side, not one after the other.
void Promise.all([stylesheetReady(), activateLocale(lang), restored.then(() => router.load()).catch(() => undefined)]).then(() => {
  stopFirstLoadTimeout()
  // tests/bench/start-up-restore.ts: whether the restore ended before this (start-up waited for it)
  performance.mark?.('portal-first-render')
  markFirstScreenAtLatest()
  // the features' forms for refused writes, registered with the shell after the first screen
  void firstScreenReady().then(() => import('./sync-editors'))
  const afterFirstScreen = isLoggedIn() ? startHostCode : undefined
  const prerendered = hydratable(container)
  if (prerendered) {
    // the page arrived as HTML (issue 41): React takes it over as it is. A host's frame hydrates
    // as the frame, and the page and the chrome come in the next render
    setHydratingHostFrame(prerendered === 'host-frame')
    // the router renders as it did on the server (no Suspense around the root match)
    router.ssr = { manifest: undefined }
    // what the host typed before the script ran is given back once the page's fields are React's
    // (its first meaningful screen has hydrated; each part of a page hydrates in its own pass)
    void firstScreenReady().then(typedBeforeHydration(container))
    hydrateRoot(container, <AppRoot queryClient={queryClient} router={router} afterFirstScreen={afterFirstScreen} />)
    return
  }
  container.replaceChildren()
  const root = createRoot(container)
  // a transition: React renders the first screen in slices and lets the browser in between,
  // instead of one long task that blocks a slow phone's input (issue 22: total blocking time)
  startTransition(() => root.render(<AppRoot queryClient={queryClient} router={router} afterFirstScreen={afterFirstScreen} />))
})

/**
 * What #root holds when it may be hydrated: the prerendered page of this very address for a
 * visitor, or the host frame for a signed-in host's page, in the language the portal shows. Any
 * other HTML (the splash, a page made for another language, a page the router left by a redirect)
 * is replaced.
 */
function hydratable(root: HTMLElement): PrerenderKind | null {
  const kind = root.dataset.prerendered
  if (root.dataset.lang !== lang) return null
  if (kind === 'page') return !isLoggedIn() && root.dataset.path === router.state.location.pathname ? 'page' : null
  if (kind === 'host-frame') return isLoggedIn() && router.state.matches.some((match) => match.routeId === '/_host') ? 'host-frame' : null
  return null
}

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

import { createRouter } from '@tanstack/react-router'
import type { RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { RouteError } from './shell/route-error'

export type RouterContext = { queryClient: QueryClient }

/**
 * The portal's router. Pages start at the top after each navigation (resetScroll), hovered
 * links preload, and a navigation to the current location is a no-op (no duplicate-navigation
 * error as in the original).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    // the browser's history; the build's prerendering passes a memory history of the page it renders
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // the query cache decides freshness; the router must not cache loader results on its own
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    // a page that fails to load shows why inside the shell (header, offline banner stay)
    defaultErrorComponent: RouteError,
  })
  router.subscribe('onResolved', ({ hrefChanged }) => {
    if (hrefChanged && typeof window !== 'undefined' && !window.location.hash) window.scrollTo({ top: 0, left: 0 })
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

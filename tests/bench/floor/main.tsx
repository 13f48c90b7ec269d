/**
 * The stack's floor (issue 41): the smallest app built from the design card's framework — React
 * DOM, TanStack Router with one lazy route, TanStack Query, Lingui — with the portal's own Vite
 * build and compression, served by the portal's server. It renders a small list read through
 * Query. Every speed figure of the portal is printed beside this app's, measured in the same run
 * (tests/bench/support/floor-app.ts).
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Outlet, RouterProvider, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router'

i18n.loadAndActivate({ locale: 'zh', messages: { floorTitle: '房源', floorEmpty: '暂无' } })

const rootRoute = createRootRoute({ component: () => <Outlet /> })
const listRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: lazyRouteComponent(() => import('./list'), 'List') })
const router = createRouter({ routeTree: rootRoute.addChildren([listRoute]) })
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  </StrictMode>,
)

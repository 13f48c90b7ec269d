import { createRootRouteWithContext, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../../client/session'
import type { RouterContext } from '../router'
import { AppLayout } from '../shell/app-layout'
import { RouteError } from '../shell/route-error'
import { guardRoute } from '../shell/route-guard'

/** The catch-all route id: a path that matched no page (it redirects to /404). */
const CATCH_ALL_ID = '/$'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location, matches }) => {
    const decision = guardRoute({
      pathname: location.pathname,
      href: location.href,
      isLoggedIn: isLoggedIn(),
      isUnknown: matches.some((match) => match.routeId === CATCH_ALL_ID),
    })
    if (decision.kind === 'login') {
      throw redirect({ href: `/login?redirect=${encodeURIComponent(decision.redirect)}`, replace: true })
    }
    if (decision.kind === 'redirect') throw redirect({ href: decision.to, replace: true })
  },
  component: AppLayout,
  errorComponent: RouteError,
})

import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../../client/session'
import { identityQueries } from '../data/identity'
import { orderReminderQuery } from '../shell/order-reminder-query'
import { OrderReminder } from '../shell/order-reminder'
import { registerHostChrome } from '../shell/host-chrome'
import { registerEndpoints } from '../../client/endpoint-defs'
import { accountEndpoints } from '../../domain/account/endpoints'
import { alertEndpoints } from '../../domain/alerts/endpoints'

/**
 * The pathless layout of the signed-in host's pages. The root guard already sends visitors to
 * sign-in; this layout repeats the check for its children and starts loading the landlord info
 * that most host pages read.
 */
export const Route = createFileRoute('/_host')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) {
      throw redirect({ href: `/login?redirect=${encodeURIComponent(location.href)}`, replace: true })
    }
  },
  loader: ({ context }) => {
    // the reminder box's code and the schemas of the shell's own calls (landlord info, the new-order
    // poll) come with this layout's chunk: on a host's page, not in every visitor's entry, and not
    // one round trip after the first call asked for them (issue 41)
    registerHostChrome({ OrderReminder })
    registerEndpoints('account', accountEndpoints)
    registerEndpoints('alerts', alertEndpoints)
    void context.queryClient.prefetchQuery(identityQueries.info())
    // the new-order box asks beside the page's own reads: it is in place before the page paints
    // instead of pushing it down a moment later (decision 0043)
    void context.queryClient.prefetchQuery(orderReminderQuery())
  },
  component: Outlet,
})

import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../../client/session'
import { identityQueries } from '../data/identity'
import { orderReminderQuery } from '../shell/order-reminder-query'
import { OrderReminder } from '../shell/order-reminder'
import { registerHostChrome } from '../shell/host-chrome'

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
    // the reminder box's code comes with this layout's chunk, not with every visitor's entry
    registerHostChrome({ OrderReminder })
    void context.queryClient.prefetchQuery(identityQueries.info())
    // the new-order box asks beside the page's own reads: it is in place before the page paints
    // instead of pushing it down a moment later (decision 0043)
    void context.queryClient.prefetchQuery(orderReminderQuery())
  },
  component: Outlet,
})

import { createFileRoute, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../../client/session'
import { identityQueries } from '../data/identity'
import { CompleteScreen } from '../features/profile/complete-screen'

/** /complete: a new host's first steps (public in the guard; a visitor signs in first). */
export const Route = createFileRoute('/complete')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(identityQueries.info()),
  component: CompleteScreen,
})

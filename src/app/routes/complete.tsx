import { createFileRoute, redirect } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../shell/use-document-title'
import { isLoggedIn } from '../../client/session'
import { identityQueries } from '../data/identity'
import { CompleteScreen } from '../features/profile/complete-screen'

/** /complete: a new host's first steps (public in the guard; a visitor signs in first). */
export const Route = createFileRoute('/complete')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } })
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(identityQueries.info()),
  component: CompletePage,
})

function CompletePage() {
  const { t } = useLingui()
  useDocumentTitle(t`Complete your information`)
  return <CompleteScreen />
}

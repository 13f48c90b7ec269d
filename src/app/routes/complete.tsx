import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../shell/use-document-title'
import { isLoggedIn } from '../../client/session'
import { identityQueries } from '../data/identity'
import { CompleteScreen } from '../features/profile/complete-screen'

/** /complete: a new host's first steps (a public route, spec 2: a visitor sees them and signs in to take them). */
export const Route = createFileRoute('/complete')({
  loader: ({ context }) => (isLoggedIn() ? context.queryClient.ensureQueryData(identityQueries.info()) : undefined),
  component: CompletePage,
})

function CompletePage() {
  const { t } = useLingui()
  useDocumentTitle(t`Complete your information`)
  return <CompleteScreen />
}

import { createFileRoute } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../shell/use-document-title'
import { SignInScreen } from '../features/auth/sign-in-screen'
import { signInSearch } from '../features/auth/sign-in-search'

export const Route = createFileRoute('/findPassword')({
  validateSearch: signInSearch,
  // the sign-in form marks its first screen once it is React's (a prerendered form has hydrated)
  staticData: { firstScreen: 'data' },
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { redirect } = Route.useSearch()
  useDocumentTitle(t`Find password`)
  return <SignInScreen mode="findPassword" redirect={redirect} />
}

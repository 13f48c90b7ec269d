import { createFileRoute } from '@tanstack/react-router'
import { SignInScreen } from '../features/auth/sign-in-screen'
import { signInSearch } from '../features/auth/sign-in-search'

export const Route = createFileRoute('/login')({
  validateSearch: signInSearch,
  component: Page,
})

function Page() {
  const { redirect } = Route.useSearch()
  return <SignInScreen mode="login" redirect={redirect} />
}

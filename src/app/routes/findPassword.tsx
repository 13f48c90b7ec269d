import { createFileRoute } from '@tanstack/react-router'
import { countryQueries } from '../data/countries'
import { SignInScreen } from '../features/auth/sign-in-screen'
import { signInSearch } from '../features/auth/sign-in-search'

export const Route = createFileRoute('/findPassword')({
  validateSearch: signInSearch,
  loader: ({ context }) => {
    // warm the country picker's list; the picker shows its own loading and error states
    void context.queryClient.prefetchQuery(countryQueries.list())
  },
  component: Page,
})

function Page() {
  const { redirect } = Route.useSearch()
  return <SignInScreen mode="findPassword" redirect={redirect} />
}

import { createFileRoute, notFound } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { isSignInProvider } from '../../domain/account/social'
import { optionalTextParam } from '../data/search-params'
import { useDocumentTitle } from '../shell/use-document-title'
import { SocialCallbackScreen } from '../features/auth/social-callback-screen'

/**
 * /oauth/{provider} (decision 0085): where WeChat, QQ and Weibo send the host back with their
 * answer (the redirect URI registered with each provider). Public: a signed-out host signs in here,
 * a signed-in one finishes a binding.
 */
export const Route = createFileRoute('/oauth/$provider')({
  validateSearch: v.object({ code: optionalTextParam, state: optionalTextParam, iss: optionalTextParam, error: optionalTextParam }),
  beforeLoad: ({ params }) => {
    if (!isSignInProvider(params.provider)) throw notFound()
  },
  staticData: { firstScreen: 'data' },
  component: Page,
})

function Page() {
  const { t } = useLingui()
  const { provider } = Route.useParams()
  const answer = Route.useSearch()
  useDocumentTitle(t`Log in`)
  return isSignInProvider(provider) ? <SocialCallbackScreen provider={provider} answer={answer} /> : null
}

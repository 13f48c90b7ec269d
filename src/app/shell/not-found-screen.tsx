import { Trans, useLingui } from '@lingui/react/macro'
import { isLoggedIn } from '../../client/session'
import { Button } from '../ui/button'
import { AppLink } from './app-link'
import { HOST_HOME } from './paths'
import { useDocumentTitle } from './use-document-title'

/** The 404 page: says what happened and offers the way back. */
export function NotFoundScreen() {
  const { t } = useLingui()
  useDocumentTitle(t`Page not found`)
  const home = isLoggedIn() ? HOST_HOME : '/'
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-20 text-center">
      <svg viewBox="0 0 120 80" className="w-40" aria-hidden="true">
        <path d="M20 45 60 12l40 33v30H20z" fill="#ffe6d5" stroke="#b53f0e" strokeWidth="3" strokeLinejoin="round" />
        <text x="60" y="66" textAnchor="middle" fontSize="22" fontWeight="700" fill="#8f3210">404</text>
      </svg>
      <h1 className="text-2xl font-semibold text-gray-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="text-gray-800">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <AppLink to={home}>
            <Trans>Back to the home page</Trans>
          </AppLink>
        </Button>
        <Button variant="secondary" onClick={() => window.history.back()}>
          <Trans>Go back</Trans>
        </Button>
      </div>
    </div>
  )
}

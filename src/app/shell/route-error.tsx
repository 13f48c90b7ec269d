import { Suspense } from 'react'
import { lazyWhenOnline } from '../lazy-when-online'
import { useRouter } from '@tanstack/react-router'
import type { ErrorComponentProps } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { isApiError } from '../../client/errors'
import type { ApiError } from '../../client/errors'
import { Button } from '../ui/button'
import { NeedsNetwork } from '../ui/needs-network'
import { isNetworkFailure } from './pwa-network'

/** The server's reason in words: the message texts load with it (they are not in the entry, issue 41). */
const ReasonText = lazyWhenOnline(() =>
  import('./message-text').then(
    ({ useMessageText }) =>
      function ReasonText({ error }: { error: ApiError }) {
        return <>{useMessageText()(error.key, error.params)}</>
      },
  ),
)

/** What a page shows when loading it failed: the reason and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  // no answer at all (offline, or the server cannot be reached): the page needs the network
  if (isNetworkFailure(error)) return <OfflineError reset={reset} />
  const generic = <Trans>The page could not be loaded. Please try again.</Trans>
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-xl font-semibold text-gray-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-gray-800">
        {isApiError(error) ? (
          <Suspense fallback={generic}>
            <ReasonText error={error} />
          </Suspense>
        ) : (
          generic
        )}
      </p>
      <Button onClick={() => { reset(); window.location.reload() }}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}

/** A page whose data needs the network, opened offline with nothing stored: say so, no spinner. */
function OfflineError({ reset }: { reset: () => void }) {
  const router = useRouter()
  // the page keeps its promise: back online (or on the button), it loads again
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return <NeedsNetwork layout="page" onRetry={retry} testId="offline-page" />
}

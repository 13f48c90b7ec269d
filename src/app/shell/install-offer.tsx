import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../ui/button'
import { closeOffer, markOffered, promptInstall, useInstallOffer } from './install-offer-state'

/**
 * The offer to install the portal (issue 40), once per device after the host's first saved write:
 * the browser's install dialog where it has one, else (iOS Safari) the two steps of the share menu.
 * In the page's flow under the header, so it never covers a page's controls (an order's decision
 * bar, a form's save); loaded after the first screen.
 */
export function InstallOffer() {
  const { t } = useLingui()
  const way = useInstallOffer()
  useEffect(() => {
    if (way) markOffered()
  }, [way])
  if (!way) return null
  return (
    <section aria-label={t`Install the portal`} data-testid="install-offer" data-way={way} className="border-b border-gray-200 bg-white text-sm text-gray-900 print:hidden">
      <div className="mx-auto max-w-7xl px-4 py-3">
        <h2 className="text-base font-semibold">
          <Trans>Add the Host Portal to your home screen</Trans>
        </h2>
        <p className="mt-1 text-gray-800">
          <Trans>It opens like an app, works offline, and can alert you to new orders.</Trans>
        </p>
        {way === 'steps' && (
          <ol className="mt-2 list-decimal pl-5 text-gray-800" data-testid="install-steps">
            <li>
              <Trans>Tap the Share button in the browser's toolbar.</Trans>
            </li>
            <li>
              <Trans>Choose "Add to Home Screen", then "Add".</Trans>
            </li>
          </ol>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          {way === 'prompt' && (
            <Button size="sm" onClick={() => void promptInstall()}>
              <Trans>Install</Trans>
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={closeOffer}>
            {way === 'prompt' ? <Trans>Not now</Trans> : <Trans>Close</Trans>}
          </Button>
        </div>
      </div>
    </section>
  )
}

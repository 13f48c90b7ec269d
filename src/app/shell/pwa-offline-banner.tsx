import { Trans } from '@lingui/react/macro'
import { useOffline } from './pwa-network'
import { useOfflineSave } from './offline-save-state'

/**
 * The shell's offline indicator: shown while the browser is offline or the server cannot be
 * reached. It promises only what holds on every page: writes are kept. Whether a page has data
 * saved on this device is the page's to say (NeedsNetwork where it has none).
 */
export function PwaOfflineBanner() {
  const offline = useOffline()
  const saving = useOfflineSave()
  if (!offline) return null
  return (
    <div role="status" data-testid="offline-banner" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      <Trans>You are offline. Your changes are kept on this device and sent when the connection is back.</Trans>
      {/* a first visit cut short: the portal's own pages are not all on the device yet (issue 34) */}
      {saving && !saving.done && (
        <p data-testid="offline-save-partial" className="font-normal">
          <Trans>
            The portal is not fully saved on this device yet ({Math.round((saving.saved / Math.max(saving.total, 1)) * 100)}%): pages you have not opened may need the connection.
          </Trans>
        </p>
      )}
    </div>
  )
}

import { useEffect, useSyncExternalStore } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useToast } from '../ui/toast'
import { useOutdated } from './pwa-outdated'
import { pwaUpdateFlow } from './pwa-register'
import type { UpdateFlow } from './pwa-update'

const noFlow = () => () => undefined

/**
 * "A new version is available" with a Reload button, while a new service worker waits. It stays
 * until the host clicks (no timeout); the click hands over to the new version and reloads once.
 * When the server refused this build (426) and no new worker waits yet, "please reload".
 * Shown as the toasts' standing message (ToastProvider).
 */
export function PwaUpdatePrompt({ flow = pwaUpdateFlow() }: { flow?: UpdateFlow | null }) {
  const { t } = useLingui()
  const { stand } = useToast()
  const waiting = useSyncExternalStore(flow ? flow.subscribe : noFlow, () => flow?.isWaiting() ?? false, () => false)
  const outdated = useOutdated()
  const reload = t`Reload`
  useEffect(() => {
    if (flow && waiting) {
      stand({ text: <Trans>A new version is available</Trans>, actionLabel: reload, onAction: () => flow.apply(), testId: 'update-prompt' })
    } else if (outdated) {
      stand({
        text: <Trans>This version of the portal is out of date. Please reload.</Trans>,
        actionLabel: reload,
        onAction: () => window.location.reload(),
        testId: 'outdated-prompt',
      })
    } else {
      stand(null)
    }
  }, [flow, waiting, outdated, reload, stand])
  return null
}

import { useSyncExternalStore } from 'react'
import { Toast as RadixToast } from 'radix-ui'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../ui/button'
import { useOutdated } from './pwa-outdated'
import { pwaUpdateFlow } from './pwa-register'
import type { UpdateFlow } from './pwa-update'

const noFlow = () => () => undefined

/**
 * "A new version is available" with a Reload button, while a new service worker waits. It stays
 * until the host clicks (no timeout); the click hands over to the new version and reloads once.
 * When the server refused this build (426) and no new worker waits yet, "please reload".
 * Renders inside the ToastProvider (its Radix viewport).
 */
export function PwaUpdatePrompt({ flow = pwaUpdateFlow() }: { flow?: UpdateFlow | null }) {
  const { t } = useLingui()
  const waiting = useSyncExternalStore(flow ? flow.subscribe : noFlow, () => flow?.isWaiting() ?? false, () => false)
  const outdated = useOutdated()
  if (!waiting && outdated) return <OutdatedPrompt />
  if (!flow || !waiting) return null
  return (
    <RadixToast.Root
      open
      duration={Number.POSITIVE_INFINITY}
      type="foreground"
      data-testid="update-prompt"
      className="pointer-events-auto flex items-center gap-3 rounded-md bg-gray-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <RadixToast.Description className="flex-1">
        <Trans>A new version is available</Trans>
      </RadixToast.Description>
      <RadixToast.Action altText={t`Reload`} asChild>
        <Button size="sm" onClick={() => flow.apply()}>
          <Trans>Reload</Trans>
        </Button>
      </RadixToast.Action>
    </RadixToast.Root>
  )
}

/** The server refused this build and no new service worker is waiting (yet): ask for a reload. */
function OutdatedPrompt() {
  const { t } = useLingui()
  return (
    <RadixToast.Root
      open
      duration={Number.POSITIVE_INFINITY}
      type="foreground"
      data-testid="outdated-prompt"
      className="pointer-events-auto flex items-center gap-3 rounded-md bg-gray-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <RadixToast.Description className="flex-1">
        <Trans>This version of the portal is out of date. Please reload.</Trans>
      </RadixToast.Description>
      <RadixToast.Action altText={t`Reload`} asChild>
        <Button size="sm" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </RadixToast.Action>
    </RadixToast.Root>
  )
}

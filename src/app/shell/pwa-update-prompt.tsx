import { useSyncExternalStore } from 'react'
import { Toast as RadixToast } from 'radix-ui'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../ui/button'
import { pwaUpdateFlow } from './pwa-register'
import type { UpdateFlow } from './pwa-update'

const noFlow = () => () => undefined

/**
 * "A new version is available" with a Reload button, while a new service worker waits. It stays
 * until the host clicks (no timeout); the click hands over to the new version and reloads once.
 * Renders inside the ToastProvider (its Radix viewport).
 */
export function PwaUpdatePrompt({ flow = pwaUpdateFlow() }: { flow?: UpdateFlow | null }) {
  const { t } = useLingui()
  const waiting = useSyncExternalStore(flow ? flow.subscribe : noFlow, () => flow?.isWaiting() ?? false, () => false)
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

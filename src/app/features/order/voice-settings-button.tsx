import { Suspense, lazy, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'

/** The alerts dialog (sound switches and this device's push alerts): its code loads when it opens, not with the order list (issue 41). */
const VoiceSettingsDialog = lazy(() => import('./voice-settings').then((m) => ({ default: m.VoiceSettingsDialog })))

/** The order list's "Alerts" button: the new-order and cancellation sounds and push alerts. */
export function VoiceSettingsButton({ disabled }: { disabled: boolean }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} disabled={disabled} title={disabled ? t`Needs a connection` : undefined}>
        <Trans>Alerts</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <VoiceSettingsDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

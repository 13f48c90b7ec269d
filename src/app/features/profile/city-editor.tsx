import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { editNotSynced } from '../../data/outbox-lazy'
import type { NotSyncedEditorProps } from '../../shell/sync-editor-registry'
import { Button } from '../../ui/button'
import { Dialog } from '../../ui/dialog'
import { CityChooser } from './city-chooser'

/**
 * The editor of a city choice the server refused (header's not-synced list): the city chooser
 * prefilled with the refused choice; confirming re-sends the edited choice in its place.
 */
export function CityEditor({ entry, onClose }: NotSyncedEditorProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(true)
  const close = () => {
    setOpen(false)
    onClose()
  }
  const meta = entry.meta as { provinceId?: unknown } | undefined
  const cityId = typeof entry.params.cityid === 'string' ? entry.params.cityid : undefined
  const provinceId = typeof meta?.provinceId === 'string' && meta.provinceId ? meta.provinceId : cityId && `${cityId.slice(0, 2)}0000`
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t`Choose your city`}>
      <CityChooser
        initial={{ ...(provinceId ? { provinceId } : {}), ...(cityId ? { cityId } : {}) }}
        send={({ params, meta: edited }) => editNotSynced(entry.id, params, edited)}
        onSaved={close}
        secondary={
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
        }
      />
    </Dialog>
  )
}

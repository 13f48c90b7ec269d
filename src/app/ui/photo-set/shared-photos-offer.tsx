import { useEffect, useRef, useState } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import type { SharedPhotoRow } from '../../../client/db'
import { dropSharedPhotos, listSharedPhotos } from '../../../client/shared-photos'
import { Button } from '../button'
import { AppLink } from '../../shell/app-link'

/**
 * Photos shared from the phone's gallery that wait on the device (issue 40): a photo step offers
 * to add them, and adds them at once when the host chose this step on the share screen
 * (`?shared=1`). They go through the step's own upload queue (progress, offline in the outbox) and
 * leave the waiting list.
 */
export function SharedPhotosOffer({ addFiles, locked }: { addFiles: (files: File[]) => Promise<unknown>; locked: boolean }) {
  const [waiting, setWaiting] = useState<SharedPhotoRow[]>([])
  const [busy, setBusy] = useState(false)
  const chosen = useRef(typeof location !== 'undefined' && new URLSearchParams(location.search).has('shared'))

  const add = async (rows: SharedPhotoRow[]) => {
    setBusy(true)
    try {
      await addFiles(rows.map((row) => (row.file instanceof File ? row.file : new File([row.file], row.name, { type: row.file.type }))))
      await dropSharedPhotos(rows.map((row) => row.id!))
      setWaiting([])
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    if (typeof indexedDB === 'undefined') return
    let live = true
    void listSharedPhotos().then((rows) => {
      if (!live || rows.length === 0) return
      if (chosen.current && !locked) {
        chosen.current = false
        void add(rows)
      } else setWaiting(rows)
    }, () => undefined)
    return () => {
      live = false
    }
    // read once when the step opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (waiting.length === 0) return null
  if (locked) {
    // chosen on the share screen while this step cannot change (a review under way): said, and where to go
    return (
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="shared-photos-locked">
        <Plural value={waiting.length} one="# photo shared from your gallery waits, but these photos cannot change now." other="# photos shared from your gallery wait, but these photos cannot change now." />{' '}
        <AppLink to="/share" className="font-medium underline underline-offset-2">
          <Trans>Choose another place for them</Trans>
        </AppLink>
      </p>
    )
  }
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-gray-900" data-testid="shared-photos-offer">
      <p className="flex-1">
        <Plural value={waiting.length} one="# photo shared from your gallery waits to be added." other="# photos shared from your gallery wait to be added." />
      </p>
      <Button size="sm" onClick={() => void add(waiting)} loading={busy}>
        <Trans>Add them here</Trans>
      </Button>
    </div>
  )
}

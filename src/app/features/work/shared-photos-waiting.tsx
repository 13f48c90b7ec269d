import { useEffect, useState } from 'react'
import { Plural, Trans } from '@lingui/react/macro'
import { listSharedPhotos } from '../../../client/shared-photos'
import { AppLink } from '../../shell/app-link'

/**
 * Photos shared from the phone's gallery that still wait on this device (issue 40): the home says
 * so and leads to the screen that places them, so a share left half-way is not forgotten. Loaded
 * after the home's first screen; nothing when none wait.
 */
export default function SharedPhotosWaiting() {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (typeof indexedDB === 'undefined') return
    void listSharedPhotos().then((rows) => setCount(rows.length), () => undefined)
  }, [])
  if (count === 0) return null
  return (
    <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-gray-900" data-testid="home-shared-photos">
      <Plural value={count} one="# photo from your gallery waits to be placed." other="# photos from your gallery wait to be placed." />{' '}
      <AppLink to="/share" className="font-medium text-brand-800 underline underline-offset-2">
        <Trans>Choose where they go</Trans>
      </AppLink>
    </p>
  )
}

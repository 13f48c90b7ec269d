import { Trans, useLingui } from '@lingui/react/macro'
import { Card } from '../../ui/card'

/** Stands in for the photos step (features/listing-photos) until it is wired into the route. */
export function PhotosPlaceholder(_: { luId: string }) {
  const { t } = useLingui()
  return (
    <Card title={t`Photos`}>
      <p className="text-sm text-gray-700">
        <Trans>Photo upload is being prepared.</Trans>
      </p>
    </Card>
  )
}

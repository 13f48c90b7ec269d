import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { STEP_ROUTES, FLOW_ORDER } from '../../../domain/listing/enums'
import { Card } from '../../ui/card'
import { PhotoSetEditor } from '../../ui/photo-set/photo-set-editor'
import { Spinner } from '../../ui/spinner'
import { usePhotoStep } from './use-photo-step'

/**
 * The photos step of the B&B flow (rendered by /house-publish/house-photos): add several photos
 * at once (resized to 1920 wide, each with its upload percentage; offline they wait in the
 * outbox), caption, type, cover, order, edit and delete each, with the rules checked live.
 */
export function HousePhotosStep({ luId }: { luId: string }) {
  const { t } = useLingui()
  const step = usePhotoStep(luId)
  const navigate = useNavigate()

  const onSave = async () => {
    if (!(await step.save())) return
    const next = FLOW_ORDER[FLOW_ORDER.indexOf('housePhotos') + 1]
    if (next) void navigate({ to: `/house-publish/${STEP_ROUTES[next]}`, search: { luId } })
  }

  return (
    <Card title={<Trans>Photos</Trans>} titleAs="h2" data-testid="photos-step">
      <p className="mb-4 text-sm text-gray-700">
        <Trans>
          Good photos get more bookings. Show every room, the beds, the bathroom and the view; choose a bright horizontal
          cover.
        </Trans>
      </p>
      {!step.ready ? (
        <div className="flex justify-center p-6">
          <Spinner />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {step.locked && (
            <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-900">
              <Trans>This listing is under review: its photos cannot be changed until the review ends.</Trans>
            </p>
          )}
          {step.online && !step.locked && (
            <p className="rounded-md border border-blue-200 bg-blue-50 p-2 text-sm text-blue-900" data-testid="change-effect" data-effect="review">
              <Trans>This listing is online: a change here goes live after review. When you are done, submit your changes for review.</Trans>
            </p>
          )}
          <PhotoSetEditor
            set={step}
            onSave={() => void onSave()}
            listLabel={t`Photos of the listing, in display order`}
            empty={<Trans>No photos yet. Add at least 6, including one of a bed.</Trans>}
            details
          />
        </div>
      )}
    </Card>
  )
}

import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import type { ListingGroup } from '../../../domain/listing/enums'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import type { PublishType } from './publish-search'

/** /publish-finish/{publishType}: submitted, with the review-time notice (1-3 working days for a B&B). */
export function FinishScreen({ publishType, luId, group }: { publishType: PublishType; luId: string; group: ListingGroup }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-10">
      <Card>
        <div className="flex flex-col items-center gap-3 text-center">
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-green-700 text-2xl text-white">
            ✓
          </span>
          <h1 className="text-2xl font-semibold text-gray-900">
            <Trans>Your listing was submitted for review</Trans>
          </h1>
          <p className="text-sm text-gray-700" data-testid="review-time">
            <Trans>The review of a B&B listing takes 1-3 working days. You will get a system notification with the result.</Trans>
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Button asChild>
              {/* the tab the listing is in now: under review with the complete ones, or online with its change */}
              <Link to="/house/houseInfo" search={{ group, page: 1 }}>
                <Trans>View my listings</Trans>
              </Link>
            </Button>
            {luId && (
              <Button asChild variant="secondary">
                <Link to="/house-publish/house-address" search={{ luId }}>
                  <Trans>Back to the listing</Trans>
                </Link>
              </Button>
            )}
            <Button asChild variant="ghost">
              <Link to="/select-house-type" search={{ publishType }}>
                <Trans>Publish another listing</Trans>
              </Link>
            </Button>
          </div>
        </div>
      </Card>
    </div>
  )
}

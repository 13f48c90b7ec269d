import { createFileRoute } from '@tanstack/react-router'
import { ReviewDetailScreen } from '../../../features/review/review-detail-screen'
import { reviewDetailSearch } from '../../../features/review/review-search'

/** order/commentDetail?id=… (spec 2): one guest review and the host's reply (issue 17). */
export const Route = createFileRoute('/_host/order/commentDetail')({
  validateSearch: reviewDetailSearch,
  component: Page,
})

function Page() {
  return <ReviewDetailScreen id={Route.useSearch().id} />
}

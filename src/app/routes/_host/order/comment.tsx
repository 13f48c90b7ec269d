import { createFileRoute } from '@tanstack/react-router'
import { ReviewsScreen } from '../../../features/review/reviews-screen'
import { reviewListSearch } from '../../../features/review/review-search'

/** order/comment (spec 2): the guests' reviews (issue 17). */
export const Route = createFileRoute('/_host/order/comment')({
  validateSearch: reviewListSearch,
  component: Page,
})

function Page() {
  return <ReviewsScreen search={Route.useSearch()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { PromotionDetailScreen } from '../../../features/market/promotion-detail-screen'
import { promotionIdSearch } from '../../../features/market/market-search'

/** promotion/detail?id=… (spec 2): a self-service promotion (issue 17). */
export const Route = createFileRoute('/_host/promotion/detail')({
  validateSearch: promotionIdSearch,
  component: Page,
})

function Page() {
  return <PromotionDetailScreen id={Route.useSearch().id} />
}

import { createFileRoute } from '@tanstack/react-router'
import { PromotionOperationScreen } from '../../../features/market/operation-screens'
import { promotionIdSearch } from '../../../features/market/market-search'

/** promotion/operation?id=… (spec 2): a promotion's operation record (issue 17). */
export const Route = createFileRoute('/_host/promotion/operation')({
  validateSearch: promotionIdSearch,
  component: Page,
})

function Page() {
  return <PromotionOperationScreen id={Route.useSearch().id} />
}

import { createFileRoute } from '@tanstack/react-router'
import { PromotionsScreen } from '../../../features/market/promotions-screen'
import { promotionListSearch } from '../../../features/market/market-search'

/** activity/promotion (spec 2): self-service promotions, mainland hosts (issue 17). */
export const Route = createFileRoute('/_host/activity/promotion')({
  validateSearch: promotionListSearch,
  component: Page,
})

function Page() {
  return <PromotionsScreen search={Route.useSearch()} />
}

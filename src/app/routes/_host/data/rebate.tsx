import { createFileRoute } from '@tanstack/react-router'
import { rebateSearch } from '../../../features/business/business-search'
import { RebateScreen } from '../../../features/business/rebate-screen'

/** /data/rebate (spec 2): the platform's share of activity discounts paid back to the host (issues 16, 17). */
export const Route = createFileRoute('/_host/data/rebate')({
  validateSearch: rebateSearch,
  component: Page,
})

function Page() {
  return <RebateScreen search={Route.useSearch()} />
}

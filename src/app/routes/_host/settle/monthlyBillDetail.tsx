import { createFileRoute } from '@tanstack/react-router'
import { billSearch } from '../../../features/settlement/settlement-search'
import { BillScreen } from '../../../features/settlement/bill-screen'

/** settle/monthlyBillDetail (spec 2): a month's bill with its orders and split (issue 16). */
export const Route = createFileRoute('/_host/settle/monthlyBillDetail')({
  validateSearch: billSearch,
  component: Page,
})

function Page() {
  return <BillScreen search={Route.useSearch()} />
}

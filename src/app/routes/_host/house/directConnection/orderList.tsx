import { createFileRoute } from '@tanstack/react-router'
import { pmsOrdersSearch } from '../../../../features/pms/pms-search'
import { PmsOrdersScreen } from '../../../../features/pms/pms-orders-screen'

/** house/directConnection/orderList (spec 2): the orders of the connection's bound rooms and what the PMS pulled (issue 20). */
export const Route = createFileRoute('/_host/house/directConnection/orderList')({
  validateSearch: pmsOrdersSearch,
  component: Page,
})

function Page() {
  return <PmsOrdersScreen search={Route.useSearch()} />
}

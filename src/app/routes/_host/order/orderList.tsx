import { createFileRoute } from '@tanstack/react-router'
import { orderListSearch } from '../../../features/order/order-search'
import { OrderListScreen } from '../../../features/order/order-list-screen'

/** order/orderList (lodgeBusiness=store limits it to hotel orders). */
export const Route = createFileRoute('/_host/order/orderList')({
  validateSearch: orderListSearch,
  component: Page,
})

function Page() {
  return <OrderListScreen search={Route.useSearch()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailScreen } from '../../../features/order/order-detail-screen'
import { orderNoSearch } from '../../../features/order/order-search'

/** order/houseDetail?orderNo=…: a B&B order. */
export const Route = createFileRoute('/_host/order/houseDetail')({
  validateSearch: orderNoSearch,
  component: Page,
})

function Page() {
  return <OrderDetailScreen kind="house" orderNo={Route.useSearch().orderNo} />
}

import { createFileRoute } from '@tanstack/react-router'
import { OrderDetailScreen } from '../../../features/order/order-detail-screen'
import { orderNoSearch } from '../../../features/order/order-search'

/** order/hotelDetail?orderNo=…: a hotel (store) order. */
export const Route = createFileRoute('/_host/order/hotelDetail')({
  validateSearch: orderNoSearch,
  component: Page,
})

function Page() {
  return <OrderDetailScreen kind="store" orderNo={Route.useSearch().orderNo} />
}

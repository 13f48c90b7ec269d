import { createFileRoute } from '@tanstack/react-router'
import { OrderPrintScreen } from '../../../features/order/order-print-screen'
import { orderNoSearch } from '../../../features/order/order-search'

/** order/print?orderNo=…: the order laid out for paper. */
export const Route = createFileRoute('/_host/order/print')({
  validateSearch: orderNoSearch,
  component: Page,
})

function Page() {
  return <OrderPrintScreen orderNo={Route.useSearch().orderNo} />
}

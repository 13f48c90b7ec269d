import { createFileRoute } from '@tanstack/react-router'
import { OrderStep } from '../../../features/listing-publish/steps/order-step'

export const Route = createFileRoute('/_host/house-publish/house-order')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <OrderStep luId={luId} />
}

import { createFileRoute } from '@tanstack/react-router'
import { PriceStep } from '../../../features/listing-publish/steps/price-step'

export const Route = createFileRoute('/_host/house-publish/house-price')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <PriceStep luId={luId} />
}

import { createFileRoute } from '@tanstack/react-router'
import { DiscountStep } from '../../../features/listing-publish/steps/discount-step'

export const Route = createFileRoute('/_host/house-publish/house-discount')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <DiscountStep luId={luId} />
}

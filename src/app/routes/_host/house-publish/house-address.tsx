import { createFileRoute } from '@tanstack/react-router'
import { AddressStep } from '../../../features/listing-publish/steps/address-step'

export const Route = createFileRoute('/_host/house-publish/house-address')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <AddressStep luId={luId} />
}

import { createFileRoute } from '@tanstack/react-router'
import { FacilityStep } from '../../../features/listing-publish/steps/facility-step'

export const Route = createFileRoute('/_host/house-publish/house-facility')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <FacilityStep luId={luId} />
}

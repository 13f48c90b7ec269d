import { createFileRoute } from '@tanstack/react-router'
import { InfoStep } from '../../../features/listing-publish/steps/info-step'

export const Route = createFileRoute('/_host/house-publish/house-info')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <InfoStep luId={luId} />
}

import { createFileRoute } from '@tanstack/react-router'
import { DescribeStep } from '../../../features/listing-publish/steps/describe-step'

export const Route = createFileRoute('/_host/house-publish/house-describe')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <DescribeStep luId={luId} />
}

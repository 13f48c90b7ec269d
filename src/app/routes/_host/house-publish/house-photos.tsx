import { createFileRoute } from '@tanstack/react-router'
import { HousePhotosStep } from '../../../features/listing-photos/house-photos-step'

export const Route = createFileRoute('/_host/house-publish/house-photos')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <HousePhotosStep luId={luId} />
}

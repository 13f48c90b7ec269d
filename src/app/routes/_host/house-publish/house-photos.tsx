import { createFileRoute } from '@tanstack/react-router'
import { PhotosPlaceholder as HousePhotosStep } from '../../../features/listing-publish/photos-placeholder'

export const Route = createFileRoute('/_host/house-publish/house-photos')({
  component: Page,
})

function Page() {
  const { luId } = Route.useSearch()
  return <HousePhotosStep luId={luId} />
}

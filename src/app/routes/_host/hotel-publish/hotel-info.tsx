import { createFileRoute } from '@tanstack/react-router'
import { HotelInfoStep } from '../../../features/listing-publish/hotel/steps/hotel-info-step'

export const Route = createFileRoute('/_host/hotel-publish/hotel-info')({
  component: Page,
})

function Page() {
  const { hotelId } = Route.useSearch()
  // the frame renders its parts only for a hotel (without one it starts a new draft first)
  if (!hotelId) return null
  return <HotelInfoStep hotelId={hotelId} />
}

import { createFileRoute } from '@tanstack/react-router'
import { HotelFacilityStep } from '../../../features/listing-publish/hotel/steps/hotel-facility-step'

export const Route = createFileRoute('/_host/hotel-publish/hotel-facility')({
  component: Page,
})

function Page() {
  const { hotelId } = Route.useSearch()
  // the frame renders its parts only for a hotel (without one it starts a new draft first)
  if (!hotelId) return null
  return <HotelFacilityStep hotelId={hotelId} />
}

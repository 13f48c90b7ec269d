import { createFileRoute } from '@tanstack/react-router'
import { HotelQualifyStep } from '../../../features/listing-publish/hotel/steps/hotel-qualify-step'

export const Route = createFileRoute('/_host/hotel-publish/hotel-qualify')({
  component: Page,
})

function Page() {
  const { hotelId } = Route.useSearch()
  // the frame renders its parts only for a hotel (without one it starts a new draft first)
  if (!hotelId) return null
  return <HotelQualifyStep hotelId={hotelId} />
}

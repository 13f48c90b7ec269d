import { createFileRoute } from '@tanstack/react-router'
import { RoomTypesStep } from '../../../features/listing-publish/hotel/steps/room-types-step'

export const Route = createFileRoute('/_host/hotel-publish/hotel-house')({
  component: Page,
})

function Page() {
  const { hotelId } = Route.useSearch()
  // the frame renders its parts only for a hotel (without one it starts a new draft first)
  if (!hotelId) return null
  return <RoomTypesStep hotelId={hotelId} />
}

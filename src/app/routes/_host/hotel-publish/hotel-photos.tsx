import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { HotelPhotosStep } from '../../../features/listing-publish/hotel/steps/hotel-photos-step'
import { nextHotelStep } from '../../../features/listing-publish/hotel/hotel-steps'

export const Route = createFileRoute('/_host/hotel-publish/hotel-photos')({
  component: Page,
})

function Page() {
  const { hotelId } = Route.useSearch()
  const navigate = useNavigate()
  // the frame renders its parts only for a hotel (without one it starts a new draft first)
  if (!hotelId) return null
  const next = nextHotelStep('photos')
  return (
    <HotelPhotosStep
      hotelId={hotelId}
      onSaved={() => next && void navigate({ to: `/hotel-publish/${next.slug}` as never, search: { hotelId } as never })}
    />
  )
}

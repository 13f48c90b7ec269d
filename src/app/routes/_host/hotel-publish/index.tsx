import { createFileRoute, redirect } from '@tanstack/react-router'

/** /hotel-publish goes to its first part (a hotel without an id is started by the frame first). */
export const Route = createFileRoute('/_host/hotel-publish/')({
  beforeLoad: ({ search }) => {
    if ((search as { hotelId?: string }).hotelId) throw redirect({ to: '/hotel-publish/hotel-address', search, replace: true })
  },
})

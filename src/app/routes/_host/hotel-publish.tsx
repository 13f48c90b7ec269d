import { useCallback, useState } from 'react'
import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalTextParam } from '../../data/search-params'
import { HotelPublishFrame, StartHotel } from '../../features/listing-publish/hotel/hotel-frame'
import { identityQueries } from '../../data/identity'
import { ProfileDialogs } from '../../shell/profile-dialogs'

/** /hotel-publish?hotelId=…: the hotel being published (a client-made UUID); without one a new draft starts. */
const hotelSearch = v.object({ hotelId: optionalTextParam })

/** /hotel-publish/*: the eight parts of a hotel around one frame (issue 14). */
export const Route = createFileRoute('/_host/hotel-publish')({
  validateSearch: hotelSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(identityQueries.info()),
  component: Page,
})

function Page() {
  const { hotelId } = Route.useSearch()
  const navigate = useNavigate()
  const pathname = useLocation({ select: (location) => location.pathname })
  const [realNameOpen, setRealNameOpen] = useState(false)
  const openRealName = useCallback(() => setRealNameOpen(true), [])
  // the part the host opened (/hotel-publish itself opens the first)
  const part = /^\/hotel-publish\/hotel-[a-z]+$/.test(pathname) ? pathname : '/hotel-publish/hotel-address'
  const started = useCallback(
    (id: string) => void navigate({ to: part as '/hotel-publish/hotel-address', search: { hotelId: id }, replace: true }),
    [navigate, part],
  )
  return (
    <>
      {hotelId ? <HotelPublishFrame hotelId={hotelId} openRealName={openRealName} /> : <StartHotel openRealName={openRealName} onStarted={started} />}
      <ProfileDialogs open={realNameOpen ? 'realName' : null} onClose={() => setRealNameOpen(false)} />
    </>
  )
}

import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { isHotelRejectionReason } from '../../../domain/hotel/reasons'
import type { HotelSummary } from '../../../domain/hotel/schemas'
import { HOTEL_REJECTION_TEXTS, HOTEL_STATE_LABELS } from '../../data/hotel-labels'
import { hotelQueries } from '../../data/hotel-queries'
import { Badge } from '../../ui/badge'
import { buttonClasses } from '../../ui/button'
import { Card } from '../../ui/card'

/**
 * The host's hotels beside the B&B listings (house/houseInfo; issue 14): each with its state,
 * its room types and, when staff did not approve it, their reasons; an online hotel opens its
 * products for sale. Nothing shows for a host without hotels.
 */
export function HotelSection() {
  const hotels = useQuery(hotelQueries.list())
  if (!hotels.data || hotels.data.length === 0) return null
  return (
    <Card title={<Trans>Hotels</Trans>} data-testid="hotel-section">
      <ul className="flex flex-col divide-y divide-gray-200">
        {hotels.data.map((hotel) => (
          <HotelItem key={hotel.hotelId} hotel={hotel} />
        ))}
      </ul>
    </Card>
  )
}

function HotelItem({ hotel }: { hotel: HotelSummary }) {
  const { i18n } = useLingui()
  const count = hotel.roomTypes
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" data-testid="hotel-item" data-state={hotel.state}>
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{hotel.name || <Trans>(no name yet)</Trans>}</p>
        <p className="text-sm text-gray-700">
          <Plural value={count} one="# room type" other="# room types" />
          {hotel.state === 'draft' && !hotel.complete && (
            <>
              {' · '}
              <Trans>not finished</Trans>
            </>
          )}
        </p>
        {hotel.rejectionReasons.length > 0 && (
          <ul className="mt-1 list-disc pl-5 text-sm text-red-900">
            {hotel.rejectionReasons.filter(isHotelRejectionReason).map((reason) => (
              <li key={reason}>{i18n._(HOTEL_REJECTION_TEXTS[reason])}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Badge tone={hotel.state === 'online' ? 'success' : hotel.state === 'rejected' ? 'alert' : 'neutral'}>
          {i18n._(HOTEL_STATE_LABELS[hotel.state])}
        </Badge>
        {hotel.state === 'online' && (
          <Link to="/house/sellProduct" search={{ hotelId: hotel.hotelId }} className={buttonClasses('secondary', 'sm')}>
            <Trans>Products for sale</Trans>
          </Link>
        )}
      </div>
    </li>
  )
}

import { AddressForm } from '../../steps/address-form'
import { useHotelStepBinding } from '../use-hotel-step'

/**
 * hotel-address: the B&B address form (divisions, detailed address, door number, map pin) for a
 * hotel in mainland China; the server refuses an area it cannot place (hotelNoCoordinates).
 */
export function HotelAddressStep({ hotelId }: { hotelId: string }) {
  const { binding } = useHotelStepBinding(hotelId, 'address')
  return <AddressForm binding={binding} overseas={false} />
}

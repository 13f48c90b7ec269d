import { publishTypeOf } from '../publish-type'
import { useListingStepBinding } from '../use-step-form'
import { AddressForm } from './address-form'

/**
 * Address of the B&B flow: the address form with the listing's binding, abroad for an overseas
 * listing (the hotel flow uses the same form, always in mainland China).
 */
export function AddressStep({ luId }: { luId: string }) {
  const { binding, view, effect } = useListingStepBinding(luId, 'address')
  return <AddressForm binding={binding} overseas={publishTypeOf(view) === 'overseas'} effect={effect} />
}

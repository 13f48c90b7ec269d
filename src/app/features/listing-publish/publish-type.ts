import type { ListingView } from '../../data/listing-draft'
import type { PublishType } from './publish-search'

/** Domestic or overseas: as created, else by the address's country (CHN is domestic). */
export function publishTypeOf(view: Pick<ListingView, 'draft' | 'detail' | 'step'>): PublishType {
  const region = view.detail?.region ?? view.draft?.meta?.region
  if (region) return region
  const country = view.step('address').values?.country
  return typeof country === 'string' && country !== '' && country !== 'CHN' ? 'overseas' : 'domestic'
}

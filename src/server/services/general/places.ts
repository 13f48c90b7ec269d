import type { Kysely } from 'kysely'
import type { AddressValue } from '../../../domain/listing/schemas'
import type { Database } from '../../db/schema'
import { listListings } from '../house/repo'
import { readListing } from '../house/stored'

export type Place = { address: string; districtId: string; pin: AddressValue['pin'] | null }

/** At most this many suggestions. */
export const PLACES_SHOWN = 10

/**
 * Place suggestions of the address step (decision 0042): the addresses of the caller's own
 * listings in the chosen city (and district, when one is chosen) that hold the typed words,
 * case-insensitive, each once, newest listing first, with the pin it was saved with. Nothing of
 * another landlord's: the query reads the caller's listings only.
 */
export async function ownPlaces(
  db: Kysely<Database>, userId: number, query: { keyword: string; cityId: string; districtId: string },
): Promise<Place[]> {
  const words = query.keyword.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const seen = new Set<string>()
  const out: Place[] = []
  for (const listing of (await listListings(db, userId)).map(readListing)) {
    const address = listing.steps.address
    if (!address || address.cityId !== query.cityId) continue
    if (query.districtId && address.districtId !== query.districtId) continue
    const text = address.address.trim()
    const lower = text.toLowerCase()
    if (!text || seen.has(lower) || !words.every((w) => lower.includes(w))) continue
    seen.add(lower)
    out.push({ address: text, districtId: address.districtId, pin: address.pin ?? null })
    if (out.length >= PLACES_SHOWN) break
  }
  return out
}

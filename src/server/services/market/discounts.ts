import type { Kysely } from 'kysely'
import { checkDiscount } from '../../../domain/listing/terms-rules'
import type { DiscountValue } from '../../../domain/listing/schemas'
import type { ListingDiscounts } from '../../../domain/promotion/endpoints'
import type { Database } from '../../db/schema'
import type { HandlerContext, Handlers } from '../../handler'
import { callerOf, ownListing, saveStep } from '../house/service'
import { readListing, type StoredListing } from '../house/stored'

type Db = Kysely<Database>

/**
 * The discount programs of the Activities and promotions group (decision 0058): the long-term
 * (long-stay) discount is the listing's stay tiers, the house discount its early-bird discount.
 * Joining or leaving one writes the listing's discount step through the step save (its version,
 * the listing discount rules, the operation record; discounts take effect at once), so the
 * publish flow's discount step and these programs are one value.
 */
function discountsOf(listing: StoredListing, title: string): ListingDiscounts {
  const value = listing.steps.houseDiscount
  return {
    luId: listing.luId, title, online: listing.auditStatus === 'online' && listing.roomStatus === 'online',
    stayTiers: value?.stayTiers ?? [], earlyBird: value?.earlyBird ?? null, version: listing.versions.houseDiscount,
  }
}

function titleOf(listing: StoredListing): string {
  return listing.steps.houseDescribe?.title ?? listing.luId
}

async function rewrite(ctx: HandlerContext, luId: string, version: number, change: (current: DiscountValue) => DiscountValue): Promise<ListingDiscounts> {
  const caller = await callerOf(ctx)
  const listing = await ownListing(ctx.db, caller, luId)
  const current: DiscountValue = listing.steps.houseDiscount ?? { stayTiers: [] }
  const value = change(current)
  const saved = await saveStep(ctx, { step: 'houseDiscount', luId, version, value, check: () => checkDiscount(value) })
  return discountsOf(saved.listing, titleOf(saved.listing))
}

async function ownBnbListings(db: Db, userId: number): Promise<StoredListing[]> {
  const rows = await db.selectFrom('listings').selectAll().where('user_id', '=', userId).where('kind', '=', 'bnb')
    .where('deleted_at', 'is', null).where('live', 'is not', null).orderBy('created_at').orderBy('lu_id').execute()
  return rows.map(readListing)
}

export const discountHandlers: Handlers = {
  discountList: async (ctx) => {
    const caller = await callerOf(ctx)
    return { list: (await ownBnbListings(ctx.db, caller.userId)).map((listing) => discountsOf(listing, titleOf(listing))) }
  },
  longStaySignUp: async (ctx, { luId, version, stayTiers }) => rewrite(ctx, luId, version, (current) => ({ ...current, stayTiers })),
  longStaySignOut: async (ctx, { luId, version }) => rewrite(ctx, luId, version, (current) => ({ ...current, stayTiers: [] })),
  houseDiscountSignUp: async (ctx, { luId, version, earlyBird }) => rewrite(ctx, luId, version, (current) => ({ ...current, earlyBird })),
  houseDiscountSignOut: async (ctx, { luId, version }) => rewrite(ctx, luId, version, ({ earlyBird: _left, ...rest }) => rest),
}

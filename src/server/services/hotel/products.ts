import type { Kysely, Selectable } from 'kysely'
import { checkProduct, PRODUCT_BREAKFASTS, PRODUCTS_PER_ROOM_TYPE, productPrice } from '../../../domain/hotel/products'
import { HOTEL_LIMITS } from '../../../domain/hotel/rules'
import type { ProductEntry } from '../../../domain/hotel/schemas'
import { CANCELLATION_RULES, type CancellationRule } from '../../../domain/listing/enums'
import type { Database, HotelProductsTable } from '../../db/schema'
import { conflict, forbidden, invalid, notFound, refused } from '../../errors'
import type { Handlers } from '../../handler'
import { record } from '../house/records'
import { callerOf } from '../house/service'
import { ownHotel, requireHotelPublisher, roomTypeOf, roomTypesOf, type StoredHotel, type StoredRoomType } from './store'

type ProductRow = Selectable<HotelProductsTable>

function entryOf(row: ProductRow, roomType: StoredRoomType | undefined): ProductEntry {
  const discount = row.discount_tenths / 10
  return {
    productId: row.id,
    roomTypeId: row.room_type_id,
    version: Number(row.version),
    value: {
      name: row.name, breakfasts: Number(row.breakfasts), discount,
      cancellationRule: row.cancellation_rule as CancellationRule, onSale: row.on_sale === 1,
    },
    priceFrom: productPrice(roomType?.value?.price ?? 0, discount),
  }
}

/** Products are added once the hotel is online (business rules 4); before, the answer says it is not approved. */
function requireOnline(hotel: StoredHotel): void {
  if (hotel.state !== 'online') throw refused('listingNotApproved')
}

async function productsOf(db: Kysely<Database>, hotelId: string): Promise<ProductRow[]> {
  return db.selectFrom('hotel_products').selectAll().where('hotel_id', '=', hotelId).where('deleted_at', 'is', null)
    .orderBy('created_at').orderBy('id').execute()
}

/** house/sellProduct (decision 0050): products of an online hotel's room types, each call checked for session and ownership. */
export const productHandlers: Handlers = {
  productList: async (ctx, { hotelId }) => {
    const caller = await callerOf(ctx)
    const hotel = await ownHotel(ctx.db, caller, hotelId)
    const roomTypes = await roomTypesOf(ctx.db, hotel.hotelId)
    const products = await productsOf(ctx.db, hotel.hotelId)
    return {
      roomTypes: roomTypes.map((roomType) => ({
        roomTypeId: roomType.roomTypeId,
        name: roomType.value?.name ?? '',
        price: roomType.value?.price ?? 0,
        products: products.filter((p) => p.room_type_id === roomType.roomTypeId).map((p) => entryOf(p, roomType)),
      })),
    }
  },

  productConfig: async (ctx) => {
    await callerOf(ctx)
    return {
      breakfasts: [...PRODUCT_BREAKFASTS], cancellationRules: [...CANCELLATION_RULES],
      discount: { ...HOTEL_LIMITS.discount }, perRoomType: PRODUCTS_PER_ROOM_TYPE,
    }
  },

  productSave: async (ctx, { hotelId, roomTypeId, productId, version, value }) => {
    const caller = await callerOf(ctx)
    requireHotelPublisher(caller)
    const hotel = await ownHotel(ctx.db, caller, hotelId)
    requireOnline(hotel)
    const roomType = await roomTypeOf(ctx.db, hotel, roomTypeId)
    if (!roomType) throw notFound()
    const current = await ctx.db.selectFrom('hotel_products').selectAll().where('id', '=', productId).executeTakeFirst()
    if (current) {
      if (current.user_id !== caller.userId) throw forbidden()
      if (current.hotel_id !== hotelId || current.room_type_id !== roomTypeId || current.deleted_at !== null) throw notFound()
      if ((version ?? -1) !== Number(current.version)) throw conflict({ version: Number(current.version), value: entryOf(current, roomType).value })
    } else if (version !== undefined) {
      throw notFound()
    }
    const first = checkProduct(value)[0]
    if (first) throw invalid(first.key, first.field, first.params)
    const now = ctx.now()
    const columns = {
      name: value.name.trim(), breakfasts: value.breakfasts, discount_tenths: Math.round((value.discount ?? 0) * 10),
      cancellation_rule: value.cancellationRule, on_sale: value.onSale ? 1 : 0, updated_at: now,
    }
    if (!current) {
      const count = await ctx.db.selectFrom('hotel_products').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('room_type_id', '=', roomTypeId).where('deleted_at', 'is', null).executeTakeFirstOrThrow()
      if (Number(count.n) >= PRODUCTS_PER_ROOM_TYPE) throw refused('productsTooMany', 'productId', { max: PRODUCTS_PER_ROOM_TYPE })
      await ctx.db.insertInto('hotel_products').values({
        id: productId, user_id: caller.userId, hotel_id: hotelId, room_type_id: roomTypeId, ...columns, version: 0, created_at: now, deleted_at: null,
      }).execute()
      await record(ctx.db, { luId: roomTypeId, userId: caller.userId }, caller.actor, now, 'saveStep', { field: 'product', newValue: `${value.name.trim()} ${value.discount}` })
      return { productId, version: 0 }
    }
    const next = Number(current.version) + 1
    await ctx.db.updateTable('hotel_products').set({ ...columns, version: next }).where('id', '=', productId).execute()
    await record(ctx.db, { luId: roomTypeId, userId: caller.userId }, caller.actor, now, 'saveStep', {
      field: 'product', oldValue: `${current.name} ${current.discount_tenths / 10}`, newValue: `${value.name.trim()} ${value.discount}`,
    })
    return { productId, version: next }
  },

  productDelete: async (ctx, { hotelId, productId }) => {
    const caller = await callerOf(ctx)
    requireHotelPublisher(caller)
    const hotel = await ownHotel(ctx.db, caller, hotelId)
    requireOnline(hotel)
    const current = await ctx.db.selectFrom('hotel_products').selectAll().where('id', '=', productId).executeTakeFirst()
    if (!current) throw notFound()
    if (current.user_id !== caller.userId) throw forbidden()
    if (current.hotel_id !== hotelId) throw notFound()
    if (current.deleted_at === null) {
      const now = ctx.now()
      await ctx.db.updateTable('hotel_products').set({ deleted_at: now, updated_at: now }).where('id', '=', productId).execute()
      await record(ctx.db, { luId: current.room_type_id, userId: caller.userId }, caller.actor, now, 'delete', { field: 'product', oldValue: current.name })
    }
    return {}
  },
}

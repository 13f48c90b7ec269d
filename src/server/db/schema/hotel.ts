import type { Generated } from 'kysely'

/** A product for sale of an online hotel's room type (decision 0050). */
export interface HotelProductsTable {
  id: string
  user_id: number
  hotel_id: string
  room_type_id: string
  name: string
  /** Breakfasts included a night: 0, 1 or 2. */
  breakfasts: number
  /** The hotel discount in tenths: 95 = 9.5 (95 % of the price). */
  discount_tenths: number
  cancellation_rule: string
  on_sale: number
  version: Generated<number>
  created_at: number
  updated_at: number
  deleted_at: number | null
}

/** The tables of hotels: products. */
export interface HotelTables {
  hotel_products: HotelProductsTable
}

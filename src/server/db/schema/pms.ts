import type { ColumnType } from 'kysely'

/** A store's connection with a PMS partner (decision 0064): waitingOpen until staff open it. */
export interface PmsConnectionsTable {
  id: string
  user_id: number
  partner_id: string
  store_lu_id: string
  pms_hotel_code: string
  /** waitingOpen | connected */
  state: string
  created_at: number
  opened_at: number | null
  last_call_at: number | null
  /** Where the platform pulls the PMS's nights hourly (what it does not push), null for none. */
  sync_url: string | null
  last_sync_at: number | null
  /** The message key of the last pull's failure, null when it went through. */
  last_sync_error: string | null
  /** A sandbox's real connection (its test store is a sandbox account's); null for a real connection. */
  sandbox_of: string | null
}

/** A key the PMS calls the open API with: its SHA-256 only (the secret is shown once). */
export interface PmsKeysTable {
  id: string
  connection_id: string
  user_id: number
  key_hash: string
  prefix: string
  created_at: number
  last_used_at: number | null
  revoked_at: number | null
}

/** A room the PMS announced, bound to a room type of the store (its listing id) or not. */
export interface PmsRoomsTable {
  connection_id: string
  room_code: string
  name: string
  room_type_lu_id: string | null
  position: number
  updated_at: number
}

/** A rate plan of a PMS room, bound to a product (hotel_products.id) of the room's room type or not. */
export interface PmsRatePlansTable {
  connection_id: string
  room_code: string
  rate_plan_code: string
  name: string
  product_id: string | null
  position: number
}

/** An order the PMS was given: first pulled, the version (updated_at) last delivered, the version it acknowledged. */
export interface PmsOrderPullsTable {
  connection_id: string
  order_no: string
  pulled_at: number
  delivered_version: ColumnType<number | null, number | null | undefined, number | null>
  delivered_at: ColumnType<number | null, number | null | undefined, number | null>
  acked_version: ColumnType<number | null, number | null | undefined, number | null>
}

/** A connection's webhook (issue 38): one per connection, its signing secret, where its event scan stopped. */
export interface PmsWebhooksTable {
  connection_id: string
  url: string
  /** JSON array of WEBHOOK_EVENTS */
  events: string
  /** whsec_<base64> (Standard Webhooks) */
  secret: string
  created_at: number
  updated_at: number
  /** `<updated_at>.<order_no>` of the last order change turned into a delivery */
  order_cursor: string
  /** `<created_at>.<op id>` of the last calendar operation turned into a delivery */
  calendar_cursor: string
}

/** One event for a webhook, retried with back-off until delivered or given up. */
export interface PmsWebhookDeliveriesTable {
  id: string
  connection_id: string
  event: string
  subject: string
  body: string
  /** When what it tells happened (deliveries due together go in that order). */
  happened_at: number
  /** pending | delivered | failed */
  state: string
  attempts: number
  next_at: number
  claimed_until: number
  last_at: number | null
  last_status: number | null
  last_error: string | null
  created_at: number
  delivered_at: number | null
}

/** The tables of PMS connections: keys, rooms, rate plans, order pulls. */
export interface PmsTables {
  pms_connections: PmsConnectionsTable
  pms_keys: PmsKeysTable
  pms_rooms: PmsRoomsTable
  pms_rate_plans: PmsRatePlansTable
  pms_order_pulls: PmsOrderPullsTable
  pms_webhooks: PmsWebhooksTable
  pms_webhook_deliveries: PmsWebhookDeliveriesTable
}

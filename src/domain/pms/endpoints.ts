import { z } from 'zod/mini'
import type { EndpointDef } from '../endpoint-types'
import { BINDING_STATES, CONNECTION_STATES, NOT_BINDABLE_REASONS, PMS_CODE, PMS_PARTNER_IDS, WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENTS } from './rules'

/**
 * The host's side of direct connection (portal spec 7 "channel-manager (PMS) partners, stores,
 * rooms, and matching and binding of store, room and rate plan"; issue 20; decision 0064),
 * spread into the endpoint table. The PMS's own side is the open API (./open-api.ts).
 */

const str = z.string()
const int = z.number()
const id = z.string().check(z.minLength(1), z.maxLength(64))
const code = z.string().check(z.regex(PMS_CODE))

export const pmsPartner = z.object({ partnerId: z.enum(PMS_PARTNER_IDS), name: str, description: str })

export const pmsKey = z.object({
  keyId: str,
  /** The key's first characters, to tell keys apart; the secret is shown once, when created. */
  prefix: str,
  createdAt: int,
  lastUsedAt: z.nullable(int),
  revokedAt: z.nullable(int),
})
export type PmsKey = z.infer<typeof pmsKey>

export const pmsConnection = z.object({
  connectionId: str,
  partnerId: z.enum(PMS_PARTNER_IDS),
  partnerName: str,
  /** The store (hotel) the PMS manages. */
  storeId: str,
  storeName: str,
  /** The PMS's own code of the hotel. */
  pmsHotelCode: str,
  state: z.enum(CONNECTION_STATES),
  createdAt: int,
  openedAt: z.nullable(int),
  keys: z.array(pmsKey),
  rooms: z.object({ bound: int, unbound: int, notBindable: int }),
  /** The PMS's last call through the open API, null before the first. */
  lastCallAt: z.nullable(int),
  /** The platform's hourly pull of the PMS's nights (what it does not push): the address the PMS gave, the last pull and its failure's message key. */
  sync: z.optional(z.nullable(z.object({ url: str, lastAt: z.nullable(int), error: z.nullable(str) }))),
})
export type PmsConnection = z.infer<typeof pmsConnection>

export const pmsRatePlan = z.object({
  ratePlanCode: str,
  name: str,
  state: z.enum(BINDING_STATES),
  reason: z.nullable(z.enum(NOT_BINDABLE_REASONS)),
  productId: z.nullable(str),
  productName: z.nullable(str),
})
export const pmsRoom = z.object({
  roomCode: str,
  name: str,
  state: z.enum(BINDING_STATES),
  reason: z.nullable(z.enum(NOT_BINDABLE_REASONS)),
  roomTypeId: z.nullable(str),
  roomTypeName: z.nullable(str),
  ratePlans: z.array(pmsRatePlan),
})
export type PmsRoom = z.infer<typeof pmsRoom>

export const pmsRoomsAnswer = z.object({
  connection: pmsConnection,
  rooms: z.array(pmsRoom),
  /** The store's room types: online ones can be bound, each to one PMS room. */
  roomTypes: z.array(z.object({ roomTypeId: str, name: str, online: z.boolean(), boundRoomCode: z.nullable(str) })),
  /** The store's products on sale, by room type. */
  products: z.array(z.object({ productId: str, roomTypeId: str, name: str })),
})
export type PmsRoomsAnswer = z.infer<typeof pmsRoomsAnswer>

export const pmsOrder = z.object({
  orderNo: str,
  roomTypeName: str,
  checkIn: str,
  checkOut: str,
  rooms: int,
  state: str,
  currency: str,
  rent: int,
  createdAt: int,
  /** When the PMS first pulled it; null while it has not. */
  pulledAt: z.nullable(int),
})

/** A delivery of the PMS's webhook (issue 38): what it told, how it went, when it is tried again. */
export const pmsWebhookDelivery = z.object({
  deliveryId: str,
  event: z.enum(WEBHOOK_EVENTS),
  /** The order it told of; null for calendar changes. */
  orderNo: z.nullable(str),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: int,
  createdAt: int,
  lastAt: z.nullable(int),
  /** The receiver's HTTP status of the last try, null when it did not answer. */
  lastStatus: z.nullable(int),
  /** Why the last try failed, untranslated (`HTTP 500`, `no answer within 5 s`). */
  lastError: z.nullable(str),
  /** When a pending delivery is tried next. */
  nextAt: z.nullable(int),
})
export type PmsWebhookDelivery = z.infer<typeof pmsWebhookDelivery>

export const pmsWebhookAnswer = z.object({
  webhook: z.nullable(z.object({ url: str, events: z.array(z.enum(WEBHOOK_EVENTS)), createdAt: int })),
  /** The newest deliveries first (at most PMS_LIMITS.webhookKept are kept). */
  deliveries: z.array(pmsWebhookDelivery),
})
export type PmsWebhookAnswer = z.infer<typeof pmsWebhookAnswer>

export const pmsEndpoints = {
  pmsPartners: {
    service: 'house', method: 'GET', path: '/pms/partners', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(pmsPartner) }),
  },
  pmsConnections: {
    service: 'house', method: 'GET', path: '/pms/connections', encoding: 'query', access: 'session',
    request: z.object({}),
    response: z.object({ list: z.array(pmsConnection) }),
  },
  /** Asks the platform to open a connection of a store with a partner: waiting for opening until staff open it. */
  pmsConnect: {
    service: 'house', method: 'POST', path: '/pms/connect', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ partnerId: z.string().check(z.maxLength(40)), storeId: id, pmsHotelCode: z.string().check(z.maxLength(80)) }),
    response: pmsConnection,
    idempotent: true,
  },
  /** A new key for the PMS: the secret is in this answer only (not idempotent: a replay would show it again). */
  pmsKeyCreate: {
    service: 'house', method: 'POST', path: '/pms/key/create', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ connectionId: id }),
    response: z.object({ key: str, connection: pmsConnection }),
  },
  pmsKeyRevoke: {
    service: 'house', method: 'POST', path: '/pms/key/revoke', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ connectionId: id, keyId: id }),
    response: pmsConnection,
    idempotent: true,
  },
  /** The PMS's rooms and rate plans with their binding states, the store's room types and products. */
  pmsRooms: {
    service: 'house', method: 'GET', path: '/pms/rooms', encoding: 'query', access: 'session',
    request: z.object({ connectionId: id }),
    response: pmsRoomsAnswer,
  },
  /** Binds a PMS room to a room type of the store, or (with ratePlanCode) one of its rate plans to a product of that room type. */
  pmsBind: {
    service: 'house', method: 'POST', path: '/pms/bind', encoding: 'json', access: 'session',
    failure: 'save',
    request: z.object({ connectionId: id, roomCode: code, ratePlanCode: z.optional(code), roomTypeId: z.optional(id), productId: z.optional(id) }),
    response: pmsRoomsAnswer,
    idempotent: true,
  },
  /** Unbinds a PMS room (its rate plans with it) or one rate plan. */
  pmsUnbind: {
    service: 'house', method: 'POST', path: '/pms/unbind', encoding: 'json', access: 'session',
    failure: 'delete',
    request: z.object({ connectionId: id, roomCode: code, ratePlanCode: z.optional(code) }),
    response: pmsRoomsAnswer,
    idempotent: true,
  },
  /** Orders of the connection's bound room types (house/directConnection/orderList), newest first. */
  pmsOrders: {
    service: 'house', method: 'GET', path: '/pms/orders', encoding: 'query', access: 'session',
    request: z.object({
      connectionId: id,
      offset: z.optional(z.coerce.number().check(z.int(), z.nonnegative(), z.lte(100_000))),
      length: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(50))),
    }),
    response: z.object({ list: z.array(pmsOrder), total: int }),
  },
  /** The webhook the PMS registered for the connection and its last deliveries. */
  pmsWebhook: {
    service: 'house', method: 'GET', path: '/pms/webhook', encoding: 'query', access: 'session',
    request: z.object({ connectionId: id }),
    response: pmsWebhookAnswer,
  },
  /** Sends a delivery again now (a failed or delivered one; a new round of tries). */
  pmsWebhookResend: {
    service: 'house', method: 'POST', path: '/pms/webhook/resend', encoding: 'json', access: 'session',
    failure: 'operation',
    request: z.object({ connectionId: id, deliveryId: z.string().check(z.minLength(1), z.maxLength(64)) }),
    response: pmsWebhookAnswer,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>

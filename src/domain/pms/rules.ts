/**
 * Direct connection (issue 20, decision 0064): property-management systems (PMS) and channel
 * managers bound to a hotel merchant's stores, room types and products. No I/O: the server, the
 * portal and the open API's reference share these.
 */

/** The platform's PMS partners (business rules 2 "partners"); the platform side of a connection is staff's (the console). */
export const PMS_PARTNERS = [
  { partnerId: 'simpms', name: 'SimPMS', description: 'The sandbox partner: the console plays it (pms simulate).' },
  { partnerId: 'lotus', name: 'Lotus PMS', description: 'Front desk and channel manager for independent hotels.' },
  { partnerId: 'harbor', name: 'Harbor Channel Manager', description: 'Rates and availability for hotel groups.' },
  { partnerId: 'summit', name: 'Summit Hotel Cloud', description: 'Cloud PMS with a booking engine.' },
] as const
export type PmsPartnerId = (typeof PMS_PARTNERS)[number]['partnerId']
export const PMS_PARTNER_IDS = PMS_PARTNERS.map((p) => p.partnerId) as unknown as readonly [PmsPartnerId, ...PmsPartnerId[]]

/** Business rules 4 "Direct connection": waiting for opening, connected. */
export const CONNECTION_STATES = ['waitingOpen', 'connected'] as const
export type ConnectionState = (typeof CONNECTION_STATES)[number]

/** Business rules 4: bound, unbound, not bindable. */
export const BINDING_STATES = ['bound', 'unbound', 'notBindable'] as const
export type BindingState = (typeof BINDING_STATES)[number]

/**
 * Why a PMS room or rate plan cannot be bound now: every room type of the store is bound to
 * another PMS room (roomTypesTaken) or none is online (noRoomType); a rate plan's room is not
 * bound yet (roomNotBound) or its room type has no product on sale (noProduct).
 */
export const NOT_BINDABLE_REASONS = ['roomTypesTaken', 'noRoomType', 'roomNotBound', 'noProduct'] as const
export type NotBindableReason = (typeof NOT_BINDABLE_REASONS)[number]

/** What a webhook delivers (issue 38): a booking made, changed or cancelled, nights the host changed in the portal. */
export const WEBHOOK_EVENTS = ['booking.created', 'booking.modified', 'booking.cancelled', 'calendar.changed'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]
/** A delivery waits for its next try (pending), reached the PMS (delivered), or ran out of tries (failed). */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number]

export const PMS_LIMITS = {
  /** Active keys of a connection at once: a new one before the old is revoked (rotation). */
  activeKeys: 2,
  /** Open-API calls per key per minute (sliding window, kept in the database). */
  callsPerMinute: 120,
  /** Rooms a PMS announces at once, and rate plans per room. */
  rooms: 200,
  ratePlans: 20,
  /** Updates in one availability push. */
  updates: 100,
  /** Orders in one pull. */
  ordersPerPull: 100,
  /** The largest body a PMS may send. */
  maxBodyBytes: 512 * 1024,
  /** Nights in one page of GET /availability. */
  nightsPerPage: 500,
  /** An order delivered by a pull and not acknowledged is offered again after this long (a visibility timeout). */
  redeliverAfterMs: 5 * 60 * 1000,
  /** Webhook deliveries: tries before one is given up, and the waits between them. */
  webhookRetries: [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as readonly number[],
  /** A webhook receiver answers within this long or the try counts as failed. */
  webhookTimeoutMs: 5_000,
  /** Deliveries of a webhook kept for the portal's list (the newest). */
  webhookKept: 50,
  /** The platform's own pull of what a PMS does not push (business rules 9: channel sync hourly). */
  syncEveryMs: 60 * 60 * 1000,
} as const

/** A PMS's code for its hotel, rooms and rate plans: letters, digits, dot, dash, underscore. */
export const PMS_CODE = /^[A-Za-z0-9._-]{1,40}$/

/** How a key shows after it was created: `pk_`, the connection, the first four characters of the secret (the rest is never shown again). */
export const KEY_PREFIX_LENGTH = 16

/** The prefix of every key: `pk_` then the connection id and the secret. */
export function keyPrefixOf(key: string): string {
  return key.slice(0, KEY_PREFIX_LENGTH)
}

/**
 * The state of a PMS room: bound to a room type, or unbound while some online room type of the
 * store is free, else not bindable with the reason.
 */
export function roomState(room: { roomTypeId: string | null }, freeRoomTypes: number, onlineRoomTypes: number): { state: BindingState; reason: NotBindableReason | null } {
  if (room.roomTypeId !== null) return { state: 'bound', reason: null }
  if (onlineRoomTypes === 0) return { state: 'notBindable', reason: 'noRoomType' }
  if (freeRoomTypes === 0) return { state: 'notBindable', reason: 'roomTypesTaken' }
  return { state: 'unbound', reason: null }
}

/** The state of a rate plan: bound to a product, unbound when its room is bound and the room type has a product, else not bindable. */
export function ratePlanState(plan: { productId: string | null }, roomBound: boolean, products: number): { state: BindingState; reason: NotBindableReason | null } {
  if (plan.productId !== null && roomBound) return { state: 'bound', reason: null }
  if (!roomBound) return { state: 'notBindable', reason: 'roomNotBound' }
  if (products === 0) return { state: 'notBindable', reason: 'noProduct' }
  return { state: 'unbound', reason: null }
}

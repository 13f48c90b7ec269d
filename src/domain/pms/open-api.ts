import { z } from 'zod/mini'
import { CALENDAR_LIMITS } from '../calendar/limits'
import { STAY_RULE_LIMITS } from '../calendar/stay'
import type { MessageKey } from '../messages'
import { ORDER_STATES } from '../order/enums'
import { BINDING_STATES, NOT_BINDABLE_REASONS, PMS_CODE, PMS_LIMITS, WEBHOOK_EVENTS } from './rules'

/**
 * The open API a PMS calls (issue 20, decision 0064; issue 38, decision 0078): its own table in
 * the shape of the portal's endpoint table, from which the server registers its routes and builds
 * the OpenAPI document it serves (GET /open-api/v1/openapi.json, built by the open-api-document module), answers
 * and refusals alike, so the reference cannot drift from the code. A PMS sends
 * `Authorization: Bearer <key>`; writes carry an `Idempotency-Key` header.
 */

export const OPEN_API_PREFIX = '/open-api/v1'
export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** The reference page a PMS developer reads (the server gives it a CSP of its own). */
export const OPEN_API_DOCS_PATH = `${OPEN_API_PREFIX}/docs`

/** A field with what it means (and its unit): every field of the document has one. */
const about = <T extends z.ZodMiniType>(schema: T, description: string, example?: unknown): T =>
  schema.check(z.meta({ description, ...(example !== undefined ? { examples: [example] } : {}) })) as T

const code = (what: string, example: string) => about(z.string().check(z.regex(PMS_CODE)), `${what}: 1-40 letters, digits, dot, dash or underscore.`, example)
const day = (what: string, example: string) => about(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)), `${what} (yyyy-MM-dd, the store's local date).`, example)
const millis = (what: string) => about(z.number().check(z.int()), `${what}: milliseconds since 1970-01-01 UTC.`, 1_795_766_400_000)
const name = (what: string, example: string) => about(z.string().check(z.minLength(1), z.maxLength(120)), what, example)
const cursor = about(z.string().check(z.maxLength(80)), 'Where the previous page ended: pass the answer\'s `cursor` back unchanged; empty or absent starts at the beginning.', '1795766400000.ST20261121123456')

const bindingState = about(z.enum(BINDING_STATES), 'bound: mapped to the store\'s room type (room) or product (rate plan); unbound: can be mapped now; notBindable: cannot, see `reason`.', 'bound')
const notBindableReason = about(z.nullable(z.enum(NOT_BINDABLE_REASONS)),
  'Why it cannot be mapped: roomTypesTaken (every online room type is mapped to another room), noRoomType (the store has no online room type), roomNotBound (the rate plan\'s room is not mapped), noProduct (the room type sells no product); null when mappable or mapped.', null)

export const openRoom = z.object({
  roomCode: code('The PMS\'s code of the room', 'DBL'),
  name: name('The room\'s name in the PMS (1-120 characters).', 'Lake double'),
  ratePlans: about(z.array(z.object({
    ratePlanCode: code('The PMS\'s code of the rate plan', 'BAR'),
    name: name('The rate plan\'s name in the PMS (1-120 characters).', 'Best available rate'),
  })).check(z.maxLength(PMS_LIMITS.ratePlans)), `The room's rate plans (at most ${PMS_LIMITS.ratePlans}).`),
})

const price = about(z.number().check(z.int(), z.gte(CALENDAR_LIMITS.price.min), z.lte(CALENDAR_LIMITS.price.max)),
  'The night\'s price in whole units of the store\'s currency (yuan for a mainland store; see GET /store), as the calendar keeps it.', 688)
const stock = about(z.number().check(z.int(), z.gte(CALENDAR_LIMITS.stock.min), z.lte(CALENDAR_LIMITS.stock.max)), `Rooms for sale that night (${CALENDAR_LIMITS.stock.min}-${CALENDAR_LIMITS.stock.max}), the ones booked included.`, 5)

const stayNights = (what: string) => about(z.nullable(z.number().check(z.int(), z.gte(STAY_RULE_LIMITS.stay.min), z.lte(STAY_RULE_LIMITS.stay.max))),
  `${what} (${STAY_RULE_LIMITS.stay.min}-${STAY_RULE_LIMITS.stay.max} nights); null clears it (the listing's own applies).`, 2)

export const ariUpdate = z.object({
  roomCode: code('A mapped room of this connection (PUT /rooms)', 'DBL'),
  ratePlanCode: z.optional(code('A mapped rate plan of the room: the update then sets that rate plan\'s own `price` and nothing else (absent: the room\'s nights)', 'BB')),
  from: day('The first night', '2026-12-24'),
  to: day('The last night, included', '2026-12-31'),
  price: z.optional(price),
  stock: z.optional(stock),
  open: z.optional(about(z.boolean(), 'true: the nights are for sale; false: closed (stock and price kept).', true)),
  minStay: z.optional(stayNights('The shortest stay arriving on each of the nights')),
  maxStay: z.optional(stayNights('The longest stay arriving on each of the nights')),
  closedToArrival: z.optional(about(z.boolean(), 'true: no stay may begin on these nights.', false)),
  closedToDeparture: z.optional(about(z.boolean(), 'true: no stay may end on these dates (a stay ends the morning after its last night).', false)),
})
export type AriUpdate = z.infer<typeof ariUpdate>

export const openOrder = z.object({
  orderNo: about(z.string(), 'The platform\'s order number.', 'ST20261121123456'),
  roomCode: about(z.string(), 'The PMS room mapped to the booked room type.', 'DBL'),
  checkIn: day('Arrival', '2026-12-24'),
  checkOut: day('Departure (the last night is the day before)', '2026-12-26'),
  rooms: about(z.number().check(z.int()), 'Rooms booked.', 1),
  guestName: about(z.string(), 'The booker\'s name.', '张三'),
  state: about(z.enum(ORDER_STATES), 'The order\'s state: waitConfirm (the host has not confirmed yet), waitPay, waitCheckIn, checkedIn, completed, cancelled (by the guest), payTimeout, confirmTimeout, rejected (by the host), leftEarly.', 'waitCheckIn'),
  currency: about(z.string(), 'The currency of `rent` (RMB for a mainland store).', 'RMB'),
  rent: about(z.number().check(z.int()), 'The guest\'s rent in minor units of `currency` (fen for RMB: 68800 is 688.00 yuan).', 137600),
  createdAt: millis('When the guest booked'),
  updatedAt: millis('When the order last changed'),
  version: about(z.string(), 'The order\'s version: send it back in POST /orders/acknowledgements; a later change has another.', '1795766400000'),
  redelivered: about(z.boolean(), 'true when this version was delivered before and not acknowledged within the redelivery delay.', false),
})
export type OpenOrder = z.infer<typeof openOrder>

export const openNight = z.object({
  roomCode: about(z.string(), 'The PMS room.', 'DBL'),
  date: day('The night', '2026-12-24'),
  price: about(z.number().check(z.int()), 'The night\'s price in whole units of the store\'s currency.', 688),
  stock: about(z.number().check(z.int()), 'Rooms for sale that night, the booked ones included.', 5),
  booked: about(z.number().check(z.int()), 'Rooms booked that night.', 2),
  available: about(z.number().check(z.int()), 'Rooms a guest can still book: stock less booked, 0 when closed.', 3),
  open: about(z.boolean(), 'Whether the night is for sale.', true),
  minStay: about(z.nullable(z.number().check(z.int())), 'The shortest stay arriving that night; null: the listing\'s own.', 2),
  maxStay: about(z.nullable(z.number().check(z.int())), 'The longest stay arriving that night; null: the listing\'s own.', null),
  closedToArrival: about(z.boolean(), 'No stay may begin that night.', false),
  closedToDeparture: about(z.boolean(), 'No stay may end that date.', false),
  setBy: about(z.enum(['pms', 'host', 'default']), 'Who set the night\'s price, stock or open state last: a PMS\'s pushes, the host in the portal, or nobody (the room type\'s defaults).', 'pms'),
  ratePlans: about(z.array(z.object({
    ratePlanCode: about(z.string(), 'A mapped rate plan of the room.', 'BB'),
    price: about(z.number().check(z.int()), 'What a guest pays for the night on this rate plan, in whole units.', 620),
    own: about(z.boolean(), 'true: the price you pushed for the rate plan; false: the room\'s price with the product\'s discount.', false),
  })), 'The night\'s price on each mapped rate plan.'),
})

const roomTypeRef = about(z.nullable(z.object({
  roomTypeId: about(z.string(), 'The store\'s room type the room is mapped to.', 'a6f0c1d2-…'),
  name: about(z.string(), 'Its name in the portal.', '湖景大床房'),
})), 'The store\'s room type the host mapped the room to; null when not mapped.')

export const webhookConfig = z.object({
  url: about(z.string(), 'Where deliveries are POSTed: https, a public address.', 'https://pms.example.com/hooks/portal'),
  events: about(z.array(z.enum(WEBHOOK_EVENTS)), 'The events delivered: booking.created, booking.modified, booking.cancelled, calendar.changed (by the host in the portal).', ['booking.created', 'booking.cancelled']),
  createdAt: millis('When it was registered'),
})

export type OpenEndpointDef = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** A few words (the reference's heading). */
  summary: string
  /** What it does, in sentences. */
  description: string
  /** Query fields for GET and DELETE, the JSON body otherwise. */
  request: z.ZodMiniType
  response: z.ZodMiniType
  /** Writes: the Idempotency-Key header is required; the same key and body apply once. */
  idempotent?: boolean
  /** Reads: the answer carries an ETag; If-None-Match with it answers 304 without a body. */
  etag?: boolean
  /** The refusals of this call besides those of every call (400 invalidValue, 401, 403, 413, 429; see the open-api-document module). */
  refusals?: Partial<Record<400 | 404 | 422, readonly MessageKey[]>>
}

const CALENDAR_REFUSALS = ['calendarRangeOrder', 'calendarRangeTooLong', 'calendarPastDate', 'calendarBeyondHorizon', 'calendarPriceRange', 'calendarStockRange', 'calendarNothingToChange'] as const

export const OPEN_ENDPOINTS = {
  openStore: {
    method: 'GET', path: '/store', etag: true,
    summary: 'The connected store',
    description: 'The store (hotel) this key\'s connection manages: its names, currency, time zone and the connection.',
    request: z.object({}),
    response: z.object({
      storeId: about(z.string(), 'The platform\'s id of the store.', '5d1f…'),
      name: about(z.string(), 'The store\'s name in the portal.', '西湖湖景酒店'),
      pmsHotelCode: about(z.string(), 'Your code of the hotel, as the host entered it when connecting.', 'H-001'),
      currency: about(z.string(), 'The currency of prices (whole units) and rents (minor units).', 'RMB'),
      timeZone: about(z.string(), 'The IANA time zone of the store\'s dates.', 'Asia/Shanghai'),
      partner: about(z.string(), 'The PMS partner of the connection.', 'SimPMS'),
      sandbox: about(z.boolean(), 'true for a sandbox key: a test store of its own (rooms you announce are mapped at once, bookings are made by the platform\'s console), never the host\'s.', false),
    }),
  },
  openRoomsRead: {
    method: 'GET', path: '/rooms', etag: true,
    summary: 'Your rooms and their mapping',
    description: 'The rooms and rate plans you announced, each with its mapping to the store\'s room types and products, and your sync address.',
    request: z.object({}),
    response: z.object({
      rooms: z.array(z.object({
        roomCode: about(z.string(), 'Your code of the room.', 'DBL'),
        name: about(z.string(), 'Your name of the room.', 'Lake double'),
        state: bindingState,
        reason: notBindableReason,
        roomType: roomTypeRef,
        ratePlans: z.array(z.object({
          ratePlanCode: about(z.string(), 'Your code of the rate plan.', 'BAR'),
          name: about(z.string(), 'Your name of the rate plan.', 'Best available rate'),
          state: bindingState,
          reason: notBindableReason,
          product: about(z.nullable(z.object({ productId: about(z.string(), 'The product it is mapped to.', '9b2e…'), name: about(z.string(), 'Its name.', '含双早') })),
            'The store\'s product (what a guest books) the host mapped the rate plan to; null when not mapped.'),
        })),
      })),
      syncUrl: about(z.nullable(z.string()), 'Where the platform pulls nights hourly, null for none.', null),
    }),
  },
  openRooms: {
    method: 'PUT', path: '/rooms', idempotent: true,
    summary: 'Announce your rooms and rate plans',
    description: 'Announce your rooms and rate plans for the connected store (replaces the list; mappings of rooms kept are kept; the host maps them in the portal), and optionally where the platform pulls nights hourly (syncUrl answering { updates } as POST /availability takes them; null stops it).',
    request: z.object({
      rooms: about(z.array(openRoom).check(z.maxLength(PMS_LIMITS.rooms)), `Every room of the store in your PMS (at most ${PMS_LIMITS.rooms}); codes unique.`),
      syncUrl: z.optional(about(z.nullable(z.string().check(z.maxLength(400))), 'An https address of yours the platform pulls hourly, or null to stop; public addresses only.', 'https://pms.example.com/portal/nights')),
    }),
    response: z.object({ rooms: z.array(z.object({ roomCode: about(z.string(), 'Your code of the room.', 'DBL'), state: bindingState })) }),
    refusals: { 400: ['calendarFeedUrl'] },
  },
  openRoomTypes: {
    method: 'GET', path: '/room-types', etag: true,
    summary: 'The store\'s room types and products',
    description: 'The store\'s room types and the products (rate plans) each sells: what your rooms and rate plans are mapped to.',
    request: z.object({}),
    response: z.object({
      roomTypes: z.array(z.object({
        roomTypeId: about(z.string(), 'The platform\'s id of the room type.', 'a6f0c1d2-…'),
        name: about(z.string(), 'Its name in the portal.', '湖景大床房'),
        online: about(z.boolean(), 'Whether staff approved it (only approved room types can be mapped).', true),
        onSale: about(z.boolean(), 'Whether guests can book it now: the store and the room type are on sale. A room type its host took off sale stays mapped and its nights are read and written as before; bookings wait until it is back on sale.', true),
        mappedRoomCode: about(z.nullable(z.string()), 'Your room mapped to it, null for none.', 'DBL'),
        products: z.array(z.object({
          productId: about(z.string(), 'The platform\'s id of the product.', '9b2e…'),
          name: about(z.string(), 'Its name.', '含双早'),
          breakfasts: about(z.number().check(z.int()), 'Breakfasts included (0, 1 or 2).', 2),
          discountPercent: about(z.number().check(z.int()), 'The product\'s night price as a percentage of the room type\'s (the hotel discount: 9.5 折 is 95, 10 % off), rounded half up to whole units, at least 1.', 90),
        })),
      })),
    }),
  },
  openNights: {
    method: 'GET', path: '/availability', etag: true,
    summary: 'Read nights',
    description: `Prices, stock, bookings and open or closed nights of your mapped rooms over a date range (at most ${CALENDAR_LIMITS.rangeDays} nights), by room then date, ${PMS_LIMITS.nightsPerPage} nights a page (keyset: pass the answer's cursor back).`,
    request: z.object({
      from: day('The first night', '2026-12-24'),
      to: day('The last night, included', '2026-12-31'),
      roomCode: z.optional(about(z.string().check(z.maxLength(40)), 'Only this room (absent: every mapped room).', 'DBL')),
      cursor: z.optional(cursor),
    }),
    response: z.object({
      nights: z.array(openNight),
      cursor: about(z.string(), 'Pass it back as `cursor` for the next page.', 'DBL.2026-12-31'),
      more: about(z.boolean(), 'Whether another page follows.', false),
    }),
    refusals: { 400: ['calendarRangeOrder', 'calendarRangeTooLong'], 422: ['pmsRoomUnknown', 'pmsRoomNotBound'] },
  },
  openAvailability: {
    method: 'POST', path: '/availability', idempotent: true,
    summary: 'Push nights',
    description: 'Push prices, stock, open or closed nights and stay restrictions (minimum and maximum stay, closed to arrival or departure) of mapped rooms, or a mapped rate plan\'s own nightly price; recorded in the calendar with the operating role third party, and honoured by every booking after. All updates apply or none.',
    request: z.object({ updates: about(z.array(ariUpdate).check(z.minLength(1), z.maxLength(PMS_LIMITS.updates)), `1-${PMS_LIMITS.updates} updates, applied in order (a later one wins on the same night).`) }),
    response: z.object({
      opId: about(z.string(), 'The calendar operation: the host sees it in the calendar\'s records.', 'op_1795766400000_ab12'),
      nights: about(z.number().check(z.int()), 'Room-nights the updates covered (a room\'s night counted once).', 8),
      changed: about(z.number().check(z.int()), 'Room-nights whose price, stock, open state or stay restrictions changed, and rate-plan nights whose price changed.', 6),
    }),
    refusals: { 400: [...CALENDAR_REFUSALS, 'calendarStayRange', 'calendarStayOrder'], 422: ['pmsRoomUnknown', 'pmsRoomNotBound', 'pmsRatePlanNotBound', 'calendarStockBelowBooked'] },
  },
  openOrders: {
    method: 'GET', path: '/orders',
    summary: 'Pull bookings',
    description: `New and changed orders of mapped rooms after a cursor, oldest change first, ${PMS_LIMITS.ordersPerPull} a page (keyset: pass the answer's cursor back). Orders delivered and not acknowledged within ${PMS_LIMITS.redeliverAfterMs / 60_000} minutes come again, first, marked redelivered.`,
    request: z.object({ since: z.optional(cursor) }),
    response: z.object({
      orders: z.array(openOrder),
      cursor: about(z.string(), 'Pass it back as `since` for the next pull.', '1795766400000.ST20261121123456'),
      more: about(z.boolean(), 'Whether more changes wait (pull again at once).', false),
    }),
  },
  openAcknowledge: {
    method: 'POST', path: '/orders/acknowledgements', idempotent: true,
    summary: 'Acknowledge bookings',
    description: 'Acknowledge orders you stored, each at the version you received: an acknowledged version is not offered again (a later change is).',
    request: z.object({
      orders: about(z.array(z.object({
        orderNo: about(z.string().check(z.maxLength(40)), 'The order number.', 'ST20261121123456'),
        version: about(z.string().check(z.maxLength(20)), 'The version you received.', '1795766400000'),
      })).check(z.minLength(1), z.maxLength(PMS_LIMITS.ordersPerPull)), `1-${PMS_LIMITS.ordersPerPull} orders.`),
    }),
    response: z.object({ acknowledged: about(z.number().check(z.int()), 'Orders acknowledged by this call (those acknowledged before are not counted again).', 2) }),
    refusals: { 422: ['pmsOrderUnknown'] },
  },
  openWebhookRead: {
    method: 'GET', path: '/webhook',
    summary: 'Your webhook',
    description: 'The connection\'s webhook: where events are delivered, null when none is registered.',
    request: z.object({}),
    response: z.object({ webhook: about(z.nullable(webhookConfig), 'The webhook, null when none is registered.') }),
  },
  openWebhookSet: {
    method: 'PUT', path: '/webhook', idempotent: true,
    summary: 'Register your webhook',
    description: 'Register or change the connection\'s webhook (one per connection). The signing secret is answered when the webhook is first registered or `rotateSecret` is true, and never again.',
    request: z.object({
      url: about(z.string().check(z.maxLength(400)), 'An https address of yours; public addresses only.', 'https://pms.example.com/hooks/portal'),
      events: about(z.array(z.enum(WEBHOOK_EVENTS)).check(z.minLength(1)), 'The events to deliver.', ['booking.created', 'booking.modified', 'booking.cancelled']),
      rotateSecret: z.optional(about(z.boolean(), 'true: a new secret replaces the old one (answered once).', false)),
    }),
    response: z.object({
      webhook: webhookConfig,
      secret: about(z.nullable(z.string()), 'The signing secret (whsec_…, Standard Webhooks), only when new; null otherwise.', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'),
    }),
    refusals: { 400: ['pmsWebhookUrl'] },
  },
  openWebhookDelete: {
    method: 'DELETE', path: '/webhook',
    summary: 'Remove your webhook',
    description: 'Stop deliveries: the webhook and the deliveries waiting are removed.',
    request: z.object({}),
    response: z.object({ removed: about(z.boolean(), 'false when none was registered.', true) }),
  },
} as const satisfies Record<string, OpenEndpointDef>
export type OpenEndpointKey = keyof typeof OPEN_ENDPOINTS
export type OpenInput<K extends OpenEndpointKey> = z.infer<(typeof OPEN_ENDPOINTS)[K]['request']>
export type OpenAnswer<K extends OpenEndpointKey> = z.infer<(typeof OPEN_ENDPOINTS)[K]['response']>

/** The data of a webhook delivery (`data` of the signed body; the open-api-document module describes it). */
export const webhookBody = z.object({
  type: about(z.enum(WEBHOOK_EVENTS), 'What happened.', 'booking.created'),
  timestamp: about(z.string(), 'When the event happened (ISO 8601, UTC).', '2026-11-21T08:00:00.000Z'),
  data: z.object({
    order: z.optional(openOrder),
    nights: z.optional(about(z.array(z.object({
      roomCode: about(z.string(), 'The PMS room.', 'DBL'),
      from: day('The first night changed', '2026-12-24'),
      to: day('The last night changed, included', '2026-12-31'),
    })), 'calendar.changed: the nights the host changed (read them with GET /availability).')),
  }),
})
export type WebhookBody = z.infer<typeof webhookBody>

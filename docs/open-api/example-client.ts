/**
 * An example PMS integration with the host portal's open API, as a channel manager would write it:
 * types generated from the served document (`npx openapi-typescript <portal>/open-api/v1/openapi.json
 * -o schema.d.ts`; here `npm run open-api:types`), calls through openapi-fetch, webhook deliveries
 * checked with the Standard Webhooks library. tests/api/open-api-contract.test.ts runs this very
 * file against a real server and checks every answer against the document.
 *
 *   npm install openapi-fetch standardwebhooks
 */
import createClient, { type Client } from 'openapi-fetch'
import { Webhook } from 'standardwebhooks'
import type { operations, paths, webhooks } from './schema'

export type OpenApi = Client<paths>
type Answer<Op extends keyof operations> = operations[Op]['responses'][200]['content']['application/json']
type Body<Op extends keyof operations> = NonNullable<operations[Op]['requestBody']>['content']['application/json']
export type Order = Answer<'openOrders'>['orders'][number]
/** One update of POST /availability: a room's price, stock, open nights and stay restrictions, or a rate plan's own price. */
export type Update = Body<'openAvailability'>['updates'][number]
export type Night = Answer<'openNights'>['nights'][number]
/** A webhook delivery's body (every event has the same shape: `type`, `timestamp`, `data`). */
export type Delivery = webhooks['booking.created']['post']['requestBody']['content']['application/json']

/** A client for one connection's key. `fetch` can be given (a proxy, a test). */
export function openApi(baseUrl: string, key: string, fetchImpl?: typeof fetch): OpenApi {
  return createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${key}` }, ...(fetchImpl ? { fetch: fetchImpl } : {}) })
}

/** Each write gets its own Idempotency-Key; send the same one again when retrying that write. */
const newKey = () => crypto.randomUUID()

/** Fails loudly with the portal's key, English text and field: what to log. */
function must<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data !== undefined) return answer.data
  const refusal = answer.error as { error?: string; message?: string; field?: string } | undefined
  throw new Error(`${answer.response.status} ${refusal?.error ?? ''}: ${refusal?.message ?? ''}${refusal?.field ? ` (${refusal.field})` : ''}`)
}

/** 1. What is the store, and how are our rooms mapped? */
export async function readStore(api: OpenApi) {
  const store = must(await api.GET('/store'))
  const rooms = must(await api.GET('/rooms'))
  const roomTypes = must(await api.GET('/room-types'))
  return { store, rooms: rooms.rooms, roomTypes: roomTypes.roomTypes }
}

/** 2. Announce our rooms and rate plans (the host maps them in the portal). */
export async function announceRooms(api: OpenApi, rooms: Body<'openRooms'>['rooms']) {
  return must(await api.PUT('/rooms', { params: { header: { 'Idempotency-Key': newKey() } }, body: { rooms } })).rooms
}

/** 3. Push rates, stock and stay restrictions of mapped rooms, and rate plans' own prices; all updates apply or none. */
export async function pushRates(api: OpenApi, updates: Update[]) {
  return must(await api.POST('/availability', { params: { header: { 'Idempotency-Key': newKey() } }, body: { updates } }))
}

/** 4. Read back what the calendar holds, every page. */
export async function readNights(api: OpenApi, from: string, to: string): Promise<Night[]> {
  const nights: Night[] = []
  let cursor: string | undefined
  for (;;) {
    const page = must(await api.GET('/availability', { params: { query: { from, to, ...(cursor ? { cursor } : {}) } } }))
    nights.push(...page.nights)
    if (!page.more) return nights
    cursor = page.cursor
  }
}

/** 5. Hear of bookings by webhook: register once, keep the secret (it is shown once). */
export async function registerWebhook(api: OpenApi, url: string): Promise<string | null> {
  const answer = must(await api.PUT('/webhook', {
    params: { header: { 'Idempotency-Key': newKey() } },
    body: { url, events: ['booking.created', 'booking.modified', 'booking.cancelled', 'calendar.changed'] },
  }))
  return answer.secret
}

/** A delivery as the receiver gets it: checked (signature, time) before it is trusted. */
export function verifyDelivery(secret: string, headers: Record<string, string>, body: string): Delivery {
  return new Webhook(secret).verify(body, headers) as Delivery
}

/** 6. Pull what changed since our cursor (also what a missed webhook would have told), store it, acknowledge it. */
export async function pullOrders(api: OpenApi, since: string | undefined, store: (order: Order) => Promise<void>): Promise<string> {
  let cursor = since
  for (;;) {
    const page = must(await api.GET('/orders', { params: { query: cursor ? { since: cursor } : {} } }))
    for (const order of page.orders) await store(order)
    if (page.orders.length > 0) {
      must(await api.POST('/orders/acknowledgements', {
        params: { header: { 'Idempotency-Key': newKey() } },
        body: { orders: page.orders.map((o) => ({ orderNo: o.orderNo, version: o.version })) },
      }))
    }
    cursor = page.cursor
    if (!page.more) return cursor
  }
}

/** 7. Acknowledge a booking a webhook told (so a pull does not offer it again). */
export async function acknowledge(api: OpenApi, order: Order) {
  return must(await api.POST('/orders/acknowledgements', { params: { header: { 'Idempotency-Key': newKey() } }, body: { orders: [{ orderNo: order.orderNo, version: order.version }] } }))
}

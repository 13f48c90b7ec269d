import { z } from 'zod/mini'
import { MESSAGE_KEYS } from '../messages'
import { PMS_CODE, PMS_LIMITS } from './rules'

/**
 * The open API a PMS calls (issue 20, decision 0064): its own table in the shape of the portal's
 * endpoint table, from which the server registers its routes and builds the OpenAPI document it
 * serves (GET /open-api/v1/openapi.json), so the reference cannot drift from the code. A PMS
 * sends `Authorization: Bearer <key>`; writes carry an `Idempotency-Key` header.
 */

export const OPEN_API_PREFIX = '/open-api/v1'
export const IDEMPOTENCY_HEADER = 'idempotency-key'

const str = z.string()
const int = z.number()
const code = z.string().check(z.regex(PMS_CODE))
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))

export type OpenEndpointDef = {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  summary: string
  /** Query fields for GET, the JSON body otherwise. */
  request: z.ZodMiniType
  response: z.ZodMiniType
  /** Writes: the Idempotency-Key header is required; the same key and body apply once. */
  idempotent?: boolean
}

export const openRoom = z.object({
  roomCode: code,
  name: z.string().check(z.minLength(1), z.maxLength(120)),
  ratePlans: z.array(z.object({ ratePlanCode: code, name: z.string().check(z.minLength(1), z.maxLength(120)) })).check(z.maxLength(PMS_LIMITS.ratePlans)),
})

export const ariUpdate = z.object({
  roomCode: code,
  from: day,
  to: day,
  /** The night's price in whole units of the store's currency, as the calendar keeps it (yuan for a mainland store). */
  price: z.optional(z.number().check(z.int(), z.positive(), z.lte(100_000_000))),
  stock: z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(9999))),
  open: z.optional(z.boolean()),
})
export type AriUpdate = z.infer<typeof ariUpdate>

export const openOrder = z.object({
  orderNo: str,
  roomCode: str,
  checkIn: str,
  checkOut: str,
  rooms: int,
  guestName: str,
  state: str,
  currency: str,
  /** The guest's rent in minor units. */
  rent: int,
  createdAt: int,
  updatedAt: int,
})
export type OpenOrder = z.infer<typeof openOrder>

export const OPEN_ENDPOINTS = {
  openRooms: {
    method: 'PUT', path: '/rooms', idempotent: true,
    summary: 'Announce the PMS\'s rooms and rate plans for the connected store (replaces the list; bindings of rooms kept are kept), and optionally where the platform pulls nights hourly (syncUrl answering { updates } as /availability takes them; null stops it).',
    request: z.object({
      rooms: z.array(openRoom).check(z.maxLength(PMS_LIMITS.rooms)),
      syncUrl: z.optional(z.nullable(z.string().check(z.maxLength(400)))),
    }),
    response: z.object({ rooms: z.array(z.object({ roomCode: str, state: z.enum(['bound', 'unbound', 'notBindable']) })) }),
  },
  openAvailability: {
    method: 'POST', path: '/availability', idempotent: true,
    summary: 'Push prices, stock and open or closed nights of bound rooms; recorded in the calendar with the operating role third party.',
    request: z.object({ updates: z.array(ariUpdate).check(z.minLength(1), z.maxLength(PMS_LIMITS.updates)) }),
    response: z.object({ opId: str, nights: int }),
  },
  openOrders: {
    method: 'GET', path: '/orders',
    summary: 'New and changed orders of bound rooms since a cursor (keyset: pass the answer\'s cursor back).',
    request: z.object({ since: z.optional(z.string().check(z.maxLength(80))) }),
    response: z.object({ orders: z.array(openOrder), cursor: str, more: z.boolean() }),
  },
} as const satisfies Record<string, OpenEndpointDef>
export type OpenEndpointKey = keyof typeof OPEN_ENDPOINTS

/** Every refusal of the open API: the HTTP status, a message key and its English text, the field when one is at fault. */
export const openError = z.object({ error: z.enum(MESSAGE_KEYS), message: str, field: z.optional(str) })

/** The OpenAPI 3.1 document of the table (served by the server, the reference a PMS developer reads). */
export function openApiDocument(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [key, def] of Object.entries(OPEN_ENDPOINTS) as Array<[OpenEndpointKey, OpenEndpointDef]>) {
    const request = z.toJSONSchema(def.request, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] }
    const operation: Record<string, unknown> = {
      operationId: key,
      summary: def.summary,
      security: [{ apiKey: [] }],
      parameters: [
        ...(def.idempotent ? [{ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', maxLength: 100 } }] : []),
        ...(def.method === 'GET' ? Object.entries(request.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: request.required?.includes(name) ?? false, schema })) : []),
      ],
      responses: {
        200: { description: 'Done', content: { 'application/json': { schema: z.toJSONSchema(def.response, { unrepresentable: 'any' }) } } },
        400: { description: 'Invalid input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        401: { description: 'The key is missing, wrong or revoked (pmsKeyInvalid)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        422: { description: 'Refused by a rule (e.g. pmsRoomNotBound)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        429: { description: `More than ${PMS_LIMITS.callsPerMinute} calls a minute with this key (pmsRateLimited)` },
      },
    }
    if (def.method !== 'GET') operation.requestBody = { required: true, content: { 'application/json': { schema: request } } }
    paths[def.path] = { ...(paths[def.path] ?? {}), [def.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Host portal open API for PMS partners', version: '1.0.0' },
    servers: [{ url: `${serverUrl}${OPEN_API_PREFIX}` }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A key the host created for the connection (shown once in the portal).' } },
      schemas: { Error: z.toJSONSchema(openError) },
    },
    paths,
  }
}

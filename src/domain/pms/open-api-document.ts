import { z } from 'zod/mini'
import { CALENDAR_LIMITS } from '../calendar/limits'
import type { MessageKey } from '../messages'
import { OPEN_API_PREFIX, OPEN_ENDPOINTS, webhookBody, type OpenEndpointDef, type OpenEndpointKey } from './open-api'
import { PMS_LIMITS, WEBHOOK_EVENTS } from './rules'

/**
 * The OpenAPI 3.1 document of the open API (issue 38, decision 0078), built from its table: every
 * status a call can answer with its body (refusals as `{ error, message, field?, params? }`, the
 * keys each status can carry listed in its schema), the rate-limit headers, the webhooks' signed
 * bodies. tests/api/open-api-contract.test.ts sends every documented call and checks each answer
 * against what this builds.
 */

export type OpenStatus = 400 | 401 | 403 | 404 | 413 | 422 | 429 | 500

/** What every call can be refused with, besides its own refusals. */
const COMMON_REFUSALS: Partial<Record<OpenStatus, readonly MessageKey[]>> = {
  400: ['invalidValue'],
  401: ['pmsKeyInvalid'],
  403: ['pmsNotConnected'],
  429: ['pmsRateLimited'],
  500: ['operationFailed'],
}
/** Writes also: a body that is not JSON, an Idempotency-Key reused with another body, a body over the limit. */
const WRITE_REFUSALS: Partial<Record<OpenStatus, readonly MessageKey[]>> = {
  400: ['malformedBody'],
  413: ['malformedBody'],
  422: ['idempotencyKeyReused'],
}

/** The developer's text of each key the open API answers, in English (`message`; `{name}` is a param). */
export const OPEN_ERROR_TEXTS = {
  invalidValue: 'The value of `field` is not valid: see the document for its type and range.',
  malformedBody: 'The body is not a JSON document, or is over the size limit.',
  pmsKeyInvalid: 'The API key is missing, wrong or revoked: send Authorization: Bearer <key> with a key the host created.',
  pmsNotConnected: 'The connection is not open yet: the platform\'s staff open it after the host asks.',
  pmsRateLimited: `More than ${PMS_LIMITS.callsPerMinute} calls a minute with this key: wait the seconds of Retry-After.`,
  operationFailed: 'The server could not do this now: try again later with the same Idempotency-Key.',
  idempotencyKeyReused: 'This Idempotency-Key was used with another body: use a new key for a new request.',
  notFound: 'No such call.',
  calendarFeedUrl: 'Enter an https address on the public internet.',
  calendarRangeOrder: 'The last night is before the first.',
  calendarRangeTooLong: 'A range spans at most {max} nights.',
  calendarPastDate: 'The night is in the past of the store\'s time zone.',
  calendarBeyondHorizon: 'The night is beyond the calendar\'s horizon (the host sells at most a year ahead).',
  calendarPriceRange: 'A price is from {min} to {max} whole units.',
  calendarStockRange: 'Stock is from {min} to {max}.',
  calendarNothingToChange: 'The update sets none of price, stock and open.',
  calendarStockBelowBooked: 'On {date} {booked} rooms are booked: stock cannot go below that.',
  pmsRoomUnknown: 'You have not announced this room (PUT /rooms).',
  pmsRoomNotBound: 'The host has not mapped this room to a room type yet.',
  pmsRatePlanNotBound: 'The host has not mapped this rate plan to a product yet.',
  calendarStayRange: 'A stay restriction is from {min} to {max} nights.',
  calendarStayOrder: 'The longest stay cannot be shorter than the shortest.',
  pmsOrderUnknown: 'No order of this connection\'s mapped rooms has this number.',
  pmsWebhookUrl: 'The webhook address must be https on the public internet.',
} as const satisfies Partial<Record<MessageKey, string>>
export type OpenErrorKey = keyof typeof OPEN_ERROR_TEXTS

/** A refusal's body: the key, its English text with the params in it, the field at fault (as the request names it). */
export function openErrorBody(error: MessageKey, field?: string, params?: Record<string, string | number>): { error: MessageKey; message: string; field?: string; params?: Record<string, string | number> } {
  const text: string = (OPEN_ERROR_TEXTS as Partial<Record<MessageKey, string>>)[error] ?? error
  const message = text.replace(/\{(\w+)\}/g, (whole, name: string) => (params?.[name] !== undefined ? String(params[name]) : whole))
  return { error, message, ...(field !== undefined ? { field } : {}), ...(params !== undefined ? { params } : {}) }
}

/** Every key a call may answer, by status (the table's own and the common ones). */
export function refusalsOf(def: OpenEndpointDef): Partial<Record<OpenStatus, MessageKey[]>> {
  const write = def.method !== 'GET'
  const all: Partial<Record<OpenStatus, MessageKey[]>> = {}
  for (const source of [COMMON_REFUSALS, write ? WRITE_REFUSALS : {}, def.refusals ?? {}] as Array<Partial<Record<OpenStatus, readonly MessageKey[]>>>) {
    for (const [status, keys] of Object.entries(source) as Array<[string, readonly MessageKey[]]>) {
      const at = Number(status) as OpenStatus
      all[at] = [...new Set([...(all[at] ?? []), ...keys])]
    }
  }
  return all
}

const STATUS_TEXT: Record<OpenStatus, string> = {
  400: 'Invalid input: `field` names the value at fault as the request names it (`updates.2.to`).',
  401: 'The key is missing, wrong or revoked.',
  403: 'The connection is not open.',
  404: 'Not found.',
  413: `The body is over ${PMS_LIMITS.maxBodyBytes / 1024} KB.`,
  422: 'Refused by a rule; nothing was changed.',
  429: 'The key made its calls of the last minute: wait the seconds of Retry-After.',
  500: 'The server failed; nothing acknowledged was lost. Try again with the same Idempotency-Key.',
}

const paramsSchema = { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: 'The values in `message` (a limit, a date): the same for every language.' }

function errorSchema(keys: readonly MessageKey[]): Record<string, unknown> {
  return {
    type: 'object',
    required: ['error', 'message'],
    additionalProperties: false,
    properties: {
      error: { type: 'string', enum: keys, description: 'What went wrong, as a stable key (the portal shows the host the same key\'s text).' },
      message: { type: 'string', description: 'The key\'s text in English, with the params in it, for your logs.' },
      field: { type: 'string', description: 'The field at fault, as the request names it (a dotted path for JSON: `updates.2.to`; a header or query name).' },
      params: paramsSchema,
    },
  }
}

const RATE_HEADERS = {
  'X-RateLimit-Limit': { description: `Calls a key may make in a minute (${PMS_LIMITS.callsPerMinute}).`, schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Calls left in the current minute after this one.', schema: { type: 'integer' } },
  'X-RateLimit-Reset': { description: 'Seconds until a call of the current minute falls out of the minute\'s window (it can be called again then).', schema: { type: 'integer' } },
  RateLimit: { description: 'The same as the IETF RateLimit header field: `"minute";r=<remaining>;t=<reset seconds>`.', schema: { type: 'string' } },
  'RateLimit-Policy': { description: `The IETF RateLimit-Policy header field: \`"minute";q=${PMS_LIMITS.callsPerMinute};w=60\`.`, schema: { type: 'string' } },
}

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output' = 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>
  return rest
}

function operation(key: OpenEndpointKey, def: OpenEndpointDef): Record<string, unknown> {
  const request = jsonSchema(def.request, 'input') as { properties?: Record<string, { description?: string }>; required?: string[] }
  const responses: Record<string, unknown> = {
    200: {
      description: 'Done.',
      headers: { ...RATE_HEADERS, ...(def.etag ? { ETag: { description: 'The answer\'s version: send it as If-None-Match to be told 304 when nothing changed.', schema: { type: 'string' } } } : {}) },
      content: { 'application/json': { schema: jsonSchema(def.response) } },
    },
  }
  if (def.etag) responses[304] = { description: 'Not modified since the ETag sent in If-None-Match (no body).', headers: RATE_HEADERS }
  for (const [status, keys] of Object.entries(refusalsOf(def))) {
    responses[status] = {
      description: `${STATUS_TEXT[Number(status) as OpenStatus]} Keys: ${keys.join(', ')}.`,
      ...(status === '429' ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } }, ...RATE_HEADERS } } : {}),
      content: { 'application/json': { schema: errorSchema(keys) } },
    }
  }
  const query = def.method === 'GET' || def.method === 'DELETE'
  return {
    operationId: key,
    summary: def.summary,
    description: def.description,
    security: [{ apiKey: [] }],
    parameters: [
      ...(def.idempotent ? [{ name: 'Idempotency-Key', in: 'header', required: true, description: 'Your id of this write (1-100 characters): the same key with the same body applies once and answers the same; with another body it is refused.', schema: { type: 'string', minLength: 1, maxLength: 100 } }] : []),
      ...(def.etag ? [{ name: 'If-None-Match', in: 'header', required: false, description: 'The ETag of an earlier answer.', schema: { type: 'string' } }] : []),
      ...(query ? Object.entries(request.properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: request.required?.includes(name) ?? false, description: schema.description, schema })) : []),
    ],
    ...(query ? {} : { requestBody: { required: true, content: { 'application/json': { schema: request } } } }),
    responses,
  }
}

/** The document; `serverUrl` is the portal's public origin (configured, or as the request reached it through trusted proxies). */
export function openApiDocument(serverUrl: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [key, def] of Object.entries(OPEN_ENDPOINTS) as Array<[OpenEndpointKey, OpenEndpointDef]>) {
    paths[def.path] = { ...(paths[def.path] ?? {}), [def.method.toLowerCase()]: operation(key, def) }
  }
  const delivery = jsonSchema(webhookBody)
  const webhooks = Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, {
    post: {
      summary: event,
      description: `Delivered to the connection's webhook when ${WEBHOOK_DESCRIPTIONS[event]} ${SIGNING}`,
      parameters: ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } })),
      requestBody: { required: true, content: { 'application/json': { schema: delivery } } },
      responses: { '2XX': { description: 'Received.' } },
    },
  }]))
  return {
    openapi: '3.1.0',
    info: {
      title: 'Host portal open API for PMS partners',
      version: '1.1.0',
      description: `A PMS or channel manager connected to one store (hotel) reads the store's rooms, room types, products and nights, announces its rooms and rate plans, pushes prices, stock, open nights, stay restrictions and rate plans' own prices, pulls and acknowledges bookings, and hears of them by webhook. A sandbox key (GET /store says so) reaches a test store of its own. Money: prices in whole units of the store's currency, rents in minor units. Limits: ${PMS_LIMITS.callsPerMinute} calls a minute per key, ${PMS_LIMITS.maxBodyBytes / 1024} KB a body, ${CALENDAR_LIMITS.rangeDays} nights a range.`,
    },
    servers: [{ url: `${serverUrl}${OPEN_API_PREFIX}` }],
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'A key the host created for the connection (shown once in the portal).' } },
    },
    paths,
    webhooks,
  }
}

const SIGNING = 'Signed as Standard Webhooks (standardwebhooks.com): headers webhook-id (the same on every retry of a delivery), webhook-timestamp (Unix seconds) and webhook-signature (`v1,` then base64 of HMAC-SHA256 over `id.timestamp.body` with the secret\'s bytes after `whsec_`). Refuse a timestamp more than 5 minutes off. Answer 2xx within 5 s; anything else is retried after 30 s, 2 min, 10 min, 1 h and 6 h, then given up (the host sees it and can send it again). Deliveries may arrive out of order: compare the order\'s version.'

const WEBHOOK_DESCRIPTIONS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'booking.created': 'a guest books a mapped room (data.order).',
  'booking.modified': 'a booking of a mapped room changes: confirmed, paid, checked in, its stay (data.order).',
  'booking.cancelled': 'a booking of a mapped room is cancelled, rejected or times out (data.order).',
  'calendar.changed': 'the host changes prices, stock or open nights of mapped rooms in the portal (data.nights; your own pushes are not echoed).',
}

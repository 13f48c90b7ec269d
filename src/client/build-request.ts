import type { EndpointDef } from '../domain/endpoint-types'
import { commonParams, NONCE_PARAM } from '../domain/common-params'
import { BODY_HASH_PARAM, GATESIGN_PARAM, bodyHash, gatesign, type SignableParams } from '../domain/gatesign'
import type { Session } from './session'

export type BuildInput = {
  def: EndpointDef
  /** The service base URL, absolute or relative, without a trailing slash (e.g. '/api/uic'). */
  base: string
  /** The request fields, already parsed by the endpoint's request schema. */
  fields: Record<string, unknown>
  session: Session | null
  nowMs: number
  offsetMs: number
  file?: Blob | undefined
  fileName?: string | undefined
  /** POST only: the one-use value that makes this sending's signature unique (default: a random UUID). */
  nonce?: string | undefined
}

export type BuiltRequest = {
  url: string
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string | FormData
  /** The path the signature is keyed with: pathname of the base + the endpoint path. */
  signedPath: string
}

/** The multipart field that carries the file (spec 7). */
export const FILE_FIELD = 'Filedata'

/**
 * Builds one signed request (spec 7). Each call builds afresh, so a retry carries a fresh gate
 * timestamp. Throws when a value cannot be signed (e.g. a lone surrogate).
 *
 * - query (GET): common, session and fields in the query, gatesign too.
 * - form (POST): the same in an urlencoded body, gatesign in the body.
 * - json (POST): common and session params + bodysha (hash of the exact JSON text) + gatesign in
 *   the query, the fields as the JSON body.
 * - multipart (POST): common and session params + gatesign in the query, text fields and the
 *   file (Filedata) in the form data; the signature covers the query and the text fields.
 */
export function buildRequest(input: BuildInput): BuiltRequest {
  const { def } = input
  const signedPath = `${pathnameOf(input.base)}${def.path}`
  const target = `${input.base}${def.path}`
  const envelopeParams: Record<string, string> = {
    ...commonParams(input.nowMs, input.offsetMs),
    ...sessionParams(input.session),
    // every write is signed once: the server refuses a non-idempotent write whose signature it has seen
    ...(def.method === 'POST' ? { [NONCE_PARAM]: input.nonce ?? crypto.randomUUID() } : {}),
  }
  const fieldParams = toWireParams(input.fields)

  switch (def.encoding) {
    case 'query': {
      const params: SignableParams = { ...envelopeParams, ...fieldParams }
      const signed = { ...params, [GATESIGN_PARAM]: gatesign(signedPath, params) }
      return { url: `${target}?${encodeParams(signed)}`, method: def.method, headers: {}, signedPath }
    }
    case 'form': {
      const params: SignableParams = { ...envelopeParams, ...fieldParams }
      const signed = { ...params, [GATESIGN_PARAM]: gatesign(signedPath, params) }
      return {
        url: target,
        method: def.method,
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: encodeParams(signed),
        signedPath,
      }
    }
    case 'json': {
      const body = JSON.stringify(dropUndefined(input.fields))
      const params: SignableParams = { ...envelopeParams, [BODY_HASH_PARAM]: bodyHash(body) }
      const signed = { ...params, [GATESIGN_PARAM]: gatesign(signedPath, params) }
      return {
        url: `${target}?${encodeParams(signed)}`,
        method: def.method,
        headers: { 'content-type': 'application/json' },
        body,
        signedPath,
      }
    }
    case 'multipart': {
      const signature = gatesign(signedPath, { ...envelopeParams, ...fieldParams })
      const form = new FormData()
      for (const [name, values] of Object.entries(fieldParams)) {
        for (const value of values) form.append(name, value)
      }
      if (input.file) form.append(FILE_FIELD, input.file, input.fileName ?? fileNameOf(input.file))
      const query = encodeParams({ ...envelopeParams, [GATESIGN_PARAM]: signature })
      return { url: `${target}?${query}`, method: def.method, headers: {}, body: form, signedPath }
    }
  }
}

/**
 * Request fields as wire strings: primitives as text, arrays of primitives as repeated fields,
 * objects as JSON text; undefined and null are left out.
 */
export function toWireParams(fields: Record<string, unknown>): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [name, value] of Object.entries(fields)) {
    const values = toWireValues(value)
    if (values) out[name] = values
  }
  return out
}

function toWireValues(value: unknown): string[] | null {
  if (value === undefined || value === null) return null
  if (isPrimitive(value)) return [String(value)]
  if (Array.isArray(value) && value.every(isPrimitive)) return value.map(String)
  return [JSON.stringify(value)]
}

function isPrimitive(value: unknown): value is string | number | boolean | bigint {
  const type = typeof value
  return type === 'string' || type === 'number' || type === 'boolean' || type === 'bigint'
}

function sessionParams(session: Session | null): Record<string, string> {
  if (!session) return {}
  return { userId: session.userId, sessId: session.sessId, xztoken: session.xztoken }
}

/** `k=v&...` in insertion order with encodeURIComponent (no '+' for spaces, so every parser agrees). */
function encodeParams(params: SignableParams): string {
  const pairs: string[] = []
  for (const [name, value] of Object.entries(params)) {
    const values = typeof value === 'string' ? [value] : value
    for (const v of values) pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(v)}`)
  }
  return pairs.join('&')
}

function pathnameOf(base: string): string {
  const pathname = new URL(base, 'http://base.invalid').pathname
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
}

function dropUndefined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
}

function fileNameOf(file: Blob): string {
  return 'name' in file && typeof file.name === 'string' && file.name ? file.name : 'file'
}

import type { Context } from 'hono'
import type { Encoding } from '../../domain/endpoint-types'
import { BODY_HASH_PARAM, bodyHash, GATESIGN_PARAM } from '../../domain/gatesign'
import type { SignableParams } from '../../domain/gatesign'

/** Field values as they came: one string, or a list when the field was repeated. */
export type Fields = Record<string, string | string[]>

export type RequestInput = {
  /** The fields of the query string. */
  query: Fields
  /** Text fields of a form or multipart body, or top-level string/number fields of a JSON body. */
  bodyFields: Fields
  /** What the request schema validates: query (GET), query + body fields (form, multipart), JSON body. */
  payload: unknown
  /** What gatesign covers: query + form fields / query + bodysha / query + multipart text fields. */
  signed: SignableParams
  /** The gatesign the client sent (query or body field). */
  gatesign: string | undefined
  /** The multipart file field Filedata. */
  file: File | null
}

export class MalformedBody extends Error {}
export class UnsupportedContentType extends Error {}

/** Reads a request by the endpoint's encoding. Throws UnsupportedContentType or MalformedBody. */
export async function readInput(c: Context, encoding: Encoding): Promise<RequestInput> {
  const query = parsePairs(new URL(c.req.url).search.slice(1))
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  switch (encoding) {
    case 'query':
      return { query, bodyFields: {}, payload: query, signed: query, gatesign: first(query[GATESIGN_PARAM]), file: null }
    case 'form': {
      if (contentType !== 'application/x-www-form-urlencoded') throw new UnsupportedContentType()
      const bodyFields = parsePairs(await c.req.text())
      const merged = mergeFields(query, bodyFields)
      return { query, bodyFields, payload: merged, signed: merged, gatesign: first(bodyFields[GATESIGN_PARAM] ?? query[GATESIGN_PARAM]), file: null }
    }
    case 'json': {
      if (contentType !== 'application/json') throw new UnsupportedContentType()
      const raw = await c.req.text()
      let payload: unknown
      try {
        payload = JSON.parse(raw)
      } catch {
        throw new MalformedBody()
      }
      if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw new MalformedBody()
      if (nestingDepth(payload) > MAX_JSON_DEPTH) throw new MalformedBody()
      const signed: SignableParams = { ...query, [BODY_HASH_PARAM]: bodyHash(raw) }
      return { query, bodyFields: scalarFields(payload), payload, signed, gatesign: first(query[GATESIGN_PARAM]), file: null }
    }
    case 'multipart': {
      if (contentType !== 'multipart/form-data') throw new UnsupportedContentType()
      let form: FormData
      try {
        form = await c.req.formData()
      } catch {
        throw new MalformedBody()
      }
      const bodyFields = emptyFields()
      let file: File | null = null
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') addField(bodyFields, name, value)
        else if (name === FILE_FIELD && file === null) file = value
        else throw new MalformedBody()
      }
      const merged = mergeFields(query, bodyFields)
      return { query, bodyFields, payload: merged, signed: merged, gatesign: first(bodyFields[GATESIGN_PARAM] ?? query[GATESIGN_PARAM]), file }
    }
  }
}

/**
 * Deepest nesting of objects and arrays a JSON body may have. The deepest payload of the table is
 * a few levels; a body nested thousands deep would overflow the stack of every recursive reader
 * after the parse (schema checks, canonical JSON for the idempotency hash).
 */
export const MAX_JSON_DEPTH = 16

/** How deep objects and arrays nest in a parsed JSON value (iterative: never overflows itself). */
export function nestingDepth(value: unknown): number {
  let deepest = 0
  const stack: Array<[unknown, number]> = [[value, 1]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (current === null || typeof current !== 'object') continue
    if (depth > deepest) deepest = depth
    if (deepest > MAX_JSON_DEPTH) return deepest
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
  }
  return deepest
}

/** The multipart field that carries the file (portal spec 7: the image host's Filedata). */
export const FILE_FIELD = 'Filedata'

export function first(value: string | readonly string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : value?.[0]
}

/** Strict application/x-www-form-urlencoded parsing: a bad percent escape is a malformed body. */
function parsePairs(text: string): Fields {
  const fields = emptyFields()
  if (text === '') return fields
  for (const part of text.split('&')) {
    if (part === '') continue
    const eq = part.indexOf('=')
    const name = decode(eq === -1 ? part : part.slice(0, eq))
    const value = eq === -1 ? '' : decode(part.slice(eq + 1))
    addField(fields, name, value)
  }
  return fields
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    throw new MalformedBody()
  }
}

/**
 * A field map without a prototype: a field named constructor, toString or __proto__ is a field
 * like any other, never a method of Object (a form field "constructor" was a 500 before).
 */
function emptyFields(): Fields {
  return Object.create(null) as Fields
}

function addField(fields: Fields, name: string, value: string): void {
  const existing = Object.hasOwn(fields, name) ? fields[name] : undefined
  if (existing === undefined) fields[name] = value
  else if (typeof existing === 'string') fields[name] = [existing, value]
  else existing.push(value)
}

/** Query first, then body fields (a name in both keeps every value, query's first). */
function mergeFields(a: Fields, b: Fields): Fields {
  const merged = emptyFields()
  for (const source of [a, b]) {
    for (const [name, value] of Object.entries(source)) {
      for (const v of typeof value === 'string' ? [value] : value) addField(merged, name, v)
    }
  }
  return merged
}

function scalarFields(payload: object): Fields {
  const fields = emptyFields()
  for (const [name, value] of Object.entries(payload)) {
    if (typeof value === 'string') fields[name] = value
    else if (typeof value === 'number' && Number.isFinite(value)) fields[name] = String(value)
  }
  return fields
}

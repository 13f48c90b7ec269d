import { BODY_HASH_PARAM, GATESIGN_PARAM, bodyHash, gatesign } from '../../../../src/domain/gatesign'

/** A request as the receiving side sees it, with its signature checked the server's way. */
export type Received = {
  method: string
  url: URL
  path: string
  query: Record<string, string[]>
  /** Urlencoded body fields, or the text fields of a multipart body. */
  fields: Record<string, string[]>
  contentType: string
  json?: unknown
  rawBody?: string
  file?: File
  /** The gatesign sent (query or body) and whether it verifies over the signed params. */
  gatesign: string | undefined
  signatureValid: boolean
  /** For a JSON body: the bodysha param equals the hash of the exact body text. */
  bodyHashValid?: boolean
}

export type Reply = (received: Received, index: number) => Response | Promise<Response>

/** A fetch that decodes each request, records it, and answers with `reply`. */
export function fakeServer(reply: Reply) {
  const received: Received[] = []
  const fetch = async (input: Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const got = await decode(request)
    received.push(got)
    return reply(got, received.length - 1)
  }
  return { fetch, received }
}

export function envelope(body: Record<string, unknown>, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  })
}

/** Single value of a param (query or body), for assertions. */
export function one(params: Record<string, string[]>, name: string): string | undefined {
  return params[name]?.[0]
}

async function decode(request: Request): Promise<Received> {
  const url = new URL(request.url)
  const query = collect(url.searchParams)
  const contentType = request.headers.get('content-type') ?? ''
  let fields: Record<string, string[]> = {}
  let json: unknown
  let rawBody: string | undefined
  let file: File | undefined
  let bodyHashValid: boolean | undefined
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    rawBody = await request.text()
    fields = collect(new URLSearchParams(rawBody))
  } else if (contentType.startsWith('application/json')) {
    rawBody = await request.text()
    json = JSON.parse(rawBody)
    bodyHashValid = one(query, BODY_HASH_PARAM) === bodyHash(rawBody)
  } else if (contentType.startsWith('multipart/form-data')) {
    const form = await request.formData()
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') (fields[name] ??= []).push(value)
      else file = value
    }
  }
  const all = merge(query, fields)
  const sent = one(all, GATESIGN_PARAM)
  const signed = Object.fromEntries(Object.entries(all).filter(([k]) => k !== GATESIGN_PARAM))
  const signatureValid = sent !== undefined && sent === gatesign(url.pathname, signed)
  return {
    method: request.method,
    url,
    path: url.pathname,
    query,
    fields,
    contentType,
    json,
    rawBody,
    file,
    gatesign: sent,
    signatureValid,
    ...(bodyHashValid === undefined ? {} : { bodyHashValid }),
  }
}

function collect(params: URLSearchParams): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const [k, v] of params) (out[k] ??= []).push(v)
  return out
}

function merge(a: Record<string, string[]>, b: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = { ...a }
  for (const [k, v] of Object.entries(b)) out[k] = [...(out[k] ?? []), ...v]
  return out
}

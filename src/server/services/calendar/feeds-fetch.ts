import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import type { LookupFunction } from 'node:net'
import type { FeedError } from '../../../domain/calendar/feed-schemas'
import { isPrivateAddress } from '../../outside-address'

export type FetchLimits = {
  /** The whole download, redirects included. */
  timeoutMs: number
  /** Bytes read at most: beyond it the download stops and the feed is too large. */
  maxBytes: number
  maxRedirects: number
  /** Loopback, private and link-local addresses allowed (config.feedsAllowPrivate). */
  allowPrivate: boolean
}

export const FEED_FETCH_LIMITS: Omit<FetchLimits, 'allowPrivate'> = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 }

export type FetchResult = { ok: true; text: string } | { ok: false; error: FeedError; detail: string }

/**
 * A feed address the host may enter: http or https, a host name, no credentials. webcal:// (how
 * many sites hand out their calendar links) is the same address over https.
 */
export function checkFeedUrl(value: string): URL | null {
  let url: URL
  try {
    url = new URL(value.trim().replace(/^webcals?:\/\//i, 'https://'))
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null
  return url
}

/**
 * Downloads an outside calendar. Only http and https; every address the host name resolves to
 * (at each redirect, at connect time, so DNS cannot swap it afterwards) must be public unless
 * private ones are allowed; at most `maxRedirects` redirects; the whole download within
 * `timeoutMs`; reading stops beyond `maxBytes`. Never throws.
 */
export async function fetchFeed(address: string, limits: FetchLimits): Promise<FetchResult> {
  const signal = AbortSignal.timeout(limits.timeoutMs)
  let current = address
  for (let hop = 0; ; hop++) {
    const url = checkFeedUrl(current)
    if (!url) return { ok: false, error: 'calendarFeedUrl', detail: hop === 0 ? 'not an http(s) address' : `redirected to ${current.slice(0, 200)}` }
    // an address literal is refused here; a name (localhost too) when it resolves, at connect time
    const host = url.hostname.replace(/^\[|\]$/g, '')
    if (!limits.allowPrivate && net.isIP(host) && isPrivateAddress(host)) return { ok: false, error: 'calendarFeedUrl', detail: `private address ${host}` }
    let answer: Answer
    try {
      answer = await get(url, limits, signal)
    } catch (error) {
      return failure(error, limits, signal)
    }
    if (answer.kind === 'redirect') {
      if (hop >= limits.maxRedirects) return { ok: false, error: 'calendarFeedFetch', detail: `more than ${limits.maxRedirects} redirects` }
      current = new URL(answer.location, url).href
      continue
    }
    if (answer.kind === 'status') return { ok: false, error: 'calendarFeedFetch', detail: `HTTP ${answer.status}` }
    if (answer.kind === 'tooLarge') return { ok: false, error: 'calendarFeedTooLarge', detail: `more than ${limits.maxBytes} bytes` }
    return { ok: true, text: answer.text }
  }
}

type Answer =
  | { kind: 'redirect'; location: string }
  | { kind: 'status'; status: number }
  | { kind: 'tooLarge' }
  | { kind: 'body'; text: string }

function get(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.get(url, {
      signal,
      lookup: checkedLookup(limits.allowPrivate),
      headers: { Accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5', 'User-Agent': 'HostPortal-CalendarSync/1.0' },
    }, (response) => {
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && location) {
        response.resume()
        resolve({ kind: 'redirect', location })
        return
      }
      if (status < 200 || status >= 300) {
        response.resume()
        resolve({ kind: 'status', status })
        return
      }
      const declared = Number(response.headers['content-length'])
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        request.destroy()
        resolve({ kind: 'tooLarge' })
        return
      }
      const parts: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > limits.maxBytes) {
          request.destroy()
          resolve({ kind: 'tooLarge' })
          return
        }
        parts.push(chunk)
      })
      response.on('end', () => resolve({ kind: 'body', text: Buffer.concat(parts).toString('utf8') }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

export class PrivateAddress extends Error {}

/** dns.lookup that refuses a name resolving to any private address (checked at connect time). */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const blocked = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address))
      if (blocked) return callback(new PrivateAddress(`${hostname} resolves to the private address ${blocked.address}`), '', 4)
      if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4)
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses)
      const first = addresses[0]!
      callback(null, first.address, first.family)
    })
  }
}

function failure(error: unknown, limits: FetchLimits, signal: AbortSignal): FetchResult {
  if (signal.aborted) return { ok: false, error: 'calendarFeedFetch', detail: `timed out after ${Math.round(limits.timeoutMs / 1000)} s` }
  if (error instanceof PrivateAddress) return { ok: false, error: 'calendarFeedUrl', detail: error.message }
  const code = (error as { code?: string }).code
  const message = error instanceof Error ? error.message : String(error)
  return { ok: false, error: 'calendarFeedFetch', detail: (code && !message.includes(code) ? `${code}: ${message}` : message).slice(0, 300) }
}

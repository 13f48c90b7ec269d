import type { Context } from 'hono'
import type { ServerConfig } from './config'

/**
 * The origin browsers and partners reach the portal at (the open API's server, OAuth's redirect URI): PUBLIC_URL when set, else the request's, as the trusted
 * proxies forwarded it (X-Forwarded-Proto and -Host, or Forwarded; the entry the nearest proxy
 * appended, as same-origin.ts reads the host).
 */
export function publicOrigin(c: Context, config: Pick<ServerConfig, 'publicUrl' | 'trustProxy'>): string {
  if (config.publicUrl) return config.publicUrl
  const own = new URL(c.req.url)
  if (!config.trustProxy) return own.origin
  const last = (name: string) => c.req.header(name)?.split(',').at(-1)?.trim() || undefined
  const forwarded = last('forwarded')
  const pair = (name: string) => forwarded?.split(';').map((p) => p.trim().split('=')).find(([k]) => k?.toLowerCase() === name)?.[1]?.replace(/^"|"$/g, '')
  const proto = last('x-forwarded-proto') ?? pair('proto') ?? own.protocol.replace(':', '')
  const host = last('x-forwarded-host') ?? pair('host') ?? own.host
  try {
    const url = new URL(`${proto === 'https' ? 'https' : 'http'}://${host}`)
    return url.origin
  } catch {
    return own.origin
  }
}

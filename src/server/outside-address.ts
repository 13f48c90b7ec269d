import net from 'node:net'

/**
 * Addresses of the world outside the portal that it stores and later connects to: calendar
 * feeds, a PMS's sync address, push endpoints. Each is checked when it is written
 * (checkOutsideUrl: its host is no loopback, private, link-local or reserved name or literal)
 * and again when it is fetched (isPrivateAddress on every address the name resolves to, at
 * connect time, so DNS cannot swap it).
 */

const BLOCKED = new net.BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) BLOCKED.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8], ['2001:db8::', 32], ['100::', 64],
] as const) BLOCKED.addSubnet(network, prefix, 'ipv6')

/** Loopback, private, link-local, carrier-grade NAT, multicast, documentation and reserved addresses (anything not an IP too). */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 4) return BLOCKED.check(address, 'ipv4')
  if (family !== 6) return true
  const embedded = embeddedIpv4(address)
  if (embedded) return BLOCKED.check(embedded, 'ipv4')
  return BLOCKED.check(address, 'ipv6')
}

/**
 * The IPv4 address an IPv6 address carries: IPv4-mapped (::ffff:a.b.c.d), SIIT (::ffff:0:a.b.c.d),
 * IPv4-compatible (::a.b.c.d, deprecated) and NAT64 (64:ff9b::a.b.c.d), in dotted or hex form.
 */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address)
  if (!groups) return null
  const head = groups.slice(0, 6)
  const zeros = (n: number) => head.slice(0, n).every((g) => g === 0)
  const carries = (zeros(6) && (groups[6] !== 0 || groups[7]! > 1))
    || (zeros(5) && head[5] === 0xffff)
    || (zeros(4) && head[4] === 0xffff && head[5] === 0)
    || (head[0] === 0x64 && head[1] === 0xff9b && head.slice(2).every((g) => g === 0))
  if (!carries) return null
  const [hi, lo] = [groups[6]!, groups[7]!]
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part taken as two groups). */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '')
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)))
  const left = part(halves[0]!)
  const right = halves.length === 2 ? part(halves[1]!) : []
  const fill = 8 - left.length - right.length
  if (halves.length === 1 ? fill !== 0 : fill < 0) return null
  const groups = [...left, ...Array<number>(Math.max(0, fill)).fill(0), ...right]
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

/**
 * A host (as URL.hostname has it: brackets around IPv6, a trailing dot kept) that names this
 * machine or a private network: localhost and *.localhost (which resolve to loopback by rule,
 * RFC 6761), and loopback, private, link-local and reserved address literals, in every form the
 * URL parser may hand over.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '')
  if (host === '') return true
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (net.isIP(host) !== 0) return isPrivateAddress(host)
  // a numeric IPv4 form the WHATWG parser has not normalised (the URL was not http(s)): normalise it
  if (/^[0-9a-fx.]+$/.test(host) && /^[0-9.]|^0x/.test(host)) {
    try {
      const normalised = new URL(`http://${host}/`).hostname
      if (net.isIP(normalised) === 4) return isPrivateAddress(normalised)
    } catch {
      return true
    }
  }
  return false
}

/**
 * The one write-time check of an outside address the portal stores (calendar feeds, a PMS's sync
 * address, push endpoints): the URL when its host names no loopback, private, link-local or
 * reserved place, or when those are allowed (config.feedsAllowPrivate, config.pushAllowPrivate:
 * local servers in tests and the demo); else null. A public name that resolves to a private
 * address is refused when it is fetched.
 */
export function checkOutsideUrl(url: URL, allowPrivate: boolean): URL | null {
  return allowPrivate || !isPrivateHost(url.hostname) ? url : null
}

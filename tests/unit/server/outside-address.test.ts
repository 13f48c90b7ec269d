import { describe, expect, it } from 'vitest'
import { checkFeedUrl } from '../../../src/server/services/calendar/feeds-fetch'
import { checkOutsideUrl, isPrivateAddress, isPrivateHost } from '../../../src/server/outside-address'
import { PRIVATE_HOSTS, PUBLIC_HOSTS } from '../../fixtures/private-addresses'

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1', '127.8.8.8', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1',
    '::ffff:0:10.0.0.1', '::ffff:a9fe:a9fe', '0:0:0:0:0:ffff:c0a8:101', '::127.0.0.1', '::7f00:1', '64:ff9b::7f00:1', 'not-an-ip',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true))

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])('allows %s', (address) =>
    expect(isPrivateAddress(address)).toBe(false))
})

describe('checkOutsideUrl: the write-time check of every stored outside address', () => {
  // what reaches the check is what the URL parser made of the address (127.1 is 127.0.0.1 by then)
  it.each(PRIVATE_HOSTS)('refuses http(s)://%s', (host) => {
    for (const address of [`http://${host}/a.ics`, `https://${host}:8443/sync?x=1`, `webcal://${host}/cal`]) {
      const url = checkFeedUrl(address)
      expect(url, address).not.toBeNull()
      expect(checkOutsideUrl(url!, false), `${address} (${url!.hostname})`).toBeNull()
      // the switch for local servers (config.feedsAllowPrivate, pushAllowPrivate) lets it through
      expect(checkOutsideUrl(url!, true)?.href).toBe(url!.href)
    }
  })

  it.each(PUBLIC_HOSTS)('lets http(s)://%s through', (host) => {
    const url = checkFeedUrl(`https://${host}/a.ics`)!
    expect(checkOutsideUrl(url, false)?.href).toBe(url.href)
  })

  it('refuses the raw forms too, should a host reach it without the URL parser\'s normalising', () => {
    for (const host of ['0x7f000001', '2130706433', '0177.0.0.1', '127.1', '0x7f.1', '[::ffff:127.0.0.1]', 'LocalHost.', '']) {
      expect(isPrivateHost(host), host).toBe(true)
    }
    for (const host of ['example.com', '1a.be', 'cafe.example', '8.8.8.8']) expect(isPrivateHost(host), host).toBe(false)
  })
})

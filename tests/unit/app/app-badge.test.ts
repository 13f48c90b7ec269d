import { afterEach, describe, expect, it, vi } from 'vitest'
import { appBadgeCount } from '../../../src/domain/alerts/badge'

describe('what waits for the host, on the icon and in the title (issue 40)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.resetModules()
  })

  it('counts the orders waiting for an answer and the guests\' unread messages; nothing negative or fractional', () => {
    expect(appBadgeCount(2, 3)).toBe(5)
    expect(appBadgeCount(0, 0)).toBe(0)
    expect(appBadgeCount(-1, 2)).toBe(2)
    expect(appBadgeCount(1.7, Number.NaN)).toBe(1)
  })

  it('sets the installed icon\'s badge to orders plus guest messages, and clears it at zero', async () => {
    const calls: Array<number | 'clear'> = []
    vi.stubGlobal('navigator', {
      setAppBadge: async (count?: number) => void calls.push(count ?? 0),
      clearAppBadge: async () => void calls.push('clear'),
    })
    vi.stubGlobal('document', { title: '' })
    const title = await import('../../../src/app/shell/use-document-title')
    title.setTitleCount(2)
    title.setGuestUnreadCount(1)
    title.setTitleCount(1)
    title.setTitleCount(1) // the same figure: the icon is not set again
    title.setGuestUnreadCount(0)
    title.setTitleCount(0)
    expect(calls).toEqual([2, 3, 2, 1, 'clear'])
  })

  it('does nothing for the icon where the browser has no Badging API', async () => {
    vi.stubGlobal('navigator', {})
    const title = await import('../../../src/app/shell/use-document-title')
    expect(() => title.setTitleCount(3)).not.toThrow()
  })
})

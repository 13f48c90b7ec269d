import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { unitToday } from '../../src/domain/calendar/zones'
import { signInByApi } from './support/api-session'
import { useEnglish } from './support/hosts'

/**
 * Issue 34's phone walk: at 390 px, each demo host (mainland with everything, hotel merchant,
 * newcomer, overseas with a Tokyo listing) goes through its daily screens from the tab bar, in
 * English and in Chinese: every tab opens its screen with its heading, nothing runs off the side
 * of the screen, the calendar opens on today's night, the guests tab is there for the overseas
 * host only, and the money (the wallet) opens from the menu's first group, money (a newcomer has none). Screenshots of every
 * screen go to the test's output folder.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const HOSTS = [
  { name: 'mainland', mobile: '13800000001', code: '86', chat: false, zone: 'CHN' as const, calendar: true, money: true },
  { name: 'hotel', mobile: '13800000003', code: '86', chat: false, zone: 'CHN' as const, calendar: false, money: true },
  { name: 'newcomer', mobile: '13800000002', code: '86', chat: false, zone: 'CHN' as const, calendar: false, money: false },
  { name: 'overseas', mobile: '9087654321', code: '81', chat: true, zone: 'JPN' as const, calendar: true, money: true },
]

/** Nothing is wider than the screen (a sideways scroll of the page). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
}

for (const host of HOSTS) {
  for (const lang of ['en', 'zh'] as const) {
    test(`${host.name} host, ${lang}: the daily screens from the tab bar`, async ({ page, context }) => {
      test.setTimeout(120_000)
      await page.addInitScript(() => {
        window.HTMLMediaElement.prototype.play = () => Promise.resolve()
      })
      if (lang === 'en') await useEnglish(page)
      await signInByApi(context, host.mobile, 'Demo@2026', host.code)
      await page.goto('/work/index')
      const tabs = page.getByTestId('tab-bar')
      await expect(tabs).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // the guests' conversations are a tab for the host who chats only
      const tabLinks = tabs.getByRole('link')
      await expect(tabLinks).toHaveCount(host.chat ? 6 : 5)
      const hrefs = await tabLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(hrefs.some((href) => href.startsWith('/chat'))).toBe(host.chat)

      for (const [index, href] of hrefs.entries()) {
        await tabLinks.nth(index).click()
        await expect(page).toHaveURL(new RegExp(href.split('?')[0]!.replace(/\//g, '\\/')))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(tabLinks.nth(index)).toHaveAttribute('aria-current', 'page')
        if (href.startsWith('/house/roomManagement') && host.calendar) {
          // the calendar opens on today: its night in the first screen
          const night = page.locator(`[data-testid="calendar-month"] button[data-date="${unitToday(host.zone, Date.now())}"]`)
          await expect(night).toBeInViewport()
        }
        await expectNoSidewaysScroll(page)
        await page.screenshot({ path: test.info().outputPath(`${host.name}-${lang}-${index}-${href.replace(/\W+/g, '_')}.png`) })
      }

      // the money is the menu's first group; the wallet opens from it
      await page.getByRole('banner').getByRole('button', { name: /^(Menu|菜单)$/ }).click()
      const menu = page.getByRole('menu')
      await expect(menu).toBeVisible()
      const money = menu.locator('[data-menu-group]').first()
      if (!host.money) {
        // a newcomer has nothing to be paid yet: no money group
        await expect(menu.locator('[data-menu-group=money]')).toHaveCount(0)
        return
      }
      await expect(money).toHaveAttribute('data-menu-group', 'money')
      const first = money.getByRole('menuitem').first()
      const to = await first.evaluate((item) => (item.closest('a') ?? item.querySelector('a') ?? item).getAttribute('href'))
      expect(to).toMatch(/^\/(setting|settle)\//)
      await first.click()
      await expect(page).toHaveURL(new RegExp(`${to!.split('?')[0]!.replace(/\//g, '\\/')}`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoSidewaysScroll(page)
      await page.screenshot({ path: test.info().outputPath(`${host.name}-${lang}-money.png`) })
    })
  }
}

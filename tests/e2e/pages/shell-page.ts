import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** The shell around every page: header, footer and floating panel (English texts). */
export class ShellPage {
  readonly page: Page
  readonly header: Locator
  readonly footer: Locator
  readonly floatingPanel: Locator
  readonly appMenu: Locator
  readonly navigationMenu: Locator
  readonly publishDomestic: Locator
  readonly publishOverseas: Locator
  readonly accountMenu: Locator
  readonly languageGroup: Locator

  constructor(page: Page) {
    this.page = page
    this.header = page.getByRole('banner')
    this.footer = page.getByRole('contentinfo')
    this.floatingPanel = page.getByRole('complementary', { name: 'Quick help' })
    this.appMenu = this.header.getByRole('button', { name: 'Mobile app' })
    this.navigationMenu = this.header.getByRole('button', { name: 'Navigation' })
    this.publishDomestic = this.header.getByRole('link', { name: 'Publish a domestic listing' })
    this.publishOverseas = this.header.getByRole('link', { name: 'Publish an overseas listing' })
    this.accountMenu = this.header.getByRole('button', { name: /^Account menu of / })
    this.languageGroup = this.header.getByRole('group', { name: 'Language' })
  }

  language(name: '中文' | 'English'): Locator {
    return this.page.getByRole('group').getByRole('button', { name, exact: true }).first()
  }

  async open(path: string) {
    await this.page.goto(path)
    // the static splash of index.html is gone once the portal renders
    await expect(this.page.locator('#splash')).toHaveCount(0)
  }

  async htmlLang(): Promise<string | null> {
    return this.page.locator('html').getAttribute('lang')
  }

  /** Opens the navigation dropdown and returns its menu items' names. */
  async navigationEntries(): Promise<string[]> {
    await this.navigationMenu.click()
    const items = this.page.getByRole('menu').getByRole('menuitem')
    await expect(items.first()).toBeVisible()
    const names = await items.allInnerTexts()
    await this.page.keyboard.press('Escape')
    return names.map((name) => name.trim())
  }

  async openAccountMenu(): Promise<Locator> {
    await this.accountMenu.click()
    const menu = this.page.getByRole('menu')
    await expect(menu).toBeVisible()
    return menu
  }

  /** The href of every link in the footer. */
  async footerHrefs(): Promise<string[]> {
    const links = this.footer.getByRole('link')
    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))
    return hrefs
  }
}

import type { Page } from '@playwright/test'
import { consoleCmd, consoleCmdIn } from './console'

/** A mainland mobile number no other test uses (the 137 range; the demo accounts are 1380000000x). */
export function freshMainlandMobile(): string {
  return `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** A Japanese mobile number (without the leading 0) no other test uses. */
export function freshJapanMobile(): string {
  return `90${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

export const TEST_PASSWORD = 'Host@2026x'

/** Creates a landlord through the marketplace console (the staff side of the marketplace). */
export async function createLandlord(
  mobile: string,
  options: { country?: string; overseas?: boolean; /** another server's data (default: the e2e setup's) */ dataDir?: string } = {},
): Promise<void> {
  const args = ['landlord', 'create', '--mobile', mobile, '--password', TEST_PASSWORD]
  if (options.country) args.push('--country', options.country)
  if (options.overseas) args.push('--overseas')
  await (options.dataDir ? consoleCmdIn(options.dataDir, ...args) : consoleCmd(...args))
}

/** Shows the portal in English whatever the catalog state (the default language is zh). */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'en')
  })
}

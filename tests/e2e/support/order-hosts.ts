import type { Page } from '@playwright/test'
import { unitToday } from '../../../src/domain/calendar/zones'
import { signInByApi } from './api-session'
import { seedCalendarUnits } from './calendar-units'
import { createLandlord, freshMainlandMobile, TEST_PASSWORD } from './hosts'

/** A fresh mainland host with one listing per title (one unit each), signed in on the page's context. */
export async function hostWithUnits(page: Page, titles: string[]) {
  const mobile = freshMainlandMobile()
  await createLandlord(mobile)
  const units = await seedCalendarUnits(process.env.E2E_DATA_DIR!, mobile, titles.map((title) => ({ title, similarUnits: 1 })))
  await signInByApi(page.context(), mobile, TEST_PASSWORD)
  return { mobile, luIds: units.map((u) => u.slice(3)), today: unitToday('CHN', Date.now()) }
}

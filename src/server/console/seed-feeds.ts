import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { addDays } from '../../domain/calendar/dates'
import { unitToday } from '../../domain/calendar/zones'
import type { Database } from '../db/schema'
import { recordBlockChanges } from '../services/calendar/feeds-import'
import { insertFeed, replaceFeedNights, updateFeed } from '../services/calendar/feeds-repo'
import { ensureExports } from '../services/calendar/feeds-service'
import { listUnits } from '../services/calendar/units'

const HOUR = 3_600_000

/**
 * The demo host's outside calendars: every unit has its export address, and the first online
 * listing imports a calendar from another site whose last successful import was 5 hours ago (so
 * it is stale) and whose last attempt failed (its link was withdrawn: HTTP 404). The nights it
 * blocked then are kept, two of them on nights with bookings: double-booking alerts. The address
 * is on the reserved .invalid domain, so the hourly job never reaches a real site.
 */
export async function seedDemoFeeds(db: Kysely<Database>, userId: number, now: number): Promise<void> {
  const units = await listUnits(db, userId)
  if (units.length === 0) return
  await ensureExports(db, units.map((u) => u.unitId), now - 24 * HOUR)
  const unit = units.find((u) => u.status === 'online')
  if (!unit) return
  const today = unitToday(unit.country, now)
  const feedId = randomUUID()
  const succeeded = now - 5 * HOUR
  await insertFeed(db, { id: feedId, unit_id: unit.unitId, user_id: userId, name: 'Airbnb', url: 'https://calendar.airbnb-export.invalid/calendar/ical/48213377.ics?s=6f2c0a9d1e', created_at: now - 9 * 24 * HOUR })
  const nights = [5, 6, 19, 20, 21, 37, 38].map((n) => addDays(today, n))
  await replaceFeedNights(db, feedId, unit.unitId, today, nights)
  await recordBlockChanges(db, {
    userId, unitId: unit.unitId, before: new Set(), after: new Set(nights), now: succeeded,
    actor: { role: 'thirdParty', operator: 'Airbnb' }, summary: { feedId, name: 'Airbnb', events: 3, nights: nights.length },
  })
  await updateFeed(db, feedId, {
    last_success_at: succeeded, event_count: 3,
    last_attempt_at: now - 20 * 60_000, last_error: 'calendarFeedFetch', last_error_detail: 'HTTP 404', last_error_at: now - 20 * 60_000,
  })
}

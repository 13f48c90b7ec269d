import { unitToday } from '../../domain/calendar/zones'
import { fetchLimitsOf } from '../services/calendar/feeds-import'
import { importAllFeeds } from '../services/calendar/feeds-job'
import { allFeeds, feedsOfUnits } from '../services/calendar/feeds-repo'
import { alertsOf, ensureExports, feedViews } from '../services/calendar/feeds-service'
import { listUnits } from '../services/calendar/units'
import { ConsoleError } from './console-error'
import type { ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'

/**
 * `calendar feeds <mobile>`: each reviewed listing's export address and import feeds (last
 * success, last error, stale, nights blocked) and the double bookings.
 */
export async function calendarFeeds(deps: ConsoleDeps, args: readonly string[], country: string): Promise<string[]> {
  const [mobile, ...extra] = args
  if (!mobile || extra.length > 0) throw new ConsoleError('usage: calendar feeds <mobile>')
  const user = await requireLandlord(deps.db, mobile, country)
  const units = await listUnits(deps.db, user.id)
  if (units.length === 0) return [`landlord ${mobile} has no reviewed listings (no calendars)`]
  const now = deps.now()
  const ids = units.map((u) => u.unitId)
  const exports = new Map((await ensureExports(deps.db, ids, now)).map((e) => [e.unitId, e.url]))
  const feeds = await feedViews(deps.db, await feedsOfUnits(deps.db, ids), new Map(units.map((u) => [u.unitId, u])), now)
  const alerts = await alertsOf(deps.db, units, now)
  const out: string[] = []
  for (const unit of units) {
    out.push(`${unit.luId}  ${unit.title}  (today ${unitToday(unit.country, now)})`)
    out.push(`  export: ${exports.get(unit.unitId)}  (on the server's address)`)
    const own = feeds.filter((f) => f.unitId === unit.unitId)
    if (own.length === 0) out.push('  no import feeds')
    for (const f of own) {
      const flags = [f.stale ? 'STALE' : '', f.lastError ? 'FAILING' : ''].filter(Boolean).join(' ')
      out.push(`  feed ${f.feedId}  ${f.name}  ${f.url}${flags ? `  ${flags}` : ''}`)
      out.push(`    last success ${time(f.lastSuccessAt)}, ${f.eventCount} events, ${f.nights} nights blocked`)
      if (f.lastError) out.push(`    last error ${time(f.lastErrorAt)}: ${f.lastError} (${f.lastErrorDetail ?? ''})`)
    }
    for (const a of alerts.filter((x) => x.unitId === unit.unitId)) {
      out.push(`  DOUBLE BOOKING ${a.date}: ${a.booked} booked, busy in feed ${a.feedId}`)
    }
  }
  return out
}

/** `calendar import-now`: the hourly import of every feed, at once. */
export async function calendarImportNow(deps: ConsoleDeps, args: readonly string[]): Promise<string[]> {
  if (args.length > 0) throw new ConsoleError('usage: calendar import-now')
  const now = deps.now()
  const run = await importAllFeeds(deps.db, now, fetchLimitsOf(deps.config))
  const out = [`${run.feeds} feeds: ${run.imported} imported, ${run.failed} failed`]
  for (const feed of await allFeeds(deps.db)) {
    if (feed.last_error !== null && Number(feed.last_attempt_at) === now) out.push(`  ${feed.id} ${feed.name}: ${feed.last_error} (${feed.last_error_detail ?? ''})`)
  }
  return out
}

function time(ms: number | null): string {
  return ms === null ? 'never' : new Date(ms).toISOString()
}

import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { FEED_LIMITS } from '../../../domain/calendar/feed-schemas'
import { exportIcs } from '../../../domain/calendar/ics-export'
import { addDays } from '../../../domain/calendar/dates'
import { unitToday } from '../../../domain/calendar/zones'
import type { Database } from '../../db/schema'
import { exportByToken } from './feeds-repo'
import { readCells } from './read'
import { findUnit } from './units'

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/

/**
 * The public export feeds: GET /ical/{token}.ics, no session (the secret token is the key), one
 * all-day event per run of closed or sold-out nights from the unit's today for 365 days
 * (src/domain/calendar/ics-export.ts). An unknown or reset token, or a unit that is gone: 404.
 */
export function exportRoutes(deps: { db: Kysely<Database>; now: () => number }): Hono {
  const app = new Hono()
  app.get('/:file', async (c) => {
    const file = c.req.param('file')
    const token = file.endsWith('.ics') ? file.slice(0, -4) : ''
    const entry = TOKEN.test(token) ? await exportByToken(deps.db, token) : undefined
    const unit = entry ? await findUnit(deps.db, entry.unit_id) : undefined
    if (!unit) return c.text('Not found', 404)
    const now = deps.now()
    const today = unitToday(unit.country, now)
    const [cells] = await readCells(deps.db, [unit], today, addDays(today, FEED_LIMITS.days - 1))
    c.header('Content-Type', 'text/calendar; charset=utf-8')
    c.header('Content-Disposition', `inline; filename="${unit.luId}.ics"`)
    c.header('Cache-Control', 'no-cache')
    c.header('X-Robots-Tag', 'noindex')
    return c.body(exportIcs({ unitId: unit.unitId, title: unit.title }, cells?.days ?? [], now))
  })
  return app
}

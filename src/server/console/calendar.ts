import { addDays, isDate } from '../../domain/calendar/dates'
import { listingUnitId } from '../../domain/calendar/limits'
import { unitToday } from '../../domain/calendar/zones'
import { Refusal } from '../errors'
import { readCells } from '../services/calendar/read'
import { reserveStock } from '../services/calendar/stock'
import { listUnits } from '../services/calendar/units'
import type { UnitInfo } from '../services/calendar/units'
import { ConsoleError } from './console-error'
import type { ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'

/** Nights `calendar show` prints per unit. */
const SHOW_NIGHTS = 14

async function ownUnit(deps: ConsoleDeps, mobile: string, country: string, luId: string): Promise<UnitInfo> {
  const user = await requireLandlord(deps.db, mobile, country)
  const unit = (await listUnits(deps.db, user.id)).find((u) => u.unitId === listingUnitId(luId))
  if (!unit) throw new ConsoleError(`landlord ${mobile} has no reviewed listing ${luId}`)
  return unit
}

function positiveInt(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined) return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > max) throw new ConsoleError(`${name} must be a whole number from 1 to ${max}, got: ${value}`)
  return n
}

/**
 * `calendar book <mobile> <luId> <date> [nights] [count]`: a guest books `count` units (default 1)
 * for `nights` nights (default 1) from `date`, through the same reserveStock the orders use.
 */
export async function calendarBook(deps: ConsoleDeps, args: readonly string[], country: string): Promise<string[]> {
  const [mobile, luId, date, nightsArg, countArg, ...extra] = args
  if (!mobile || !luId || !date || extra.length > 0) throw new ConsoleError('usage: calendar book <mobile> <luId> <date> [nights] [count]')
  if (!isDate(date)) throw new ConsoleError(`not a date (yyyy-MM-dd): ${date}`)
  const nights = positiveInt('nights', nightsArg, 1, 365)
  const count = positiveInt('count', countArg, 1, 999)
  const unit = await ownUnit(deps, mobile, country, luId)
  const now = deps.now()
  if (date < unitToday(unit.country, now)) throw new ConsoleError(`${date} has passed`)
  try {
    const end = addDays(date, nights)
    const { bookingId } = await reserveStock(deps.db, { unitId: unit.unitId, start: date, end, count, source: 'console', ref: `console ${mobile}` }, now)
    return [`booked ${count} x "${unit.title}" for ${nights} night(s) from ${date} (until ${end}); booking ${bookingId}`]
  } catch (error) {
    if (error instanceof Refusal) throw new ConsoleError(`cannot book: ${error.key} ${JSON.stringify(error.params ?? {})}`)
    throw error
  }
}

/** `calendar show <mobile> [luId]`: each unit's next nights: price, booked/stock, closed, blocked. */
export async function calendarShow(deps: ConsoleDeps, args: readonly string[], country: string): Promise<string[]> {
  const [mobile, luId, ...extra] = args
  if (!mobile || extra.length > 0) throw new ConsoleError('usage: calendar show <mobile> [luId]')
  const user = await requireLandlord(deps.db, mobile, country)
  let units = await listUnits(deps.db, user.id)
  if (luId) units = units.filter((u) => u.unitId === listingUnitId(luId))
  if (units.length === 0) return [luId ? `no reviewed listing ${luId}` : 'no reviewed listings: drafts have no calendar']
  const out: string[] = []
  for (const unit of units) {
    const today = unitToday(unit.country, deps.now())
    const [cells] = await readCells(deps.db, [unit], today, addDays(today, SHOW_NIGHTS - 1))
    out.push(`${unit.luId}  ${unit.title}  (${unit.status}, ${unit.currency}, ${unit.baseStock} unit(s), ${unit.country})`)
    for (const c of cells!.days) {
      const marks = [c.open ? '' : 'closed', c.blocked ? 'blocked' : '', c.dayKind === 'weekday' ? '' : c.dayKind, c.overridden.length > 0 ? `set: ${c.overridden.join(',')}` : '']
        .filter(Boolean).join(' ')
      out.push(`  ${c.date}  ${String(c.price).padStart(6)}  ${c.booked}/${c.stock} booked  ${marks}`.trimEnd())
    }
  }
  return out
}

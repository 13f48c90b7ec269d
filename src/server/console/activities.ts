import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { isDate } from '../../domain/calendar/dates'
import {
  ACTIVITY_LODGES, ACTIVITY_REGIONS, ACTIVITY_TYPES, COST_BEARERS, isDiscountPercent, platformShare,
  type ActivityLodge, type ActivityRegion, type ActivityType, type CostBearer,
} from '../../domain/promotion/rules'
import { marketToday, toActivity, writeMarketLog } from '../services/market/activities'
import { ConsoleError, type ConsoleDeps } from './console-error'

const USAGE = [
  'activity create --name N --type seasonal|holiday|lastMinute|newListing --stay FROM..TO --enroll FROM..TO',
  '                --discount 15 --bearer platform|host|shared [--share 50] [--lodge house|store|all]',
  '                [--region mainland|overseas|all] [--description T]   a platform activity hosts can join',
  'activity close <id>                           close its enrollment now (joined listings stay in)',
  'activity list                                 the activities with their ids, phases and listings joined',
]
export const ACTIVITY_HELP = USAGE.map((line) => `  ${line}`)

function range(value: string | undefined, flag: string): [string, string] {
  const [from, to] = (value ?? '').split('..')
  if (!from || !to || !isDate(from) || !isDate(to) || to < from) throw new ConsoleError(`--${flag} FROM..TO with real dates, FROM first, got: ${value ?? 'nothing'}`)
  return [from, to]
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined, flag: string, fallback?: T): T {
  const v = value ?? fallback
  if (!v || !(values as readonly string[]).includes(v)) throw new ConsoleError(`--${flag} is one of ${values.join(', ')}, got: ${value ?? 'nothing'}`)
  return v as T
}

/** `activity ...`: the platform's side of activities (issue 17, decision 0058). */
export async function activityCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: {
      name: { type: 'string' }, type: { type: 'string' }, stay: { type: 'string' }, enroll: { type: 'string' }, discount: { type: 'string' },
      bearer: { type: 'string' }, share: { type: 'string' }, lodge: { type: 'string' }, region: { type: 'string' }, description: { type: 'string' },
    },
  })
  const now = deps.now()
  const today = marketToday(now)
  switch (sub) {
    case 'create': {
      const name = values.name?.trim() ?? ''
      if (name === '' || Array.from(name).length > 40) throw new ConsoleError('--name is 1-40 characters')
      const type = oneOf<ActivityType>(ACTIVITY_TYPES, values.type, 'type')
      const [stayFrom, stayTo] = range(values.stay, 'stay')
      const [enrollFrom, enrollUntil] = range(values.enroll, 'enroll')
      if (enrollUntil > stayTo) throw new ConsoleError('enrollment must end by the last night of the stay period')
      const discount = Number(values.discount)
      if (!isDiscountPercent(discount)) throw new ConsoleError('--discount is a whole percent from 5 to 90')
      const bearer = oneOf<CostBearer>(COST_BEARERS, values.bearer, 'bearer')
      const share = bearer === 'shared' ? Number(values.share) : 0
      if (bearer === 'shared' && (!Number.isInteger(share) || share < 1 || share > 99)) throw new ConsoleError('--share (the platform\'s percent of the discount) is 1-99 for a shared activity')
      const row = {
        id: `A${randomUUID().replaceAll('-', '').slice(0, 11).toUpperCase()}`, name, type, description: values.description?.trim() ?? '',
        stay_from: stayFrom, stay_to: stayTo, enroll_from: enrollFrom, enroll_until: enrollUntil, discount_percent: discount,
        cost_bearer: bearer, platform_percent: platformShare(bearer, share),
        lodge: oneOf<ActivityLodge>(ACTIVITY_LODGES, values.lodge, 'lodge', 'all'), region: oneOf<ActivityRegion>(ACTIVITY_REGIONS, values.region, 'region', 'all'),
        closed_at: null, created_at: now,
      }
      await deps.db.insertInto('activities').values(row).execute()
      return [`activity ${row.id} "${name}": ${discount}% off ${stayFrom}..${stayTo}, enrollment ${enrollFrom}..${enrollUntil}, paid by ${bearer}${bearer === 'shared' ? ` (platform ${share}%)` : ''}`]
    }
    case 'close': {
      const [id] = positionals
      if (!id) throw new ConsoleError(`usage: ${USAGE[3]}`)
      const row = await deps.db.selectFrom('activities').selectAll().where('id', '=', id).executeTakeFirst()
      if (!row) throw new ConsoleError(`no activity ${id}`)
      if (row.closed_at !== null) return [`activity ${id} was already closed`]
      await deps.db.updateTable('activities').set({ closed_at: now }).where('id', '=', id).execute()
      await writeMarketLog(deps.db, { targetId: id, userId: 0, action: 'enrollmentClosed', title: null, operator: 'platform' }, now)
      return [`activity ${id}: enrollment closed`]
    }
    case 'list': {
      const rows = await deps.db.selectFrom('activities').selectAll().orderBy('stay_from', 'desc').limit(50).execute()
      if (rows.length === 0) return ['no activities']
      const out: string[] = []
      for (const row of rows) {
        const joined = await deps.db.selectFrom('activity_entries').select((eb) => eb.fn.countAll<number>().as('n'))
          .where('activity_id', '=', row.id).where('state', '=', 'registered').executeTakeFirstOrThrow()
        out.push(`${row.id}  ${toActivity(row, 0, today).phase.padEnd(6)} ${row.stay_from}..${row.stay_to}  ${row.discount_percent}%  ${row.cost_bearer.padEnd(8)} ${Number(joined.n)} listing(s)  ${row.name}`)
      }
      return out
    }
    default:
      throw new ConsoleError(`activity needs create, close or list, got: ${sub ?? 'nothing'}`)
  }
}

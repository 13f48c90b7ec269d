import { parseArgs } from 'node:util'
import { PENALTY_METHODS, VIOLATION_TYPES, type PenaltyMethod, type ViolationType } from '../../domain/penalty/rules'
import { decideAppeal, issuePenalty, liftPenalty, PenaltyRefusal, toRecord } from '../services/risk/penalties'
import { ConsoleError, type ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'
import { sendSystemMessage } from './messages'

const USAGE = [
  'penalty issue <mobile> --method warning|demotion|bottom|blacklist|offline [--days N|--permanent] --type T',
  '                [--listing luId] [--note TEXT] [--country 86]   staff punish a violation (business rules 9 durations)',
  'penalty lift <recordId>                       lift a penalty in force before its end',
  'penalty list <mobile> [--country 86]          a landlord\'s violation records with their states',
  'penalty appeal-accept <recordId>              the appeal succeeds: the penalty is lifted',
  'penalty appeal-reject <recordId> --reason T   the appeal is rejected, with the reason the host reads',
]
export const PENALTY_HELP = USAGE.map((line) => `  ${line}`)

const METHOD_ZH: Record<PenaltyMethod, string> = { warning: '警告', demotion: '降权', bottom: '置底', blacklist: '拉黑', offline: '下线' }

/** `penalty ...`: the platform's side of violation records (issue 18, decision 0060). */
export async function penaltyCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: {
      method: { type: 'string' }, days: { type: 'string' }, permanent: { type: 'boolean' }, type: { type: 'string' },
      listing: { type: 'string' }, note: { type: 'string' }, country: { type: 'string', default: '86' }, reason: { type: 'string' },
    },
  })
  const now = deps.now()
  try {
    switch (sub) {
      case 'issue': {
        const [mobile] = positionals
        if (!mobile) throw new ConsoleError(`usage: ${USAGE[0]}`)
        if (!(PENALTY_METHODS as readonly string[]).includes(values.method ?? '')) throw new ConsoleError(`--method is one of ${PENALTY_METHODS.join(', ')}`)
        if (!(VIOLATION_TYPES as readonly string[]).includes(values.type ?? '')) throw new ConsoleError(`--type is one of ${VIOLATION_TYPES.join(', ')}`)
        const days = values.days === undefined ? null : Number(values.days)
        if (days !== null && !Number.isInteger(days)) throw new ConsoleError('--days is a whole number')
        const user = await requireLandlord(deps.db, mobile, values.country!)
        const row = await issuePenalty(deps.db, {
          userId: user.id, luId: values.listing ?? null, type: values.type as ViolationType, method: values.method as PenaltyMethod,
          days, permanent: values.permanent === true, note: values.note?.trim() ?? '',
        }, now)
        const method = row.method as PenaltyMethod
        const span = row.permanent === 1 ? '永久' : row.days === null ? '' : `${row.days} 天`
        await sendSystemMessage(deps.db, user.id, {
          title: `违规处罚通知：${METHOD_ZH[method]}${span ? ` ${span}` : ''}`,
          content: `${row.target_title ? `房源“${row.target_title}”` : '您的账号'}因违规（记录 ${row.id}）被处以${METHOD_ZH[method]}${span ? ` ${span}` : ''}。${row.note}`,
          jumpUrl: '/risk/record',
        }, now)
        return [`record ${row.id}: ${method}${span ? ` ${row.days ?? 'permanent'}` : ''} for landlord ${user.id}`]
      }
      case 'lift': {
        const [id] = positionals
        if (!id) throw new ConsoleError(`usage: ${USAGE[2]}`)
        const row = await liftPenalty(deps.db, id, now)
        await sendSystemMessage(deps.db, row.user_id, { title: '处罚已解除', content: `违规记录 ${row.id} 的处罚已解除。`, jumpUrl: '/risk/record' }, now)
        return [`record ${id} lifted`]
      }
      case 'list': {
        const [mobile] = positionals
        if (!mobile) throw new ConsoleError(`usage: ${USAGE[3]}`)
        const user = await requireLandlord(deps.db, mobile, values.country!)
        const rows = await deps.db.selectFrom('violation_records').selectAll().where('user_id', '=', user.id).orderBy('starts_at', 'desc').execute()
        if (rows.length === 0) return ['no violation records']
        return rows.map((r) => {
          const record = toRecord(r, now)
          return `${record.id}  ${record.state.padEnd(12)} ${record.method}${record.permanent ? ' permanent' : record.days ? ` ${record.days}d` : ''}  ${record.type}  ${record.target?.title ?? 'account'}`
        })
      }
      case 'appeal-accept':
      case 'appeal-reject': {
        const [id] = positionals
        if (!id) throw new ConsoleError(`usage: ${USAGE[sub === 'appeal-accept' ? 4 : 5]}`)
        const row = await decideAppeal(deps.db, id, sub === 'appeal-accept' ? 'successful' : 'rejected', values.reason ?? null, now)
        await sendSystemMessage(deps.db, row.user_id, sub === 'appeal-accept'
          ? { title: '申诉成功', content: `您对违规记录 ${id} 的申诉已通过，处罚已解除。`, jumpUrl: '/risk/record' }
          : { title: '申诉未通过', content: `您对违规记录 ${id} 的申诉未通过：${values.reason!.trim()}`, jumpUrl: '/risk/record' }, now)
        return [`appeal of ${id}: ${sub === 'appeal-accept' ? 'successful' : 'rejected'}`]
      }
      default:
        throw new ConsoleError(`penalty needs issue, lift, list, appeal-accept or appeal-reject, got: ${sub ?? 'nothing'}`)
    }
  } catch (error) {
    if (error instanceof PenaltyRefusal) throw new ConsoleError(error.message)
    throw error
  }
}

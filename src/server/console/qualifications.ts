import type { Kysely } from 'kysely'
import { parseArgs } from 'node:util'
import type { Database } from '../db/schema'
import { decideQualification, QualificationReviewError } from '../services/house/qualification'
import { ConsoleError } from './console-error'
import { requireLandlord } from './landlords'
import { sendSystemMessage } from './messages'

type Deps = { db: Kysely<Database>; now: () => number }

/**
 * `qualification list <mobile>`, `qualification approve <luId>`, `qualification reject <luId> --reason TEXT`:
 * staff review B&B listing qualifications (decision 0053); the host is told by a system message in
 * the same transaction.
 */
export async function qualificationCommand(deps: Deps, sub: string | undefined, rest: string[]): Promise<string[]> {
  if (sub === 'list') return qualificationList(deps, rest)
  if (sub === 'approve' || sub === 'reject') return qualificationDecision(deps, sub, rest)
  throw new ConsoleError(`qualification needs list, approve or reject, got: ${sub ?? 'nothing'}`)
}

async function qualificationList(deps: Deps, args: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({ args, options: { country: { type: 'string', default: '86' } }, allowPositionals: true, strict: true })
  const user = await requireLandlord(deps.db, positionals[0] ?? '', values.country)
  const rows = await deps.db.selectFrom('listing_qualifications').innerJoin('listings', 'listings.lu_id', 'listing_qualifications.lu_id')
    .select(['listing_qualifications.lu_id', 'listing_qualifications.state', 'listing_qualifications.type', 'listing_qualifications.images', 'listings.title'])
    .where('listing_qualifications.user_id', '=', user.id).where('listings.deleted_at', 'is', null)
    .orderBy('listing_qualifications.submitted_at', 'desc').execute()
  if (rows.length === 0) return [`+${user.country_code} ${user.mobile} has sent no qualification`]
  return rows.map((row) => `${row.lu_id}  ${row.state.padEnd(8)} ${row.type} · ${(JSON.parse(row.images) as string[]).length} scan(s) · ${row.title || '(untitled)'}`)
}

async function qualificationDecision(deps: Deps, decision: 'approve' | 'reject', args: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({ args, options: { reason: { type: 'string' } }, allowPositionals: true, strict: true })
  const luId = positionals[0] ?? ''
  const reason = values.reason?.trim() ?? ''
  if (decision === 'reject' && !reason) throw new ConsoleError('--reason is required to reject: the host reads it')
  try {
    const decided = await deps.db.transaction().execute(async (trx) => {
      const result = await decideQualification(trx, luId, decision === 'approve' ? { approve: true } : { approve: false, reason }, deps.now())
      const title = result.title || '房源'
      await sendSystemMessage(trx, result.userId, result.state === 'passed'
        ? { title: '房源资质审核通过', content: `您为「${title}」提交的资质已审核通过。`, jumpUrl: '/qualification' }
        : { title: '房源资质审核未通过', content: `您为「${title}」提交的资质未通过审核：${reason}。请重新上传。`, jumpUrl: '/qualification' }, deps.now())
      return result
    })
    return [`qualification of ${luId}: ${decided.state}`, `landlord ${decided.userId} told by a system message`]
  } catch (error) {
    if (error instanceof QualificationReviewError) throw new ConsoleError(error.message)
    throw error
  }
}

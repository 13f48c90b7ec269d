import { parseArgs } from 'node:util'
import { overallScore, SCORE_ASPECTS, type Scores } from '../../domain/review/rules'
import { moderateReview, ReviewRefusal, runAutoReviews, writeGuestReview } from '../services/review/reviews'
import { ConsoleError, type ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'
import { sendSystemMessage } from './messages'
import { duration } from './orders'

const USAGE = [
  'review write <orderNo> [--scores 5,4,5,5,4] [--text T]   the guest reviews an ended stay (hygiene, safety, description,',
  '                                              location, value; 1-5 each); the host gets a system message',
  'review list <mobile> [--country 86]           a landlord\'s reviews with their ids and states',
  'review auto-run [--in 60d|--at ISO]           the 60-day default reviews, as if the clock were there',
  'review take-down <id> --reason T              the guest\'s review fails the platform\'s review (failedReview)',
  'review fail-reply <id> --reason T             moderation takes the host\'s reply down (replyFailed; the host may reply again)',
]
export const REVIEW_HELP = USAGE.map((line) => `  ${line}`)

function parseScores(value: string | undefined): Scores {
  const parts = (value ?? '5,5,5,5,5').split(',').map((s) => Number(s.trim()))
  if (parts.length !== SCORE_ASPECTS.length) throw new ConsoleError(`--scores needs ${SCORE_ASPECTS.length} numbers (${SCORE_ASPECTS.join(', ')}), got: ${value}`)
  return Object.fromEntries(SCORE_ASPECTS.map((aspect, i) => [aspect, parts[i]])) as Scores
}

/** `review ...`: guests writing reviews and the platform's moderation (issue 17, decision 0057). */
export async function reviewCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: {
      country: { type: 'string', default: '86' }, scores: { type: 'string' }, text: { type: 'string' },
      in: { type: 'string' }, at: { type: 'string' }, reason: { type: 'string' },
    },
  })
  const now = deps.now()
  try {
    switch (sub) {
      case 'write': {
        const [orderNo] = positionals
        if (!orderNo) throw new ConsoleError(`usage: ${USAGE[0]}`)
        const scores = parseScores(values.scores)
        const row = await writeGuestReview(deps.db, orderNo, { scores, content: values.text ?? '住得很舒服，房东很热情，下次还来。' }, now)
        await sendSystemMessage(deps.db, row.user_id, {
          title: '您收到一条新的住客点评', content: `${row.listing_title}：综合评分 ${overallScore(scores)} 分。请及时回复住客。`,
          jumpUrl: `/order/commentDetail?id=${row.id}`,
        }, now)
        return [`review ${row.id} of order ${orderNo}: overall ${overallScore(scores)}`]
      }
      case 'list': {
        const [mobile] = positionals
        if (!mobile) throw new ConsoleError(`usage: ${USAGE[2]}`)
        const user = await requireLandlord(deps.db, mobile, values.country!)
        const rows = await deps.db.selectFrom('reviews').selectAll().where('user_id', '=', user.id).orderBy('commented_at', 'desc').limit(50).execute()
        if (rows.length === 0) return ['no reviews']
        return rows.map((r) => `${r.id}  ${r.state.padEnd(16)} order ${r.order_no}  ${r.auto ? 'auto ' : ''}${r.listing_title}`)
      }
      case 'auto-run': {
        const at = values.at ? Date.parse(values.at) : now + duration(values.in ?? '0m')
        if (!Number.isFinite(at)) throw new ConsoleError(`not a time: ${values.at}`)
        const written = await runAutoReviews(deps.db, at)
        return [`default reviews at ${new Date(at).toISOString()}: ${written} written`]
      }
      case 'take-down':
      case 'fail-reply': {
        const [id] = positionals
        if (!id || !values.reason?.trim()) throw new ConsoleError(`usage: ${USAGE[sub === 'take-down' ? 4 : 5]}`)
        const row = await moderateReview(deps.db, id, sub === 'take-down' ? 'takeDown' : 'failReply', values.reason, now)
        await sendSystemMessage(deps.db, row.user_id, sub === 'take-down'
          ? { title: '住客点评未通过审核', content: `${row.listing_title} 的一条住客点评未通过平台审核，已隐藏：${values.reason.trim()}`, jumpUrl: `/order/commentDetail?id=${row.id}` }
          : { title: '您的点评回复未通过审核', content: `您对 ${row.listing_title} 住客点评的回复未通过审核：${values.reason.trim()}。您可以重新回复。`, jumpUrl: `/order/commentDetail?id=${row.id}` },
        now)
        return [`review ${id} is now ${row.state}`]
      }
      default:
        throw new ConsoleError(`review needs write, list, auto-run, take-down or fail-reply, got: ${sub ?? 'nothing'}`)
    }
  } catch (error) {
    if (error instanceof ReviewRefusal) throw new ConsoleError(error.message)
    throw error
  }
}

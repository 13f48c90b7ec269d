import { randomInt } from 'node:crypto'
import { parseArgs } from 'node:util'
import { holdsMonths, nextInvoiceState, nextReversalState, type InvoiceEvent, type InvoiceState, type ReversalEvent, type ReversalState } from '../../domain/invoice/rules'
import { isPaper } from '../services/finance/invoices'
import { ConsoleError } from './console-error'
import type { ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'
import { sendSystemMessage } from './messages'

const USAGE = [
  'invoice list <mobile> [--country 86]          a landlord\'s invoices with their states',
  'invoice start|issue|fail|post|lapse <invoiceNo> [--reason TEXT] [--courier SF --tracking NO]',
  '                                              the invoicing side: issuing, issued (paper: awaiting dispatch), failed, posted, lapsed',
  'invoice reversal <invoiceNo> start|succeed|fail|invalidate [--note TEXT]   a red reversal the host asked for',
]
export const INVOICE_HELP = USAGE.map((line) => `  ${line}`)

const EVENTS: Record<string, InvoiceEvent> = { start: 'startIssuing', issue: 'issue', fail: 'fail', post: 'post', lapse: 'lapse' }
const REVERSAL_EVENTS: Record<string, ReversalEvent> = { start: 'start', succeed: 'succeed', fail: 'fail', invalidate: 'invalidate' }

/** `invoice ...`: the platform's invoicing side (issue 16, decision 0056); the host hears of each outcome by system message. */
export async function invoiceCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: { country: { type: 'string', default: '86' }, reason: { type: 'string' }, courier: { type: 'string' }, tracking: { type: 'string' }, note: { type: 'string' } },
  })
  const now = deps.now()
  if (sub === 'list') {
    const [mobile] = positionals
    if (!mobile) throw new ConsoleError(`usage: ${USAGE[0]}`)
    const user = await requireLandlord(deps.db, mobile, values.country!)
    const rows = await deps.db.selectFrom('invoices').selectAll().where('user_id', '=', user.id).orderBy('created_at', 'desc').execute()
    if (rows.length === 0) return ['no invoices']
    return rows.map((r) => `${r.invoice_no}  ${r.state.padEnd(16)} ${r.invoice_type.padEnd(10)} ${r.amount} fen  ${(JSON.parse(r.months) as string[]).join(',')}${r.reversal_state ? `  reversal ${r.reversal_state}` : ''}`)
  }
  const invoiceNo = positionals[0] ?? ''
  const row = await deps.db.selectFrom('invoices').selectAll().where('invoice_no', '=', invoiceNo).executeTakeFirst()
  if (!row) throw new ConsoleError(`no invoice ${invoiceNo || '(none given)'}`)
  const jumpUrl = '/settle/invoice'

  if (sub === 'reversal') {
    const event = REVERSAL_EVENTS[positionals[1] ?? '']
    if (!event) throw new ConsoleError(`usage: ${USAGE[3]}`)
    const current = row.reversal_state as ReversalState | null
    const next = current === null ? null : nextReversalState(current, event)
    if (!next) throw new ConsoleError(`invoice ${invoiceNo}: no reversal can ${positionals[1]} (reversal: ${current ?? 'none'})`)
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('invoices').set({ reversal_state: next, reversal_note: values.note ?? null, updated_at: now, ...(next === 'successful' ? { state: 'lapsed' } : {}) })
        .where('invoice_no', '=', invoiceNo).execute()
      // the reversed invoice lapses: its months can be invoiced again
      if (next === 'successful') await trx.deleteFrom('invoice_months').where('invoice_no', '=', invoiceNo).execute()
    })
    if (next !== 'reversing') {
      const text = { successful: '发票已红冲，原发票作废，相关账单月份可重新申请开票。', failed: `发票红冲失败${values.note ? `：${values.note}` : ''}。`, invalid: `红冲申请无效${values.note ? `：${values.note}` : ''}。` }[next as 'successful' | 'failed' | 'invalid']
      await sendSystemMessage(deps.db, row.user_id, { title: '发票红冲结果', tips: invoiceNo, content: text, jumpUrl }, now)
    }
    return [`invoice ${invoiceNo}: reversal ${next}`]
  }

  const event = EVENTS[sub ?? '']
  if (!event) throw new ConsoleError(`invoice needs list, start, issue, fail, post, lapse or reversal, got: ${sub ?? 'nothing'}`)
  const paper = isPaper(row.invoice_type)
  const next = nextInvoiceState(row.state as InvoiceState, event, paper)
  if (!next) throw new ConsoleError(`invoice ${invoiceNo} is ${row.state}: cannot ${sub}`)
  if (event === 'fail' && !values.reason?.trim()) throw new ConsoleError('--reason is required to fail an invoice')
  if (event === 'post' && (!values.courier?.trim() || !values.tracking?.trim())) throw new ConsoleError('--courier and --tracking are required to post an invoice')
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('invoices').set({
      state: next, updated_at: now,
      ...(event === 'fail' ? { fail_reason: values.reason!.trim() } : {}),
      ...(event === 'issue' ? { issued_number: String(randomInt(10_000_000, 100_000_000)), issued_at: now, ...(paper ? { mailing_state: 'pending' } : {}) } : {}),
      ...(event === 'post' ? { mailing_state: 'mailed', courier: values.courier!.trim(), tracking_no: values.tracking!.trim(), mailed_at: now } : {}),
    }).where('invoice_no', '=', invoiceNo).where('state', '=', row.state).execute()
    if (!holdsMonths(next)) await trx.deleteFrom('invoice_months').where('invoice_no', '=', invoiceNo).execute()
  })
  const message = {
    issue: { title: '发票已开具', content: paper ? '您申请的纸质发票已开具，将尽快寄出。' : '您申请的电子发票已开具，已发送至抬头预留的邮箱。' },
    fail: { title: '发票开具失败', content: `原因：${values.reason ?? ''}。相关账单月份可重新申请。` },
    post: { title: '发票已寄出', content: `${values.courier ?? ''} 运单号 ${values.tracking ?? ''}` },
  } as Partial<Record<InvoiceEvent, { title: string; content: string }>>
  const said = message[event]
  if (said) await sendSystemMessage(deps.db, row.user_id, { ...said, tips: invoiceNo, jumpUrl }, now)
  return [`invoice ${invoiceNo}: ${row.state} -> ${next}`]
}

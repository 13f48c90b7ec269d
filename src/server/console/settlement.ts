import { parseArgs } from 'node:util'
import { STATEMENT_CURRENCIES, type StatementCurrency } from '../../domain/settlement/rules'
import { REJECT_REASON_MAX } from '../../domain/settlement/foreign-account'
import { decideChange } from '../services/finance/foreign-account'
import { runSettlement, settleOrderNow } from '../services/finance/settlement-job'
import { ConsoleError } from './console-error'
import type { WechatAnswer } from '../../domain/payout/channels'
import { answerWechatAuthorisation, newOpenid, registerAlipayAccount, WechatAnswerError } from '../services/finance/payout-channels'
import type { ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'
import { duration } from './orders'

const USAGE = [
  'settle run [--in 3d|--at ISO]                 run the settlement job as if the clock were there',
  'settle order <orderNo>                        settle an ended stay now (its statement, whatever its date)',
  'settle list <mobile> [--country 86]           a landlord\'s statements and the stays waiting for one',
  'settle account <mobile> --country 81 --currency USD|RMB --name N --number X --bank B --swift S --address A --code C',
  '                                              the business manager records an overseas host\'s bank account',
  'settle account-review <mobile> approve|reject [--reason R] [--country 81]',
  '                                              staff decide the change of the bank account the host submitted',
  'settle wechat-scan <ticket>                   WeChat: the host scanned the authorisation\'s QR code',
  'settle wechat-authorize <ticket> --name N [--openid O] | --refuse',
  '                                              WeChat: the host authorised in the name WeChat holds (or refused)',
  'settle alipay-account <account> <name>        Alipay: an account (mobile or e-mail) and its holder\'s real name',
]
export const SETTLE_HELP = USAGE.map((line) => `  ${line}`)

/** `settle ...`: the platform's side of settlement (issue 16, decision 0054). */
export async function settleCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: {
      country: { type: 'string', default: '86' }, in: { type: 'string' }, at: { type: 'string' }, currency: { type: 'string' },
      name: { type: 'string' }, number: { type: 'string' }, bank: { type: 'string' }, swift: { type: 'string' },
      address: { type: 'string' }, code: { type: 'string' }, reason: { type: 'string' },
      openid: { type: 'string' }, refuse: { type: 'boolean' },
    },
  })
  const now = deps.now()
  switch (sub) {
    case 'run': {
      const at = values.at ? Date.parse(values.at) : now + duration(values.in ?? '0m')
      if (!Number.isFinite(at)) throw new ConsoleError(`not a time: ${values.at}`)
      const run = await runSettlement(deps.db, at)
      return [`settlement run at ${new Date(at).toISOString()}: ${run.recorded} stay(s) recorded, ${run.assigned} put into statements, ${run.settled} statement(s) settled, ${run.waiting} waiting for a bank account or rate`]
    }
    case 'order': {
      const [orderNo] = positionals
      if (!orderNo) throw new ConsoleError(`usage: ${USAGE[1]}`)
      const order = await deps.db.selectFrom('orders').select('state').where('order_no', '=', orderNo).executeTakeFirst()
      if (!order) throw new ConsoleError(`no order ${orderNo}`)
      const result = await settleOrderNow(deps.db, orderNo, now)
      if (!result) throw new ConsoleError(`order ${orderNo} is ${order.state}: only ended stays are settled, and an overseas host's only once the bank account is on record`)
      return [result.settled ? `statement ${result.serialNo} settled` : `statement ${result.serialNo} was already settled`]
    }
    case 'list': {
      const [mobile] = positionals
      if (!mobile) throw new ConsoleError(`usage: ${USAGE[2]}`)
      const user = await requireLandlord(deps.db, mobile, values.country!)
      const rows = await deps.db.selectFrom('settlement_statements').selectAll().where('user_id', '=', user.id)
        .orderBy('settlement_date', 'desc').limit(30).execute()
      const waiting = await deps.db.selectFrom('settlement_items').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', user.id).where('statement_id', 'is', null).executeTakeFirstOrThrow()
      return [
        ...rows.map((r) => `${r.serial_no}  ${r.state.padEnd(8)} ${r.settlement_date}  ${String(r.orders).padStart(3)} order(s)  ${r.actual_amount} ${r.currency} (minor units)`),
        `${Number(waiting.n)} stay(s) waiting for a statement`,
      ]
    }
    case 'account': {
      const [mobile] = positionals
      const currency = values.currency?.toUpperCase() ?? ''
      const fields = [values.name, values.number, values.bank, values.swift, values.address, values.code]
      if (!mobile || fields.some((v) => !v?.trim()) || !STATEMENT_CURRENCIES.includes(currency as StatementCurrency)) {
        throw new ConsoleError(`usage: ${USAGE[3]}`)
      }
      const user = await requireLandlord(deps.db, mobile, values.country!)
      if (user.is_oversea !== 1) throw new ConsoleError('a mainland host is paid into the wallet: foreign bank accounts are for overseas hosts')
      const row = {
        currency, account_name: values.name!.trim(), account_number: values.number!.replace(/\s+/g, ''), bank_name: values.bank!.trim(),
        swift_code: values.swift!.trim().toUpperCase(), bank_address: values.address!.trim(), bank_code: values.code!.trim(), updated_at: now,
      }
      await deps.db.insertInto('foreign_bank_accounts').values({ user_id: user.id, ...row })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(row)).execute()
      return [`landlord ${user.id}: statements now go to ${row.bank_name} ${row.account_number} (${currency})`]
    }
    case 'account-review': {
      const [mobile, decision] = positionals
      const reason = values.reason?.trim() ?? ''
      if (!mobile || (decision !== 'approve' && decision !== 'reject')) throw new ConsoleError(`usage: ${USAGE[5]}`)
      if (decision === 'reject' && (reason === '' || reason.length > REJECT_REASON_MAX)) {
        throw new ConsoleError(`a rejection needs --reason (at most ${REJECT_REASON_MAX} characters): the host sees it`)
      }
      const user = await requireLandlord(deps.db, mobile, values.country!)
      const change = await decideChange(deps.db, user.id, decision === 'approve' ? { approve: true } : { approve: false, reason }, now)
      if (!change) throw new ConsoleError(`landlord ${user.id} has no change of the bank account waiting`)
      return [decision === 'approve'
        ? `landlord ${user.id}: approved; statements now go to ${change.bank_name} ${change.account_number} (${change.currency})`
        : `landlord ${user.id}: rejected (${reason}); statements still go to the account on record`]
    }
    case 'wechat-scan':
    case 'wechat-authorize': {
      const [ticket] = positionals
      if (!ticket) throw new ConsoleError(`usage: ${sub === 'wechat-scan' ? USAGE[7] : USAGE[8]}`)
      let answer: WechatAnswer = { kind: 'scan' }
      if (sub === 'wechat-authorize') {
        if (values.refuse) answer = { kind: 'refuse' }
        else if (values.name?.trim()) answer = { kind: 'authorize', realName: values.name, openid: values.openid?.trim() || newOpenid() }
        else throw new ConsoleError(`usage: ${USAGE[8]}`)
      }
      const outcome = await wechatAnswer(deps, ticket, answer, now)
      if (outcome.state === 'authorised') return [`authorisation ${ticket}: authorised; WeChat ${outcome.channel?.realName} (${outcome.channel?.masked}) is now a payout channel`]
      if (outcome.state === 'refused') {
        return [outcome.refusal === 'nameMismatch'
          ? `authorisation ${ticket}: refused, WeChat's real name is not the host's verified real name`
          : `authorisation ${ticket}: refused in WeChat`]
      }
      return [`authorisation ${ticket}: ${outcome.state}`]
    }
    case 'alipay-account': {
      const [account, name] = positionals
      if (!account || !name?.trim()) throw new ConsoleError(`usage: ${USAGE[10]}`)
      try {
        const stored = await registerAlipayAccount(deps.db, account, name, now)
        return [`Alipay now knows ${stored}, held by ${name.trim()}`]
      } catch (error) {
        if (error instanceof WechatAnswerError) throw new ConsoleError(error.message)
        throw error
      }
    }
    default:
      throw new ConsoleError(`settle needs run, order, list, account, account-review, wechat-scan, wechat-authorize or alipay-account, got: ${sub ?? 'nothing'}`)
  }
}

async function wechatAnswer(deps: ConsoleDeps, ticket: string, answer: WechatAnswer, now: number) {
  try {
    return await answerWechatAuthorisation(deps.db, ticket, answer, now)
  } catch (error) {
    if (error instanceof WechatAnswerError) throw new ConsoleError(error.message)
    throw error
  }
}

import { agreementAccepted, WALLET_AGREEMENT } from '../../domain/wallet/limits'
import { ConsoleError } from './console-error'
import type { ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'
import { sendSystemMessage } from './messages'
import { reviewPayoutAccount, sendPayoutTransfer } from '../services/finance/payout'
import { parseTransferAmount } from '../../domain/payout/rules'
import { recordingProviders } from '../providers'
import { finishWithdrawal, walletBalance } from '../services/wallet/routes'
import { parse } from './args'

/** The wallet's outside world: the bank's answers to withdrawals (settlement credits it: `settle`). */
export async function walletCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const target = rest.find((arg) => !arg.startsWith('--')) ?? ''
  const fail = (error: unknown): never => {
    throw new ConsoleError(error instanceof Error ? error.message : String(error))
  }
  if (sub === 'show') {
    const { values } = parse(rest, { country: { type: 'string', default: '86' } }, 1)
    const user = await requireLandlord(deps.db, target, values.country as string)
    const balance = await walletBalance(deps.db, user.id)
    const withdrawals = await deps.db.selectFrom('withdrawals').select(['id', 'amount', 'state', 'created_at'])
      .where('user_id', '=', user.id).orderBy('created_at', 'desc').limit(20).execute()
    return [
      `+${user.country_code} ${user.mobile}: balance ${balance} fen`,
      ...withdrawals.map((w) => `${w.id}  ${String(w.state).padEnd(10)} ${w.amount} fen  ${new Date(Number(w.created_at)).toISOString()}`),
    ]
  }
  if (sub === 'complete' || sub === 'return') {
    const result = await finishWithdrawal(deps.db, target, sub === 'complete' ? 'completed' : 'returned', deps.now()).catch(fail)
    return [`withdrawal ${target} (${result.amount} fen, landlord ${result.userId}): ${sub === 'complete' ? 'completed' : 'returned to the wallet'}`]
  }
  if (sub === 'agreement') {
    // which version of the wallet's agreement the host accepted; --reset asks for it again (decision 0082)
    const { values } = parse(rest, { country: { type: 'string', default: '86' }, reset: { type: 'boolean' } }, 1)
    const user = await requireLandlord(deps.db, target, values.country as string)
    if (values.reset) await deps.db.deleteFrom('wallet_agreements').where('user_id', '=', user.id).execute()
    const row = await deps.db.selectFrom('wallet_agreements').select(['version', 'accepted_at']).where('user_id', '=', user.id).executeTakeFirst()
    return [row
      ? `+${user.country_code} ${user.mobile}: accepted version ${row.version} at ${new Date(Number(row.accepted_at)).toISOString()}${agreementAccepted(row.version) ? '' : ` (the current one is ${WALLET_AGREEMENT.version}: asked again)`}`
      : `+${user.country_code} ${user.mobile}: the wallet's agreement (version ${WALLET_AGREEMENT.version}) not accepted: the withdraw dialog asks for it`]
  }
  throw new ConsoleError(`wallet needs show, complete, return or agreement, got: ${sub ?? 'nothing'}`)
}

/** A landlord's payout accounts, newest first, with the ids the review commands take. */
export async function payoutList(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, { country: { type: 'string', default: '86' } }, 1)
  const user = await requireLandlord(deps.db, positionals[0] ?? '', values.country as string)
  const rows = await deps.db.selectFrom('payout_accounts').select(['id', 'account_type', 'state', 'details', 'reject_reason'])
    .where('user_id', '=', user.id).orderBy('created_at', 'desc').execute()
  if (rows.length === 0) return [`+${user.country_code} ${user.mobile} has no payout account`]
  return rows.map((row) => {
    const details = JSON.parse(row.details) as { shortName?: string; bankName?: string; holderName?: string }
    const reason = row.reject_reason ? `  (${row.reject_reason})` : ''
    return `${row.id}  ${row.state.padEnd(19)} ${row.account_type.padEnd(7)} ${details.shortName ?? ''} · ${details.bankName ?? ''} · ${details.holderName ?? ''}${reason}`
  })
}

/** Staff review a payout account; the host is told by a system message (decision 0044). */
export async function payoutReview(deps: ConsoleDeps, decision: 'approve' | 'reject', args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, { reason: { type: 'string' } }, 1)
  const id = positionals[0] ?? ''
  const reason = typeof values.reason === 'string' ? values.reason : null
  if (decision === 'reject' && !reason?.trim()) throw new ConsoleError('--reason is required to reject')
  const result = await reviewPayoutAccount(deps.db, id, decision, reason, deps.now()).catch((error: unknown) => {
    throw new ConsoleError(error instanceof Error ? error.message : String(error))
  })
  const approved = result.state === 'approved'
  const content = approved
    ? `您的收款账户「${result.shortName}」已审核通过，可用于提现。`
    : `您的收款账户「${result.shortName}」未通过审核：${reason!.trim()}。请修改后重新提交。`
  await sendSystemMessage(deps.db, result.userId, {
    title: approved ? '收款账户审核通过' : '收款账户审核未通过', content, jumpUrl: '/settle/merchantlist',
  }, deps.now())
  // business rules 9: the result is sent by SMS too (recorded like every message: `codes <mobile>` shows it)
  const user = await deps.db.selectFrom('users').select(['mobile', 'country_code']).where('id', '=', result.userId).executeTakeFirstOrThrow()
  await recordingProviders(deps.db, deps.now).sms.send({ target: `+${user.country_code} ${user.mobile}`, scene: 'payoutReview', code: '', body: content })
  return [`payout account ${id}: ${result.state}`, `landlord ${result.userId} told by a system message and an SMS`]
}

/**
 * The bank's small transfer to a public account waiting for it (decision 0045): a random amount of
 * 0.01-0.99 yuan and serial unless given. The host is told to look at the statement; the figures
 * are printed here only (the host reads them from the bank).
 */
export async function payoutTransfer(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, { amount: { type: 'string' }, serial: { type: 'string' } }, 1)
  const id = positionals[0] ?? ''
  let amount: number | undefined
  if (typeof values.amount === 'string') {
    const fen = parseTransferAmount(values.amount)
    if (fen === null || fen >= 100) throw new ConsoleError('--amount is 0.01 to 0.99 (yuan)')
    amount = fen
  }
  const serial = typeof values.serial === 'string' ? values.serial.trim().toUpperCase() : undefined
  if (serial !== undefined && !/^[0-9A-Z]{4,12}$/.test(serial)) throw new ConsoleError('--serial is 4-12 letters or digits')
  const sent = await sendPayoutTransfer(deps.db, id, deps.now(), { amount, serial }).catch((error: unknown) => {
    throw new ConsoleError(error instanceof Error ? error.message : String(error))
  })
  await sendSystemMessage(deps.db, sent.userId, {
    title: '收款账户打款验证',
    content: `银行已向您的收款账户「${sent.shortName}」转入一笔小额款项。请查看银行流水，在收款账户列表中填写金额和认证流水号完成验证。`,
    jumpUrl: '/settle/merchantlist',
  }, deps.now())
  return [`payout account ${id}: transfer of ${(sent.amount / 100).toFixed(2)} yuan, serial ${sent.serial}`, `landlord ${sent.userId} told by a system message`]
}

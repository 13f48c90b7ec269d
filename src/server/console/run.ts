import { parseArgs } from 'node:util'
import { calendarBook, calendarShow } from './calendar'
import { calendarFeeds, calendarImportNow } from './calendar-feeds'
import { listSentCodes } from './codes'
import { ConsoleError } from './console-error'
import { showFile } from './files'
import type { ConsoleDeps } from './console-error'
import { createLandlord, describeLandlord, parseManager, requireLandlord, setLandlord } from './landlords'
import type { LandlordFlags } from './landlords'
import {
  approve, decideAddressCommand, listLandlordListings, reasonCatalogue, reject, setRateCommand, showListing, showRates,
} from './listings'
import { sendSystemMessage } from './messages'
import { ORDER_HELP, orderCommand } from './orders'
import { decideRealName } from './realname'
import { reviewPayoutAccount, sendPayoutTransfer } from '../services/finance/payout'
import { hotelCommand } from './hotels'
import { qualificationCommand } from './qualifications'
import { parseTransferAmount } from '../../domain/payout/rules'
import { recordingProviders } from '../providers'
import { finishWithdrawal, walletBalance } from '../services/wallet/routes'
import { SETTLE_HELP, settleCommand } from './settlement'
import { INVOICE_HELP, invoiceCommand } from './invoices'
import { REVIEW_HELP, reviewCommand } from './reviews'
import { ACTIVITY_HELP, activityCommand } from './activities'
import { NOTICE_HELP, noticeCommand } from './notices'
import { PENALTY_HELP, penaltyCommand } from './penalties'
import { SOCIAL_HELP, socialCommand } from './social'
import { CHAT_HELP, chatCommand } from './chat'
import { PMS_HELP, pmsCommand } from './pms'
import { JOBS_HELP, jobsCommand } from './jobs'
import { DB_HELP, dbCommand } from './copy-to-postgres'
import { seedDemo } from './seed'

export type ConsoleResult = { code: number; out: string[]; err: string[] }

/** Runs one console command (argv without node and script); never exits the process. */
export async function runConsole(argv: readonly string[], deps: ConsoleDeps): Promise<ConsoleResult> {
  try {
    return { code: 0, out: await dispatch([...argv], deps), err: [] }
  } catch (error) {
    if (error instanceof ConsoleError) return { code: 1, out: [], err: [`error: ${error.message}`, 'run "help" for usage'] }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      return { code: 1, out: [], err: [`error: ${error.message}`, 'run "help" for usage'] }
    }
    throw error
  }
}

async function dispatch(argv: string[], deps: ConsoleDeps): Promise<string[]> {
  const [command, sub, ...rest] = argv
  switch (command) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return HELP
    case 'seed':
      return seed(deps, [sub, ...rest])
    case 'codes':
      return codes(deps, [sub, ...rest])
    case 'landlord':
      if (sub === 'create') return landlordCreate(deps, rest)
      if (sub === 'set') return landlordSet(deps, rest)
      if (sub === 'show') return landlordShow(deps, rest)
      throw new ConsoleError(`landlord needs create, set or show, got: ${sub ?? 'nothing'}`)
    case 'realname':
      if (sub === 'approve' || sub === 'reject') return realname(deps, sub, rest)
      throw new ConsoleError(`realname needs approve or reject, got: ${sub ?? 'nothing'}`)
    case 'listing':
      return listingCommand(deps, sub, rest)
    case 'address':
      if (sub === 'approve' || sub === 'reject') return addressDecision(deps, sub, rest)
      throw new ConsoleError(`address needs approve or reject, got: ${sub ?? 'nothing'}`)
    case 'rates':
      if (sub === 'show') return showRates(deps.db)
      if (sub === 'set') {
        const { positionals } = parse(rest, {}, 2)
        return setRateCommand(deps.db, positionals[0] ?? '', positionals[1] ?? '', deps.now())
      }
      throw new ConsoleError(`rates needs show or set, got: ${sub ?? 'nothing'}`)
    case 'calendar':
      return calendarCommand(deps, sub, rest)
    case 'order':
      return orderCommand(deps, sub, rest)
    case 'message':
      if (sub === 'send') return messageSend(deps, rest)
      throw new ConsoleError(`message needs send, got: ${sub ?? 'nothing'}`)
    case 'payout':
      if (sub === 'approve' || sub === 'reject') return payoutReview(deps, sub, rest)
      if (sub === 'list') return payoutList(deps, rest)
      if (sub === 'transfer') return payoutTransfer(deps, rest)
      throw new ConsoleError(`payout needs list, approve, reject or transfer, got: ${sub ?? 'nothing'}`)
    case 'wallet':
      return walletCommand(deps, sub, rest)
    case 'settle':
      return settleCommand(deps, sub, rest)
    case 'invoice':
      return invoiceCommand(deps, sub, rest)
    case 'review':
      return reviewCommand(deps, sub, rest)
    case 'activity':
      return activityCommand(deps, sub, rest)
    case 'notice':
      return noticeCommand(deps, sub, rest)
    case 'penalty':
      return penaltyCommand(deps, sub, rest)
    case 'chat':
      return chatCommand(deps, sub, rest)
    case 'pms':
      return pmsCommand(deps, sub, rest)
    case 'jobs':
      return jobsCommand(deps, sub)
    case 'db':
      return dbCommand(deps, sub, rest)
    case 'social':
      return socialCommand(deps, sub, rest)
    case 'hotel':
      return hotelCommand(deps, sub, rest)
    case 'qualification':
      return qualificationCommand(deps, sub, rest)
    case 'files':
      if (sub === 'show') return showFile(deps, parse(rest, {}, 1).positionals[0] ?? '')
      throw new ConsoleError(`files needs show, got: ${sub ?? 'nothing'}`)
    default:
      throw new ConsoleError(`unknown command: ${command}`)
  }
}

async function calendarCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseSome(rest, { country: { type: 'string', default: '86' } })
  const country = str(values.country)
  if (sub === 'book') return calendarBook(deps, positionals, country)
  if (sub === 'show') return calendarShow(deps, positionals, country)
  if (sub === 'feeds') return calendarFeeds(deps, positionals, country)
  if (sub === 'import-now') return calendarImportNow(deps, positionals)
  throw new ConsoleError(`calendar needs book, show, feeds or import-now, got: ${sub ?? 'nothing'}`)
}

async function seed(deps: ConsoleDeps, args: Array<string | undefined>): Promise<string[]> {
  parse(args, {}, 0)
  const accounts = await seedDemo(deps.db, deps.config, deps.now())
  if (accounts.length === 0) return ['the database already has users: nothing seeded']
  return ['Demo accounts:', ...accounts.map((a) => `  ${a.label}: ${a.login} / ${a.password}`)]
}

async function codes(deps: ConsoleDeps, args: Array<string | undefined>): Promise<string[]> {
  const { values, positionals } = parse(args, { country: { type: 'string', default: '86' } }, 1)
  const target = positionals[0] ?? ''
  const sent = await listSentCodes(deps.db, target, values.country as string)
  if (sent.length === 0) return [`no codes sent to ${target}`]
  return sent.map((c) => `${new Date(c.at).toISOString()}  ${c.scene.padEnd(14)} ${c.code}  (${c.channel} ${c.target})`)
}

async function landlordCreate(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values } = parse(args, {
    mobile: { type: 'string' }, country: { type: 'string', default: '86' }, password: { type: 'string' },
    name: { type: 'string' }, 'id-card': { type: 'string' }, passport: { type: 'string' }, city: { type: 'string' },
    overseas: { type: 'boolean' }, white: { type: 'boolean' }, ka: { type: 'boolean' }, realname: { type: 'boolean' },
    'merchant-white': { type: 'boolean' }, manager: { type: 'string' },
  }, 0)
  if (typeof values.mobile !== 'string') throw new ConsoleError('--mobile is required')
  const flags: LandlordFlags = {
    ...textFlags(values),
    ...(values.overseas ? { overseas: true } : {}),
    ...(values.white ? { white: true } : {}),
    ...(values.ka ? { ka: true } : {}),
    ...(values.realname ? { realname: true } : {}),
    ...(values['merchant-white'] ? { merchantWhite: true } : {}),
  }
  const user = await createLandlord(deps.db, {
    ...flags, mobile: values.mobile, country: values.country as string,
    ...(typeof values.password === 'string' ? { password: values.password } : {}),
  }, deps.now())
  return [`created landlord ${user.id}`, ...(await describeLandlord(deps.db, user.mobile, user.country_code))]
}

async function landlordSet(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, {
    country: { type: 'string', default: '86' }, name: { type: 'string' }, 'id-card': { type: 'string' },
    passport: { type: 'string' }, city: { type: 'string' }, manager: { type: 'string' },
    overseas: { type: 'string' }, white: { type: 'string' }, ka: { type: 'string' }, realname: { type: 'string' },
    'merchant-white': { type: 'string' },
  }, 1)
  const flags: LandlordFlags = { ...textFlags(values) }
  const onOff = { overseas: 'overseas', white: 'white', ka: 'ka', realname: 'realname', 'merchant-white': 'merchantWhite' } as const
  for (const [option, key] of Object.entries(onOff)) {
    const value = values[option]
    if (typeof value === 'string') flags[key] = parseOnOff(option, value)
  }
  if (Object.keys(flags).length === 0) throw new ConsoleError('landlord set needs at least one option to change')
  const mobile = positionals[0] ?? ''
  const user = await setLandlord(deps.db, mobile, values.country as string, flags)
  return [`updated landlord ${user.id}`, ...(await describeLandlord(deps.db, user.mobile, user.country_code))]
}

async function landlordShow(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, { country: { type: 'string', default: '86' } }, 1)
  return describeLandlord(deps.db, positionals[0] ?? '', values.country as string)
}

async function realname(deps: ConsoleDeps, decision: 'approve' | 'reject', args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, { country: { type: 'string', default: '86' } }, 1)
  const result = await decideRealName(deps.db, positionals[0] ?? '', values.country as string, decision)
  return [`landlord ${result.userId}: real-name ${result.state}`]
}

/** The wallet's outside world: the bank's answers to withdrawals (settlement credits it: `settle`). */
async function walletCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
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
  throw new ConsoleError(`wallet needs show, complete or return, got: ${sub ?? 'nothing'}`)
}

/** A landlord's payout accounts, newest first, with the ids the review commands take. */
async function payoutList(deps: ConsoleDeps, args: string[]): Promise<string[]> {
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
async function payoutReview(deps: ConsoleDeps, decision: 'approve' | 'reject', args: string[]): Promise<string[]> {
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
async function payoutTransfer(deps: ConsoleDeps, args: string[]): Promise<string[]> {
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

async function messageSend(deps: ConsoleDeps, args: string[]): Promise<string[]> {
  const { values, positionals } = parse(args, {
    country: { type: 'string', default: '86' }, title: { type: 'string' }, content: { type: 'string' },
    tips: { type: 'string' }, jump: { type: 'string' },
  }, 1)
  const user = await requireLandlord(deps.db, positionals[0] ?? '', values.country as string)
  const id = await sendSystemMessage(deps.db, user.id, {
    title: str(values.title), content: str(values.content), tips: str(values.tips), jumpUrl: str(values.jump),
  }, deps.now())
  return [`system message ${id} sent to landlord ${user.id} (+${user.country_code} ${user.mobile})`]
}

async function listingCommand(deps: ConsoleDeps, sub: string | undefined, args: string[]): Promise<string[]> {
  switch (sub) {
    case 'list': {
      const { values, positionals } = parse(args, { country: { type: 'string', default: '86' } }, 1)
      return listLandlordListings(deps.db, positionals[0] ?? '', values.country as string)
    }
    case 'show':
      return showListing(deps.db, parse(args, {}, 1).positionals[0] ?? '')
    case 'approve':
      return approve(deps.db, parse(args, {}, 1).positionals[0] ?? '', deps.now())
    case 'reject': {
      const { values, positionals } = parseSome(args, { note: { type: 'string' } })
      const [luId, ...codes] = positionals
      if (!luId) throw new ConsoleError('listing reject needs <luId> <reasonCode...>')
      return reject(deps.db, luId, codes, str(values.note), deps.now())
    }
    case 'reasons':
      parse(args, {}, 0)
      return reasonCatalogue()
    default:
      throw new ConsoleError(`listing needs list, show, approve, reject or reasons, got: ${sub ?? 'nothing'}`)
  }
}

async function addressDecision(deps: ConsoleDeps, outcome: 'approve' | 'reject', args: string[]): Promise<string[]> {
  const { values, positionals } = parseSome(args, { note: { type: 'string' } })
  const [luId, ...codes] = positionals
  if (!luId) throw new ConsoleError(`address ${outcome} needs <luId>`)
  if (outcome === 'approve' && codes.length > 0) throw new ConsoleError(`unexpected argument: ${codes.join(' ')}`)
  return decideAddressCommand(deps.db, outcome, luId, codes, str(values.note), deps.now())
}

/** Like parse, for commands with a variable number of positionals. */
function parseSome(args: string[], options: OptionSpec): { values: Values; positionals: string[] } {
  const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true })
  return { values: values as Values, positionals }
}

type OptionSpec = Record<string, { type: 'string' | 'boolean'; default?: string }>
type Values = Record<string, string | boolean | undefined>

/** Strict option parsing: unknown options and a wrong number of positionals are errors. */
function parse(args: Array<string | undefined>, options: OptionSpec, positionalCount: number): { values: Values; positionals: string[] } {
  const { values, positionals } = parseArgs({
    args: args.filter((a): a is string => a !== undefined), options, allowPositionals: true, strict: true,
  })
  if (positionals.length !== positionalCount) {
    throw new ConsoleError(positionalCount === 0
      ? `unexpected argument: ${positionals.join(' ')}`
      : `expected ${positionalCount} argument(s) (mobile), got ${positionals.length}`)
  }
  return { values: values as Values, positionals }
}

function textFlags(values: Values): LandlordFlags {
  const flags: LandlordFlags = {}
  if (typeof values.name === 'string') flags.name = values.name
  if (typeof values['id-card'] === 'string') flags.idCardNo = values['id-card']
  if (typeof values.passport === 'string') flags.passportNo = values.passport
  if (typeof values.city === 'string') flags.city = values.city
  if (typeof values.manager === 'string') flags.manager = parseManager(values.manager)
  return flags
}

export function parseOnOff(option: string, value: string): boolean {
  const v = value.trim().toLowerCase()
  if (v === 'on' || v === 'yes' || v === '1' || v === 'true') return true
  if (v === 'off' || v === 'no' || v === '0' || v === 'false') return false
  throw new ConsoleError(`--${option} takes on or off, got: ${value}`)
}

function str(value: string | boolean | undefined): string {
  return typeof value === 'string' ? value : ''
}

export const HELP = [
  'Marketplace console (staff side). Usage: npm run console -- <command>',
  '',
  '  codes <mobile|email> [--country 86]          codes sent by SMS or e-mail, newest first',
  '  landlord create --mobile M [--country 86] [--password P] [--name N] [--id-card X]',
  '                  [--passport X] [--city CODE] [--overseas] [--white] [--ka] [--realname]',
  '                  [--merchant-white] [--manager "Name,Mobile,StaffNo"]',
  '  landlord set <mobile> [--country 86] [--overseas on|off] [--white on|off] [--ka on|off]',
  '                  [--realname on|off] [--merchant-white on|off] [--manager "..."|none]',
  '                  [--name N] [--id-card X] [--passport X] [--city CODE]',
  '  landlord show <mobile> [--country 86]',
  '  realname approve <mobile> [--country 86]    approve a pending overseas verification',
  '  payout list <mobile> [--country 86]         a landlord\'s payout accounts with their ids and states',
  '  payout approve <account id>                 approve a payout account under review (the host gets a system message)',
  '  payout reject <account id> --reason TEXT    reject it with the reason the host reads',
  '  hotel list <mobile>                          a landlord\'s hotels with their ids and states',
  '  hotel rooms <hotel id>                       its room types and products with their ids (order book-room takes them)',
  '  hotel approve <hotel id>                     approve a hotel under review (it goes online; the host gets a system message)',
  '  hotel reject <hotel id> --reason CODE [--note TEXT]  reject it with reasons (hotel reasons lists them)',
  '  qualification list <mobile>                  a landlord\'s B&B listing qualifications with their states',
  '  qualification approve <luId>                 approve a qualification under review (the host gets a system message)',
  '  qualification reject <luId> --reason TEXT    reject it with the reason the host reads',
  '  payout transfer <account id> [--amount 0.37] [--serial AB12CD]',
  '                                              the bank\'s small transfer to a public account (random unless given)',
  '  wallet show <mobile> [--country 86]         a landlord\'s balance and latest withdrawals (with their ids)',
  '  wallet complete|return <withdrawal id>      the bank paid a withdrawal out, or returned it to the wallet',
  '  realname reject <mobile> [--country 86]     reject it (the landlord may submit again)',
  '  message send <mobile> [--country 86] --title T --content C [--tips X] [--jump /path]',
  '  listing list <mobile> [--country 86]        the landlord\'s listings with their labels',
  '  listing show <luId>                         states, steps, photos and reviews of a listing',
  '  listing approve <luId>                      approve the waiting listing or modification review',
  '  listing reject <luId> <reasonCode...> [--note text]   reject it with reasons (see listing reasons)',
  '  listing reasons                             the rejection reason codes (business rules 8)',
  '  address approve <luId>                      approve the waiting address review',
  '  address reject <luId> [reasonCode...] [--note text]   reject it (default reason addressMap)',
  '  calendar show <mobile> [luId] [--country 86]   the next 14 nights of the landlord\'s calendars',
  '  calendar book <mobile> <luId> <date> [nights] [count]   a guest books units (takes stock)',
  '  calendar feeds <mobile> [--country 86]     export addresses, import feeds (last success/error, stale), double bookings',
  '  calendar import-now                         import every outside calendar now (the hourly job)',
  '  rates show | rates set <USD|JPY> <rate>     exchange rates: units of the currency for 1 RMB',
  ...ORDER_HELP,
  ...SETTLE_HELP,
  ...INVOICE_HELP,
  ...REVIEW_HELP,
  ...ACTIVITY_HELP,
  ...NOTICE_HELP,
  ...PENALTY_HELP,
  ...SOCIAL_HELP,
  ...CHAT_HELP,
  ...PMS_HELP,
  ...JOBS_HELP,
  ...DB_HELP,
  '  files show <path|url>                       where a stored upload is on disk (private ID images too), its owner',
  '  seed                                        demo accounts (only into an empty database)',
  '  help',
  '',
  'A mobile may carry its calling code: "+81 09012345678". Data: DATA_DIR (default ./data).',
]

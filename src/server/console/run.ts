import { calendarBook, calendarShow } from './calendar'
import { calendarFeeds, calendarImportNow } from './calendar-feeds'
import { listSentCodes } from './codes'
import { ConsoleError } from './console-error'
import { FILES_HELP, moveFiles, showFile } from './files'
import type { ConsoleDeps } from './console-error'
import {
  approve, decideAddressCommand, listLandlordListings, reasonCatalogue, reject, setRateCommand, showListing, showRates,
} from './listings'
import { ORDER_HELP, orderCommand } from './orders'
import { hotelCommand } from './hotels'
import { qualificationCommand } from './qualifications'
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
import { parse, parseSome, str } from './args'
import { landlordCreate, landlordSet, landlordShow, messageSend, realname } from './landlord-commands'
import { payoutList, payoutReview, payoutTransfer, walletCommand } from './money-commands'

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
      if (sub === 'move') return moveFiles(deps, rest)
      throw new ConsoleError(`files needs show or move, got: ${sub ?? 'nothing'}`)
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
  '  hotel qualification <hotel id>               its qualification as saved: business and hotel licence fields (expired marked), scans',
  '  hotel approve <hotel id>                     approve a hotel under review (it goes online; the host gets a system message), or an online hotel\'s change (it goes live)',
  '  hotel reject <hotel id> --reason CODE [--note TEXT]  reject it, or the change, with reasons (hotel reasons lists them)',
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
  ...FILES_HELP,
  '  seed                                        demo accounts (only into an empty database)',
  '  help',
  '',
  'A mobile may carry its calling code: "+81 09012345678". Data: DATA_DIR (default ./data).',
]

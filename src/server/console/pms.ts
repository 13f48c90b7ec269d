import { parseArgs } from 'node:util'
import { PMS_PARTNERS } from '../../domain/pms/rules'
import { ConsoleError, type ConsoleDeps } from './console-error'
import { requireLandlord } from './landlords'
import { simulatePms } from './pms-simulator'
import { openSandbox, SandboxError } from '../services/pms/sandbox'
import { bookRoomTypeOrder } from '../services/order/book'
import { syncAllConnections } from '../services/pms/sync-job'
import { fetchLimitsOf } from '../services/calendar/feeds-import'
import { unitToday } from '../../domain/calendar/zones'
import { addDays } from '../../domain/calendar/dates'

const USAGE = [
  'pms list <host mobile> [--country 86]         the host\'s direct connections with their state, keys and rooms',
  'pms open <connectionId>                       the platform opens a connection waiting for opening (it becomes connected)',
  'pms sync-now                                  the hourly pull of every connected PMS with a sync address, now',
  'pms simulate --key KEY [--base URL] [--from yyyy-MM-dd] [--days 7] [--price 688] [--stock 5] [--rooms CODE:Name,...] [--since CURSOR] [--real]',
  '                                              a PMS on a sandbox key (a real connection\'s only with --real)',
  'pms sandbox <connectionId>                    the connection\'s sandbox (a test store; made once) and a new test key, shown once',
  'pms sandbox-book <sandboxConnectionId> <roomCode> [--from yyyy-MM-dd] [--nights 2] [--rate-plan CODE]',
  '                                              a fake guest books a sandbox room (cancel it with order cancel)',
  '                                              plays the PMS against a server: announces rooms, pushes nights of bound rooms, pulls orders',
]
export const PMS_HELP = USAGE.map((line) => `  ${line}`)

/** `pms ...`: the platform's side of direct connection (issue 20, decision 0064). */
export async function pmsCommand(deps: ConsoleDeps, sub: string | undefined, rest: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: rest, allowPositionals: true, strict: true,
    options: {
      country: { type: 'string', default: '86' }, key: { type: 'string' }, base: { type: 'string', default: 'http://localhost:8080' },
      from: { type: 'string' }, days: { type: 'string', default: '7' }, price: { type: 'string', default: '688' }, stock: { type: 'string', default: '5' },
      rooms: { type: 'string', default: 'SIM-DBL:Double room,SIM-TWN:Twin room,SIM-STE:Suite' }, since: { type: 'string' },
      real: { type: 'boolean', default: false }, nights: { type: 'string', default: '2' }, 'rate-plan': { type: 'string' },
    },
  })
  const now = deps.now()
  switch (sub) {
    case 'list': {
      const host = await requireLandlord(deps.db, positionals[0] ?? '', values.country!)
      const rows = await deps.db.selectFrom('pms_connections').selectAll().where('user_id', '=', host.id).orderBy('created_at').execute()
      if (rows.length === 0) return [`landlord ${host.id}: no direct connections`]
      const lines: string[] = []
      for (const row of rows) {
        const keys = await deps.db.selectFrom('pms_keys').select(['prefix', 'revoked_at']).where('connection_id', '=', row.id).execute()
        const rooms = await deps.db.selectFrom('pms_rooms').select(['room_code', 'room_type_lu_id']).where('connection_id', '=', row.id).orderBy('position').execute()
        const partner = PMS_PARTNERS.find((p) => p.partnerId === row.partner_id)?.name ?? row.partner_id
        lines.push(`${row.id}  ${partner}  store ${row.store_lu_id}  hotel code ${row.pms_hotel_code}  ${row.state}`)
        lines.push(`  keys: ${keys.map((k) => `${k.prefix}…${k.revoked_at === null ? '' : ' (revoked)'}`).join(', ') || 'none'}`)
        lines.push(`  rooms: ${rooms.map((r) => `${r.room_code}${r.room_type_lu_id ? ` -> ${r.room_type_lu_id}` : ''}`).join(', ') || 'none announced'}`)
        const sandbox = await deps.db.selectFrom('pms_connections').select('id').where('sandbox_of', '=', row.id).executeTakeFirst()
        if (sandbox) lines.push(`  sandbox: ${sandbox.id}`)
      }
      return lines
    }
    case 'open': {
      const id = positionals[0] ?? ''
      const row = await deps.db.selectFrom('pms_connections').selectAll().where('id', '=', id).executeTakeFirst()
      if (!row) throw new ConsoleError(`no connection ${id || '(none given)'}`)
      if (row.state === 'connected') return [`connection ${id} is already connected`]
      await deps.db.updateTable('pms_connections').set({ state: 'connected', opened_at: now }).where('id', '=', id).where('state', '=', 'waitingOpen').execute()
      return [`connection ${id} connected: the host can create an API key for the PMS`]
    }
    case 'sync-now': {
      const run = await syncAllConnections(deps.db, now, fetchLimitsOf(deps.config))
      return [`${run.connections} connections with a sync address: ${run.applied} applied, ${run.unchanged} unchanged, ${run.failed} failed`]
    }
    case 'simulate': {
      if (!values.key) throw new ConsoleError('--key KEY is required (the key the host created for the connection)')
      const days = Number(values.days)
      const price = Number(values.price)
      const stock = Number(values.stock)
      if (!Number.isInteger(days) || days < 1 || days > 366) throw new ConsoleError('--days: 1 to 366')
      if (!Number.isInteger(price) || price < 1 || !Number.isInteger(stock) || stock < 0) throw new ConsoleError('--price and --stock: whole numbers (the price in whole units of the store\'s currency)')
      const rooms = values.rooms!.split(',').map((pair) => {
        const [code, ...name] = pair.split(':')
        return { roomCode: code!.trim(), name: name.join(':').trim() || code!.trim(), ratePlans: [{ ratePlanCode: 'BAR', name: 'Best available rate' }, { ratePlanCode: 'BB', name: 'Bed and breakfast' }] }
      })
      try {
        const report = await simulatePms({
          base: values.base!.replace(/\/$/, ''), key: values.key, rooms, from: values.from ?? addDays(unitToday('CHN', now), 1), days, price, stock,
          ...(values.since ? { since: values.since } : {}), real: values.real ?? false,
        })
        return report.lines
      } catch (error) {
        // what the PMS was refused, said as the console says a refusal
        throw new ConsoleError(error instanceof Error ? error.message : String(error))
      }
    }
    case 'sandbox': {
      try {
        const { sandbox, key, created } = await openSandbox(deps.db, positionals[0] ?? '', now)
        const rooms = await deps.db.selectFrom('listings').select('title').where('parent_lu_id', '=', sandbox.store_lu_id).where('kind', '=', 'roomType').orderBy('created_at').execute()
        return [
          `${created ? 'sandbox made' : 'sandbox'} ${sandbox.id} for connection ${sandbox.sandbox_of}: test store with ${rooms.map((r) => r.title).join(', ')}`,
          `test key (shown once): ${key}`,
          'rooms the PMS announces with it are mapped at once; book one with pms sandbox-book',
        ]
      } catch (error) {
        if (error instanceof SandboxError) throw new ConsoleError(error.message)
        throw error
      }
    }
    case 'sandbox-book': {
      const [id, roomCode] = positionals
      const sandbox = await deps.db.selectFrom('pms_connections').selectAll().where('id', '=', id ?? '').executeTakeFirst()
      if (!sandbox || sandbox.sandbox_of === null) throw new ConsoleError(`no sandbox connection ${id ?? '(none given)'}: pms sandbox <connectionId> makes one`)
      const room = await deps.db.selectFrom('pms_rooms').selectAll().where('connection_id', '=', sandbox.id).where('room_code', '=', roomCode ?? '').executeTakeFirst()
      if (!room?.room_type_lu_id) throw new ConsoleError(`the sandbox has no mapped room ${roomCode ?? '(none given)'}: announce it with PUT /rooms first`)
      const plan = values['rate-plan'] === undefined ? undefined
        : await deps.db.selectFrom('pms_rate_plans').select('product_id').where('connection_id', '=', sandbox.id).where('room_code', '=', room.room_code).where('rate_plan_code', '=', values['rate-plan']).executeTakeFirst()
      if (values['rate-plan'] !== undefined && !plan?.product_id) throw new ConsoleError(`no mapped rate plan ${values['rate-plan']} on ${room.room_code}`)
      const nights = Number(values.nights)
      if (!Number.isInteger(nights) || nights < 1 || nights > 30) throw new ConsoleError('--nights: 1 to 30')
      const order = await bookRoomTypeOrder(deps.db, {
        roomTypeId: room.room_type_lu_id, checkIn: values.from ?? addDays(unitToday('CHN', now), 1), nights, rooms: 1,
        guests: [{ name: 'Sandbox Guest', credentialType: 'passport', credentialNo: 'SANDBOX01', age: 30 }], booker: { name: 'Sandbox Guest', phone: '13800000000' },
        ...(plan?.product_id ? { productId: plan.product_id } : {}),
      }, now)
      return [`booked ${order.order_no}: ${room.room_code} ${order.check_in}..${order.check_out}, rent ${Number(order.rent) / 100} ${order.currency} (the PMS hears of it by webhook or pull)`]
    }
    default:
      throw new ConsoleError(`pms needs list, open, sync-now, simulate, sandbox or sandbox-book, got: ${sub ?? 'nothing'}`)
  }
}

import { randomUUID } from 'node:crypto'
import { addDays } from '../../domain/calendar/dates'
import { OPEN_API_PREFIX } from '../../domain/pms/open-api'
import type { OpenOrder } from '../../domain/pms/open-api'

export type SimulatedRoom = { roomCode: string; name: string; ratePlans: Array<{ ratePlanCode: string; name: string }> }

export type SimulationInput = {
  /** The server's origin, e.g. http://localhost:8080. */
  base: string
  key: string
  rooms: readonly SimulatedRoom[]
  /** The first night pushed and how many. */
  from: string
  days: number
  /** Whole units of the store's currency (the calendar's). */
  price: number
  stock: number
  /** The cursor of the last pull (from a previous run), '' for all. */
  since?: string
  /** Run on a real connection's key too (its announced rooms replace the PMS's, its calendar changes); otherwise only a sandbox key. */
  real?: boolean
  fetch?: typeof fetch
}

export type SimulationReport = {
  lines: string[]
  /** The rooms the platform reports bound, pushed; the others it did not take. */
  pushed: string[]
  orders: OpenOrder[]
  cursor: string
}

/**
 * A channel manager as the platform meets one (issue 20): it announces its rooms and rate plans,
 * pushes a run of nights of price and stock for the rooms the platform says are bound (each push
 * with its own Idempotency-Key, sent again on a lost answer with the same key), then pulls the
 * orders page by page from its cursor. The console's `pms simulate` runs it against a server;
 * the tests run it against theirs.
 */
export async function simulatePms(input: SimulationInput): Promise<SimulationReport> {
  const send = input.fetch ?? fetch
  const lines: string[] = []
  const call = async (method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: any }> => {
    const idemKey = randomUUID()
    for (let attempt = 1; ; attempt++) {
      try {
        const res = await send(`${input.base}${OPEN_API_PREFIX}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${input.key}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': idemKey }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
        if (res.status === 429 && attempt < 5) {
          await new Promise((resolve) => setTimeout(resolve, Number(res.headers.get('retry-after') ?? 1) * 1000))
          continue
        }
        return { status: res.status, body: await res.json() }
      } catch (error) {
        // a lost answer: the same request with the same key again (the platform applies it once)
        if (attempt >= 3) throw error
      }
    }
  }
  // a real connection's rooms and calendar are the host's: the simulator keeps to sandboxes unless told (decision 0079)
  const store = await call('GET', '/store')
  if (store.status !== 200) throw new Error(`store refused: ${store.status} ${JSON.stringify(store.body)}`)
  if (!store.body.sandbox && !input.real) {
    throw new Error(`this key is the real connection of ${store.body.name}: announcing rooms would replace its PMS rooms and their bindings. Use a sandbox key (pms sandbox <connectionId>), or --real to go on`)
  }
  lines.push(`${store.body.sandbox ? 'sandbox' : 'real'} store ${store.body.name}`)
  const announced = await call('PUT', '/rooms', { rooms: input.rooms })
  if (announced.status !== 200) throw new Error(`rooms refused: ${announced.status} ${JSON.stringify(announced.body)}`)
  const states = announced.body.rooms as Array<{ roomCode: string; state: string }>
  lines.push(`announced ${states.length} rooms: ${states.map((r) => `${r.roomCode} (${r.state})`).join(', ')}`)
  const bound = states.filter((r) => r.state === 'bound').map((r) => r.roomCode)
  if (bound.length > 0) {
    const to = addDays(input.from, input.days - 1)
    const pushed = await call('POST', '/availability', { updates: bound.map((roomCode) => ({ roomCode, from: input.from, to, price: input.price, stock: input.stock })) })
    if (pushed.status !== 200) throw new Error(`availability refused: ${pushed.status} ${JSON.stringify(pushed.body)}`)
    lines.push(`pushed ${input.from}..${to} (price ${input.price}, stock ${input.stock}) for ${bound.join(', ')}: ${pushed.body.nights} room-nights, ${pushed.body.changed} changed (operation ${pushed.body.opId})`)
  } else {
    lines.push('no room is bound yet: nothing pushed (bind rooms in the portal first)')
  }
  const orders: OpenOrder[] = []
  let cursor = input.since ?? ''
  for (;;) {
    const page = await call('GET', `/orders${cursor ? `?since=${encodeURIComponent(cursor)}` : ''}`)
    if (page.status !== 200) throw new Error(`orders refused: ${page.status} ${JSON.stringify(page.body)}`)
    orders.push(...page.body.orders)
    cursor = page.body.cursor
    if (!page.body.more) break
  }
  lines.push(`pulled ${orders.length} orders${orders.length ? `: ${orders.map((o) => `${o.orderNo} ${o.roomCode} ${o.checkIn}..${o.checkOut} ${o.state}`).join('; ')}` : ''}`)
  lines.push(`cursor ${cursor || '(none)'}`)
  return { lines, pushed: bound, orders, cursor }
}

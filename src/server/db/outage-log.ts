import { log } from '../log'

/**
 * A database that cannot be reached is logged once when it goes and once when it comes back,
 * whoever notices (a request, a job, the events listener, the pool): before, a 9 s PostgreSQL
 * restart wrote 2,262 lines (issue 37). Other errors are the caller's to log.
 */
let outage: { since: number; suppressed: number } | null = null

const CONNECTION_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH',
  // PostgreSQL: shutting down, cannot connect now, connection exceptions
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006',
])

/** Whether `error` says the database cannot be reached; pg-boss reports plain objects, with the queue in the message. */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
  if (typeof message === 'string' && CONNECTION_MESSAGE.test(message)) return true
  return cause !== undefined && cause !== error && isConnectionError(cause, depth + 1)
}

const CONNECTION_MESSAGE = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)\b|Connection terminated|connection timeout|Client has encountered a connection error|the database system is (starting up|shutting down)/i

/** True when `error` means the database cannot be reached (logged once per outage); false: log it yourself. */
export function databaseFailed(source: string, error: unknown): boolean {
  if (!isConnectionError(error)) return false
  if (outage) outage.suppressed += 1
  else {
    outage = { since: Date.now(), suppressed: 0 }
    log().error({ source, err: error }, 'database unreachable')
  }
  return true
}

/** The database answered (a new connection, a query): ends an outage, with one line. */
export function databaseAnswered(): void {
  if (!outage) return
  log().warn({ downMs: Date.now() - outage.since, errorsNotLogged: outage.suppressed }, 'database reachable again')
  outage = null
}

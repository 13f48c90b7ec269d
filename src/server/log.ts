import { AsyncLocalStorage } from 'node:async_hooks'
import { pino, type Logger } from 'pino'
import { INSTANCE_ID } from './instance-id'

/**
 * The server's log (issue 37): one JSON object a line on stdout (pino, the kept structured logger
 * of Node), with the time, level, instance and, within a request, its id (the X-Request-Id it
 * answers with) or, within a job run, the job's name. Secrets never reach it: passwords, codes,
 * tokens, session ids and identity numbers are replaced wherever they appear in a logged object,
 * and access lines carry the path without its query (where signed calls put their parameters).
 *
 * LOG_LEVEL sets the level (default info; warn under the test runner, whose servers would print a
 * line per call).
 */
const SECRET_FIELDS = [
  'password', 'withdrawPassword', 'withdrawPasswordConfirm', 'code', 'oldCode', 'phoneCode', 'oldPhoneCode',
  'slideToken', 'token', 'xztoken', 'sessId', 'key', 'authorization', 'cookie', 'idCardNo', 'passportNo', 'bankCardNo',
]

const root = pino({
  level: process.env.LOG_LEVEL?.trim() || (process.env.VITEST ? 'warn' : 'info'),
  base: { instance: INSTANCE_ID },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]), censor: '[redacted]' },
})

const context = new AsyncLocalStorage<Logger>()

/** The logger of the work going on: a request's (with its id), a job run's, else the server's. */
export function log(): Logger {
  return context.getStore() ?? root
}

/** Runs `work` with a logger that adds `bindings` (a request id, a job's name) to every line. */
export function withLog<T>(bindings: Record<string, string>, work: () => T): T {
  return context.run(log().child(bindings), work)
}

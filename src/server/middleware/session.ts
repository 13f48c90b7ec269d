import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Kysely } from 'kysely'
import { SESSION_PARAMS } from '../../domain/common-params'
import type { Database } from '../db/schema'
import type { SessionUser } from '../handler'
import { checkSession } from '../services/uic/sessions'
import type { RequestInput } from './request-input'
import { first } from './request-input'

/**
 * The session named by userId, sessId and xztoken: from the request params (query or body),
 * else from the cookies of the same names. Null when any is missing or the session is not valid.
 */
export async function resolveSession(c: Context, db: Kysely<Database>, input: RequestInput, now: number): Promise<SessionUser | null> {
  const values: Partial<Record<(typeof SESSION_PARAMS)[number], string>> = {}
  const fromParams = SESSION_PARAMS.every((name) => first(input.query[name] ?? input.bodyFields[name]) !== undefined)
  for (const name of SESSION_PARAMS) {
    const value = fromParams ? first(input.query[name] ?? input.bodyFields[name]) : getCookie(c, name)
    // a NUL or a value longer than any real one is no session (and never reaches a query)
    if (value === undefined || value === '' || value.length > 200 || value.includes('\u0000')) return null
    values[name] = value
  }
  return checkSession(db, { userId: values.userId ?? '', sessId: values.sessId ?? '', xztoken: values.xztoken ?? '' }, now)
}

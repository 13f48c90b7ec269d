import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { SessionUser } from '../../handler'
import { findSession, insertSession, revokeSession } from './repo'

export type NewSession = { sessId: string; xztoken: string; expiresAt: number }

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** Opens a session: sessId = 16 random bytes hex, xztoken = 32 random bytes base64url (stored hashed). */
export async function openSession(db: Kysely<Database>, userId: number, now: number, ttlMs: number): Promise<NewSession> {
  const sessId = randomBytes(16).toString('hex')
  const xztoken = randomBytes(32).toString('base64url')
  const expiresAt = now + ttlMs
  await insertSession(db, { id: sessId, userId, tokenHash: sha256Hex(xztoken), createdAt: now, expiresAt })
  return { sessId, xztoken, expiresAt }
}

/**
 * The session the three params name, or null when it is unknown, expired, revoked, belongs to
 * another user, or the token does not match (compared as SHA-256 digests, in constant time).
 */
export async function checkSession(
  db: Kysely<Database>,
  params: { userId: string; sessId: string; xztoken: string },
  now: number,
): Promise<SessionUser | null> {
  if (!/^[0-9]{1,15}$/.test(params.userId) || !/^[0-9a-f]{32}$/.test(params.sessId) || params.xztoken === '') return null
  const row = await findSession(db, params.sessId)
  if (!row) return null
  const expected = Buffer.from(row.token_hash, 'hex')
  const actual = Buffer.from(sha256Hex(params.xztoken), 'hex')
  const tokenOk = expected.length === actual.length && timingSafeEqual(expected, actual)
  if (!tokenOk || row.revoked_at !== null || Number(row.expires_at) <= now || row.user_id !== Number(params.userId)) return null
  return { userId: row.user_id, sessId: row.id }
}

export async function closeSession(db: Kysely<Database>, sessId: string, now: number): Promise<void> {
  await revokeSession(db, sessId, now)
}

import type { Kysely, Transaction } from 'kysely'
import type { Database, NewUser, UserRow } from '../../db/schema'

type Db = Kysely<Database> | Transaction<Database>

// ---- users ----

export function findUserByMobile(db: Db, countryCode: string, mobile: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('country_code', '=', countryCode).where('mobile', '=', mobile).executeTakeFirst()
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).orderBy('id').executeTakeFirst()
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow()
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute()
}

// ---- sessions ----

export async function insertSession(
  db: Db,
  row: { id: string; userId: number; tokenHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ id: row.id, user_id: row.userId, token_hash: row.tokenHash, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute()
}

export function findSession(db: Db, sessId: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', sessId).executeTakeFirst()
}

export async function revokeSession(db: Db, sessId: string, at: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessId).where('revoked_at', 'is', null).execute()
}

/** After a password reset every open session of the user ends. */
export async function revokeUserSessions(db: Db, userId: number, at: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute()
}

// ---- verification codes ----

export async function insertCode(
  db: Db,
  row: { channel: 'sms' | 'email'; target: string; scene: string; codeHash: string; createdAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('verification_codes')
    .values({
      channel: row.channel, target: row.target, scene: row.scene, code_hash: row.codeHash,
      attempts: 0, created_at: row.createdAt, expires_at: row.expiresAt,
    })
    .execute()
}

/** The newest code sent to a target for a scene (older ones are superseded by it). */
export function latestCode(db: Db, channel: 'sms' | 'email', target: string, scene: string) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('channel', '=', channel)
    .where('target', '=', target)
    .where('scene', '=', scene)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Claims one guess at a code before it is compared: the attempt number it took, or null when the
 * code has no guesses left (or was used, burnt, or expired meanwhile). One statement, so a burst
 * of concurrent guesses takes the numbers 1..max and no more.
 */
export async function claimCodeAttempt(db: Db, codeId: number, max: number, now: number): Promise<number | null> {
  const row = await db.updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId).where('attempts', '<', max).where('consumed_at', 'is', null).where('expires_at', '>', now)
    .returning('attempts').executeTakeFirst()
  return row ? Number(row.attempts) : null
}

/** The last wrong guess burns the code: it can never be used. */
export async function burnCode(db: Db, codeId: number, at: number): Promise<void> {
  await db.updateTable('verification_codes').set({ consumed_at: at }).where('id', '=', codeId).where('consumed_at', 'is', null).execute()
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, codeId: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ consumed_at: at })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

// ---- rate events ----

export async function addRateEvent(db: Db, key: string, at: number): Promise<void> {
  await db.insertInto('rate_events').values({ key, at }).execute()
}

export async function addRateEventReturningId(db: Db, key: string, at: number): Promise<number> {
  const row = await db.insertInto('rate_events').values({ key, at }).returning('id').executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function deleteRateEvents(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('rate_events').where('id', 'in', ids).execute()
}

/** Times of the events for a key since `since` (inclusive), newest first. */
export async function rateEventTimes(db: Db, key: string, since: number): Promise<number[]> {
  const rows = await db.selectFrom('rate_events').select('at').where('key', '=', key).where('at', '>=', since).orderBy('at', 'desc').execute()
  return rows.map((r) => Number(r.at))
}

export async function clearRateEvents(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_events').where('key', '=', key).execute()
}

export async function pruneRateEvents(db: Db, before: number): Promise<void> {
  await db.deleteFrom('rate_events').where('at', '<', before).execute()
}

// ---- slide challenges ----

export async function insertChallenge(db: Db, row: { id: string; targetX: number; createdAt: number; expiresAt: number }): Promise<void> {
  await db
    .insertInto('slide_challenges')
    .values({ id: row.id, target_x: row.targetX, created_at: row.createdAt, expires_at: row.expiresAt, attempts: 0 })
    .execute()
}

export function findChallenge(db: Db, id: string) {
  return db.selectFrom('slide_challenges').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Claims one try at a challenge before it is judged: the try's number, or null when none is left (or it passed or expired meanwhile). */
export async function claimChallengeAttempt(db: Db, id: string, max: number, now: number): Promise<number | null> {
  const row = await db.updateTable('slide_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id).where('attempts', '<', max).where('passed_at', 'is', null).where('expires_at', '>', now)
    .returning('attempts').executeTakeFirst()
  return row ? Number(row.attempts) : null
}

export async function passChallenge(db: Db, id: string, tokenHash: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('slide_challenges')
    .set({ token_hash: tokenHash, passed_at: at })
    .where('id', '=', id)
    .where('passed_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export function findChallengeByToken(db: Db, tokenHash: string) {
  return db.selectFrom('slide_challenges').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** A used slide token made usable again: the attempt it was used for never ran (refused as Busy). */
export async function unuseSlideToken(db: Db, id: string, usedAt: number): Promise<void> {
  await db.updateTable('slide_challenges').set({ used_at: null }).where('id', '=', id).where('used_at', '=', usedAt).execute()
}

export async function useSlideToken(db: Db, id: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('slide_challenges')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

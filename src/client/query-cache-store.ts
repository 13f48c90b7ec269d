import { getDb, rethrowStorageError } from './db'
import type { PortalDb } from './db'

/**
 * The persisted query cache in Dexie's queryCache table (docs/decisions/0012-persisted-query-cache.md):
 * one row per signed-in user, keyed by the user id, so one user's data is never read for another.
 */
export function queryCacheKey(userId: string): string {
  return `user:${userId}`
}

export async function readQueryCache(userId: string, db: PortalDb = getDb()): Promise<unknown> {
  const row = await db.queryCache.get(queryCacheKey(userId))
  return row?.value
}

/** Stores the user's cache; a full disk rejects with StorageFullError. */
export async function writeQueryCache(userId: string, value: unknown, updatedAt: number, db: PortalDb = getDb()): Promise<void> {
  try {
    await db.queryCache.put({ key: queryCacheKey(userId), value, updatedAt })
  } catch (error) {
    rethrowStorageError(error)
  }
}

export async function removeQueryCache(userId: string, db: PortalDb = getDb()): Promise<void> {
  await db.queryCache.delete(queryCacheKey(userId))
}

/** Removes every user's cache (logout, session expiry). */
export async function clearQueryCaches(db: PortalDb = getDb()): Promise<void> {
  await db.queryCache.clear()
}

/** Removes the caches of everyone but this user (all of them when nobody is signed in). */
export async function keepOnlyQueryCache(userId: string | null, db: PortalDb = getDb()): Promise<void> {
  if (userId === null) return clearQueryCaches(db)
  const own = queryCacheKey(userId)
  await db.queryCache.where('key').notEqual(own).delete()
}

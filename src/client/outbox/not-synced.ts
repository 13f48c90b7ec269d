import { rethrowStorageError } from '../db'
import { conflictOf } from './conflict'
import type { OutboxContext } from './outbox-context'
import type { NotSyncedEntry } from './outbox-types'
import { moveVersion, refuse } from './outcomes'

/** The not-synced list's operations: retry, edit, discard, a version conflict's choice, the list. */
export function createNotSynced(ctx: OutboxContext, replay: () => Promise<void>) {
  const { deps, db, clock } = ctx
  const { changed } = ctx.state

  /** Puts a refused entry back in the queue (in its old place), with edited params if given. */
  function retryNotSynced(id: string, params?: Record<string, unknown>): Promise<void> {
    return requeue(id, params)
  }

  async function requeue(
    id: string,
    params?: Record<string, unknown>,
    alsoInTx?: () => Promise<void>,
    meta?: Record<string, unknown>,
  ): Promise<void> {
    await db.transaction('rw', db.outbox, db.notSynced, async () => {
      const entry = await db.notSynced.get(id)
      if (!entry) return
      const { refusal: _r, refusedAt: _t, lastError: _e, ...rest } = entry
      await db.notSynced.delete(id)
      // a new idempotency key: the server may keep the refusal under the old one
      await db.outbox.put({
        ...rest, params: params ?? entry.params, idemKey: deps.uuid(), attempts: 0, nextAttemptAt: 0, ...(meta ? { meta } : {}),
      })
      await alsoInTx?.()
    }).catch(rethrowStorageError)
    await changed()
    if (ctx.auto) void replay()
  }

  /**
   * The host's choice on a not-synced 409 versionConflict. 'mine': the entry goes back in line with
   * `version` = the server's current version and a new idempotency key (later pending entries of
   * the item that carried the refused version move too); 'current': the entry is discarded and
   * the screen shows the server's value. Resolves with the entry (undefined if it was gone) so
   * the portal can refresh the item's data.
   */
  async function resolveConflict(id: string, choice: 'mine' | 'current'): Promise<NotSyncedEntry | undefined> {
    const entry = await db.notSynced.get(id)
    if (!entry) return undefined
    if (choice === 'current') {
      await discardNotSynced(id)
      return entry
    }
    const current = conflictOf(entry)
    if (!current) throw new Error(`[outbox] ${id} is not a version conflict`)
    const from = entry.params.version
    await requeue(id, { ...entry.params, version: versionLike(from, current.version) }, async () => {
      if (from !== undefined) await moveVersion(db, entry.item, from, current.version, entry.seq!)
    })
    return entry
  }

  /**
   * The host edited a refused entry: it goes back in line with the new params and a new key. For a
   * version conflict the edit was made seeing the server's value, so it carries its version.
   */
  async function editNotSynced(id: string, params: Record<string, unknown>, meta?: Record<string, unknown>): Promise<void> {
    const entry = await db.notSynced.get(id)
    if (!entry) return
    const current = conflictOf(entry)
    const edited = current ? { ...params, version: versionLike(params.version ?? entry.params.version, current.version) } : params
    await requeue(id, edited, undefined, meta)
  }

  /** The host's discard: the entry is dropped; entries that needed its result become not synced. */
  async function discardNotSynced(id: string): Promise<void> {
    const at = clock.now()
    await db.transaction('rw', db.outbox, db.outboxBlobs, db.notSynced, async () => {
      if (!(await db.notSynced.get(id))) return
      await db.notSynced.delete(id)
      await db.outboxBlobs.where('entryId').equals(id).delete()
      for (const dependant of await db.outbox.where('dependsOn').equals(id).toArray()) {
        await refuse(db, dependant, { status: 0, key: 'outboxDependencyDiscarded' }, at)
      }
    })
    await changed()
    if (ctx.auto) void replay()
  }

  function listNotSynced(): Promise<NotSyncedEntry[]> {
    return db.notSynced.orderBy('seq').toArray()
  }

  return { retryNotSynced, editNotSynced, resolveConflict, discardNotSynced, listNotSynced }
}

/** A version in the form the entry used (form endpoints send strings). */
function versionLike(like: unknown, version: number): number | string {
  return typeof like === 'string' ? String(version) : version
}

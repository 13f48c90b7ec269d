import type { EndpointKey } from '../../domain/endpoints'
import { allTables, rethrowStorageError } from '../db'
import { applyParamPatch, ITEM_PATCHES, localRefsIn } from './param-patches'
import type { OutboxContext } from './outbox-context'
import type { EnqueueInput } from './outbox-deps'
import type { OutboxEntry } from './outbox-types'

/** The queue's way in: enqueue (with merge), the entry written with its local change. */
export function createEnqueue(ctx: OutboxContext, replay: () => Promise<void>) {
  const { deps, db, clock } = ctx
  const { state, setState, changed } = ctx.state

  /** Writes the local change and the entry in one transaction; resolves with the entry's id. */
  async function enqueue<K extends EndpointKey>(input: EnqueueInput<K>): Promise<string> {
    const now = clock.now()
    let id = ''
    try {
      await db.transaction('rw', allTables(db), async (tx) => {
        if (input.apply) await input.apply(tx)
        let params = { ...(input.params as Record<string, unknown>) }
        let dependsOn = input.dependsOn
        if (dependsOn) {
          const waiting = (await db.outbox.where('id').equals(dependsOn).count()) + (await db.notSynced.where('id').equals(dependsOn).count())
          if (!waiting) {
            const done = await db.outboxResults.get(dependsOn)
            if (!done) throw new Error(`[outbox] unknown dependency ${dependsOn}`)
            params = applyParamPatch(input.resolveParams, params, done.result, dependsOn)
            dependsOn = undefined
          }
        }
        if (input.resolveParams && ITEM_PATCHES.has(input.resolveParams)) {
          // refs to entries that already succeeded are resolved now: no later success will patch them
          for (const ref of localRefsIn(params)) {
            const done = await db.outboxResults.get(ref)
            if (done) params = applyParamPatch(input.resolveParams, params, done.result, ref)
          }
        }
        const userId = deps.currentUserId()
        const merged = input.merge ? await mergeTarget(input.item, input.endpoint, dependsOn, userId) : undefined
        id = merged?.id ?? input.id ?? deps.uuid()
        const blobIds = await storeBlobs(id, input.blobs, merged)
        const entry: OutboxEntry = {
          ...(merged ? { seq: merged.seq } : {}),
          id,
          idemKey: merged?.idemKey ?? id,
          endpoint: input.endpoint,
          params,
          item: input.item,
          createdAt: merged?.createdAt ?? now,
          attempts: 0,
          nextAttemptAt: 0,
          ...(userId ? { userId } : {}),
          ...(dependsOn ? { dependsOn } : {}),
          ...(input.resolveParams ? { resolveParams: input.resolveParams } : {}),
          ...(blobIds ? { blobs: blobIds } : {}),
          ...(input.meta ? { meta: input.meta } : {}),
        }
        await db.outbox.put(entry)
      })
    } catch (error) {
      rethrowStorageError(error)
    }
    if (state().replaying) setState({ progress: { ...state().progress, total: state().progress.total + 1 } })
    await changed()
    if (ctx.auto) void replay()
    return id
  }

  /** The item's last entry if it is for this endpoint, by this user, and was never sent. */
  async function mergeTarget(item: string, endpoint: EndpointKey, dependsOn: string | undefined, userId: string | null) {
    const last = await db.outbox.where('item').equals(item).last()
    if (!last || last.endpoint !== endpoint || last.attempts > 0 || last.dependsOn !== dependsOn) return undefined
    return (last.userId ?? null) === userId ? last : undefined
  }

  async function storeBlobs(id: string, blobs: Record<string, Blob> | undefined, merged: OutboxEntry | undefined) {
    if (merged?.blobs) await db.outboxBlobs.where('entryId').equals(id).delete()
    if (!blobs || !Object.keys(blobs).length) return undefined
    const ids: Record<string, string> = {}
    for (const [name, blob] of Object.entries(blobs)) {
      ids[name] = `${id}:${name}`
      await db.outboxBlobs.put({ id: ids[name], entryId: id, blob })
    }
    return ids
  }

  return { enqueue }
}

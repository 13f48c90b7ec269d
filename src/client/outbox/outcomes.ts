import type { PortalDb } from '../db'
import { applyParamPatch, ITEM_PATCHES, itemPatchUses } from './param-patches'
import type { OutboxEntry, Refusal } from './outbox-types'

/**
 * The sent entries leave the queue in one go (their results kept for dependants enqueued later);
 * entries waiting for one of them get its result, then item patches and version chains run in
 * the order the entries were sent.
 */
export async function succeed(db: PortalDb, done: ReadonlyArray<{ entry: OutboxEntry; result: unknown }>, at: number) {
  if (!done.length) return
  await db.outbox.bulkDelete(done.map(({ entry }) => entry.seq!))
  const withBlobs = done.filter(({ entry }) => entry.blobs).map(({ entry }) => entry.id)
  if (withBlobs.length) await db.outboxBlobs.where('entryId').anyOf(withBlobs).delete()
  await db.outboxResults.bulkPut(done.map(({ entry, result }) => ({ id: entry.id, result: result ?? null, doneAt: at })))
  const resultOf = new Map(done.map(({ entry, result }) => [entry.id, result]))
  const dependants = await db.outbox.where('dependsOn').anyOf([...resultOf.keys()]).toArray()
  for (const dependant of dependants) {
    const { dependsOn, ...rest } = dependant
    await db.outbox.put({ ...rest, params: applyParamPatch(dependant.resolveParams, dependant.params, resultOf.get(dependsOn!), dependsOn!) })
  }
  for (const { entry, result } of done) {
    await patchItem(db, entry, result)
    await chainVersion(db, entry, result)
  }
}

/**
 * Item-wide patches (ITEM_PATCHES, e.g. localRefs): later entries of the item that use one get
 * this entry's result, so one photo list can name several uploads that were still queued.
 */
async function patchItem(db: PortalDb, entry: OutboxEntry, result: unknown) {
  // most results carry nothing a later entry names (a calendar write's): no need to read the item
  if (!itemPatchUses(result)) return
  for (const later of await db.outbox.where('item').equals(entry.item).toArray()) {
    if (!later.resolveParams || !ITEM_PATCHES.has(later.resolveParams) || later.dependsOn === entry.id) continue
    const params = applyParamPatch(later.resolveParams, later.params, result, entry.id)
    if (params !== later.params) await db.outbox.update(later.seq!, { params })
  }
}

/**
 * The host's own write moved the item's version from v to w: later pending entries of the item
 * that carried v now carry w (that is not a conflict). Runs inside the outcome transaction.
 */
async function chainVersion(db: PortalDb, entry: OutboxEntry, result: unknown) {
  const from = entry.params.version
  const to = (result as { version?: unknown } | null)?.version
  if (from === undefined || from === null || typeof to !== 'number') return
  await moveVersion(db, entry.item, from, to, entry.seq!)
}

/** Later pending entries of `item` (after seq `after`) carrying version `from` get `to`. */
export async function moveVersion(db: PortalDb, item: string, from: unknown, to: number, after: number) {
  for (const later of await db.outbox.where('item').equals(item).toArray()) {
    if (later.seq! <= after || !sameVersion(later.params.version, from)) continue
    const version = typeof later.params.version === 'string' ? String(to) : to
    await db.outbox.update(later.seq!, { params: { ...later.params, version } })
  }
}

export async function refuse(db: PortalDb, entry: OutboxEntry, refusal: Refusal, at: number) {
  await db.outbox.delete(entry.seq!)
  await db.notSynced.put({ ...entry, refusal, refusedAt: at })
}

function sameVersion(a: unknown, b: unknown): boolean {
  return a !== undefined && a !== null && String(a) === String(b)
}

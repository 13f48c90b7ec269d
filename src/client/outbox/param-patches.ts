/**
 * Pure param patches that fill an entry's params from its dependency's result (e.g. the image
 * url after an upload). Entries name a patch (names survive a reload; functions would not). Add an
 * area's patch here when a placeholder does not fit.
 */
export const PARAM_PATCHES = {
  /**
   * Replaces every `{ $fromDependency: 'path.to.field' }` value (at any depth, also in arrays)
   * with that field of the dependency's result.
   */
  fromDependency: (params: Record<string, unknown>, result: unknown) =>
    substitute(params, result) as Record<string, unknown>,
  /**
   * Replaces every `local:{fromEntryId}` string (at any depth) with the `imgId` of that entry's
   * result: a photo list names photos still waiting in the outbox by their upload entry's id
   * (LISTING-CONTRACT: `listing:{luId}:photos`). Applied to every later entry of the same item
   * when an entry succeeds (an entry may name several uploads), and at enqueue for uploads that
   * already succeeded. Refs to other entries are left for their own success.
   */
  localRefs: (params: Record<string, unknown>, result: unknown, fromEntryId?: string) => {
    const imgId = isRecord(result) ? result.imgId : undefined
    if (!fromEntryId || (typeof imgId !== 'string' && typeof imgId !== 'number')) return params
    return replaceString(params, localRef(fromEntryId), String(imgId)) as Record<string, unknown>
  },
} satisfies Record<string, ParamPatch>

/** A patch gets the dependency's (or the succeeded entry's) result and that entry's id. */
export type ParamPatch = (params: Record<string, unknown>, result: unknown, fromEntryId?: string) => Record<string, unknown>
export type ParamPatchName = keyof typeof PARAM_PATCHES

/** Patches applied to later entries of the same item on each success, not only their dependency's. */
export const ITEM_PATCHES: ReadonlySet<ParamPatchName> = new Set<ParamPatchName>(['localRefs'])

/**
 * Whether a succeeded entry's result is something an item patch would put into later entries
 * (localRefs: an upload's imgId). Others (most results) spare reading the item's other entries.
 */
export function itemPatchUses(result: unknown): boolean {
  const imgId = isRecord(result) ? result.imgId : undefined
  return typeof imgId === 'string' || typeof imgId === 'number'
}

export const LOCAL_REF_PREFIX = 'local:'
/** A whole string `local:{entry id}` (ids are UUIDs); free text that merely starts so is not one. */
const LOCAL_REF = /^local:([A-Za-z0-9_-]+)$/

/** How a write names the result of an entry still in the outbox (PARAM_PATCHES.localRefs). */
export function localRef(entryId: string): string {
  return `${LOCAL_REF_PREFIX}${entryId}`
}

/** The entry ids named by `local:{id}` strings anywhere in params, in order, without repeats. */
export function localRefsIn(params: unknown): string[] {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      const ref = LOCAL_REF.exec(value)
      if (ref) found.add(ref[1]!)
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (isRecord(value)) Object.values(value).forEach(walk)
  }
  walk(params)
  return [...found]
}

/** A placeholder for PARAM_PATCHES.fromDependency. */
export function fromDependency(path: string): { $fromDependency: string } {
  return { $fromDependency: path }
}

export function applyParamPatch(
  name: ParamPatchName | undefined,
  params: Record<string, unknown>,
  result: unknown,
  fromEntryId?: string,
): Record<string, unknown> {
  return name ? PARAM_PATCHES[name](params, result, fromEntryId) : params
}

function replaceString(value: unknown, from: string, to: string): unknown {
  if (value === from) return to
  if (Array.isArray(value)) return value.map((v) => replaceString(v, from, to))
  if (!isRecord(value)) return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceString(v, from, to)]))
}

function substitute(value: unknown, result: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, result))
  if (!isRecord(value)) return value
  if (typeof value.$fromDependency === 'string' && Object.keys(value).length === 1) {
    return pick(result, value.$fromDependency)
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, result)]))
}

function pick(source: unknown, path: string): unknown {
  let here = source
  for (const part of path.split('.').filter(Boolean)) {
    if (!isRecord(here) && !Array.isArray(here)) return undefined
    here = (here as Record<string, unknown>)[part]
  }
  return here
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

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
} satisfies Record<string, ParamPatch>

export type ParamPatch = (params: Record<string, unknown>, result: unknown) => Record<string, unknown>
export type ParamPatchName = keyof typeof PARAM_PATCHES

/** A placeholder for PARAM_PATCHES.fromDependency. */
export function fromDependency(path: string): { $fromDependency: string } {
  return { $fromDependency: path }
}

export function applyParamPatch(
  name: ParamPatchName | undefined,
  params: Record<string, unknown>,
  result: unknown,
): Record<string, unknown> {
  return name ? PARAM_PATCHES[name](params, result) : params
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

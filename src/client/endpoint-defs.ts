import type { EndpointDef } from '../domain/endpoint-types'
import type { EndpointArea, EndpointKey, endpointAreas } from '../domain/endpoints'
import { ApiError } from './errors'
import { areaOfKey, LOADERS } from './endpoint-loaders'

type Table = Readonly<Record<string, EndpointDef>>

const tables = new Map<EndpointArea, Table>()
const loading = new Map<EndpointArea, Promise<Table>>()

/** A data module's area, known at once (imported with the screen that calls it). */
export function registerEndpoints<A extends EndpointArea>(area: A, table: (typeof endpointAreas)[A]): void {
  tables.set(area, table)
}

/**
 * The definition of a call, loading its area's module the first time. An unknown key (an outbox
 * entry of an older build) is a requestException; a module that cannot load (offline before the
 * service worker holds it) is a network failure, tried again on the next call.
 */
export async function endpointDef(key: EndpointKey): Promise<EndpointDef> {
  // a screen registers its areas with its code: most calls find their table without the key lists
  for (const table of tables.values()) if (Object.hasOwn(table, key)) return table[key] as EndpointDef
  // which area holds the key: the lists of every key load with the first call outside those (issue 41)
  const area = await areaOfKey(key).catch((cause: unknown) => {
    throw new ApiError({ status: 0, key: 'networkError' }, { cause })
  })
  if (area === undefined) throw new ApiError({ status: 0, key: 'requestException' })
  const table = tables.get(area) ?? (await loadArea(area))
  const def = table[key]
  if (!def) throw new ApiError({ status: 0, key: 'requestException' })
  return def
}

function loadArea(area: EndpointArea): Promise<Table> {
  let pending = loading.get(area)
  if (!pending) {
    const loader = LOADERS[area]
    if (!loader) return Promise.reject(new ApiError({ status: 0, key: 'requestException' }))
    pending = loader().then(
      (table: Table) => {
        tables.set(area, table)
        return table
      },
      (cause: unknown) => {
        loading.delete(area)
        throw new ApiError({ status: 0, key: 'networkError' }, { cause })
      },
    )
    loading.set(area, pending)
  }
  return pending
}

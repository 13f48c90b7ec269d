import type { CallOptions } from '../../client/api'
import type { EndpointKey, RequestOf, ResponseOf } from '../../domain/endpoints'

type CallLayer = typeof import('../../client/api')
let loading: Promise<CallLayer> | undefined

/**
 * The call layer's code (ky, the signing, the endpoint tables and zod's core: about 28 KB gz),
 * loaded with the first call instead of with the entry: the shell and the sign-in pages paint and
 * hydrate without it, and a visitor fetches it while idle or at the first call (issue 41). Feature
 * screens import `call` from src/client/api directly: their routes preload it with their own code.
 */
export function loadCallLayer(): Promise<CallLayer> {
  // the shell's own calls (landlord info, sign-in, the new-order poll) are the account and alerts
  // areas': their schemas come in the same round trip instead of after the call layer asked for them
  loading ??= Promise.all([
    import('../../client/api'),
    import('../../client/endpoint-defs'),
    import('../../domain/account/endpoints'),
    import('../../domain/alerts/endpoints'),
  ]).then(([api, defs, account, alerts]) => {
    defs.registerEndpoints('account', account.accountEndpoints)
    defs.registerEndpoints('alerts', alerts.alertEndpoints)
    return api
  }, (error: unknown) => {
    loading = undefined // a failed download is tried again by the next call
    throw error
  })
  return loading
}

/** `call` of src/client/api, for code that loads before the call layer (the shell, the sign-in forms). */
export async function callLater<K extends EndpointKey>(key: K, params: RequestOf<K>, opts?: CallOptions): Promise<ResponseOf<K>> {
  return (await loadCallLayer()).call(key, params, opts)
}

/**
 * Web Storage when the runtime has it (a page), null otherwise (the service worker, Node, or a
 * browser that refuses storage access). Read at every use so tests can stub the globals.
 */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

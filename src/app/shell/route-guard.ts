import { HOST_HOME, isAuthPath, isPublicPath, normalise } from './paths'

export type GuardInput = {
  pathname: string
  /** The full wanted address (path, search and hash), kept for the return after sign-in. */
  href: string
  isLoggedIn: boolean
  /** The path matched no route (the catch-all sends it to /404, public for everyone). */
  isUnknown: boolean
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; redirect: string }
  | { kind: 'redirect'; to: string }

/** The route guard of spec 2, as a decision over plain data. */
export function guardRoute({ pathname, href, isLoggedIn, isUnknown }: GuardInput): GuardDecision {
  if (isUnknown) return { kind: 'allow' }
  if (isLoggedIn) {
    if (isAuthPath(pathname)) return { kind: 'redirect', to: '/' }
    if (normalise(pathname) === '/') return { kind: 'redirect', to: HOST_HOME }
    return { kind: 'allow' }
  }
  if (isPublicPath(pathname)) return { kind: 'allow' }
  return { kind: 'login', redirect: href }
}

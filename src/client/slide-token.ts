import { SLIDE_TOKEN_PARAM } from '../domain/common-params'
import { STORAGE_KEYS } from './storage-keys'
import { sessionStore } from './web-storage'

/**
 * After a passed slide verification the portal is opened again with ?slideToken=...; the token
 * is moved to sessionStorage (and out of the address bar) and sent once with the next call
 * whose request has a slideToken field. Runs once when this module loads.
 */
export function captureSlideToken(): void {
  const location = globalThis.location
  if (!location || typeof location.href !== 'string') return
  let url: URL
  try {
    url = new URL(location.href)
  } catch {
    return
  }
  const token = url.searchParams.get(SLIDE_TOKEN_PARAM)
  if (token === null) return
  if (token) sessionStore()?.setItem(STORAGE_KEYS.slideToken, token)
  url.searchParams.delete(SLIDE_TOKEN_PARAM)
  const history = globalThis.history
  if (history && typeof history.replaceState === 'function') {
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`)
  }
}

/** Returns the stored token and forgets it (one use), or null. */
export function takeSlideToken(): string | null {
  const store = sessionStore()
  const token = store?.getItem(STORAGE_KEYS.slideToken) ?? null
  if (token !== null) store?.removeItem(STORAGE_KEYS.slideToken)
  return token ? token : null
}

captureSlideToken()

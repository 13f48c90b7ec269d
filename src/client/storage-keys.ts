import { clearSession, writeLangCookie } from './session'
import { localStore, sessionStore } from './web-storage'

/** Every key the portal keeps on the device (spec 9 plus the call layer's own). */
export const STORAGE_KEYS = {
  /** Chat list (spec 9). */
  imChat: 'IM-chat',
  /** Listing completion checklist (spec 3, 9). */
  completeInfo: 'completeInfo',
  /** Listing change flag (spec 3, 9). */
  isChange: 'isChange',
  /** Cached country list of getCountry (spec 7, 9). */
  country: 'country',
  /** Clock offset in ms added to the gate timestamp; absent when zero (spec 8). */
  gateOffset: 'gateOffset',
  /** Display language, 'zh' (default) or 'en'. */
  lang: 'lang',
  /** Landlord identity, 'overseas' or 'CHN' (spec 1). */
  identity: 'identity',
  /** The user whose query cache this device has saved in IndexedDB (start-up waits for its restore only then). */
  savedQueries: 'savedQueries',
  /** One-use token of a passed slide verification (sessionStorage). */
  slideToken: 'slideToken',
  /** When the host put the home's notification hint away on this device ("Not now", issue 40). */
  pushHintSnoozedAt: 'pushHintSnoozedAt',
  /** When this device was offered to install the portal (once, issue 40). */
  installOfferedAt: 'installOfferedAt',
  /** A host signed in on this device and was not yet asked to turn on new-order notifications ('1', issue 40). */
  pushAskDue: 'pushAskDue',
  /** When this device asked to turn on new-order notifications (once, issue 40). */
  pushAskedAt: 'pushAskedAt',
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** Local state that logout removes from localStorage (spec 2). */
export const LOGOUT_CLEARED_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.country,
  STORAGE_KEYS.lang,
  STORAGE_KEYS.identity,
  STORAGE_KEYS.imChat,
  STORAGE_KEYS.savedQueries,
]

/**
 * Data kept elsewhere (the Dexie chat and country tables) registers a cleaner here so logout
 * removes it too. Returns the unregister function.
 */
export function registerLocalStateCleaner(cleaner: () => void | Promise<void>): () => void {
  cleaners.add(cleaner)
  return () => {
    cleaners.delete(cleaner)
  }
}

/**
 * Logout (spec 2): clears stored credentials (cookies), cached country, language, identity,
 * chat data and the slide token. Cookies and Web Storage are cleared before this returns; the
 * promise settles when the registered cleaners are done (their failures are logged).
 */
export function clearLocalState(): Promise<void> {
  clearSession()
  writeLangCookie(null)
  const local = localStore()
  for (const key of LOGOUT_CLEARED_KEYS) local?.removeItem(key)
  sessionStore()?.removeItem(STORAGE_KEYS.slideToken)
  const running = [...cleaners].map((cleaner) => Promise.resolve().then(cleaner))
  return Promise.allSettled(running).then((results) => {
    for (const result of results) {
      if (result.status === 'rejected') console.error('[logout] a local state cleaner failed', result.reason)
    }
  })
}

const cleaners = new Set<() => void | Promise<void>>()

/** Background Sync tag the portal registers when the outbox has unsent writes. */
export const OUTBOX_SYNC_TAG = 'outbox-replay'

/** Messages between the service worker and the portal's pages. */
export const SW_MESSAGES = {
  /** page → SW: a waiting worker takes over (the host clicked "Reload"). */
  skipWaiting: 'SKIP_WAITING',
  /** SW → pages: the browser fired `sync` for the outbox: replay now. */
  outboxReplay: 'OUTBOX_REPLAY',
  /** page → SW: save the whole build for offline use; answered on the message's port when it is (issue 34). */
  saveOffline: 'SAVE_OFFLINE',
  /** SW → pages: how many of the build's files are saved: `{ saved, total }`. */
  offlineProgress: 'OFFLINE_PROGRESS',
} as const

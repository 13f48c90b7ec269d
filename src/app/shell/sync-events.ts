/** A window event that opens the header's sync status (its list of writes the server refused): the host home's "review them". */
export const OPEN_SYNC_STATUS = 'portal:open-sync-status'

export function openSyncStatus(): void {
  window.dispatchEvent(new Event(OPEN_SYNC_STATUS))
}

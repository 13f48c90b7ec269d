import { STORAGE_KEYS } from './storage-keys'
import { localStore } from './web-storage'

/**
 * The clock offset (server time minus device time, ms) added to every gate timestamp. Kept in
 * localStorage 'gateOffset' and removed when zero (spec 8); where there is no localStorage
 * (the service worker) it lives in memory.
 */
export function getOffset(): number {
  const store = localStore()
  if (!store) return memoryOffset
  const raw = store.getItem(STORAGE_KEYS.gateOffset)
  if (raw === null) return 0
  const offset = Number(raw)
  return Number.isFinite(offset) ? offset : 0
}

/** Stores the offset that makes the device clock agree with serverMs; returns it. */
export function setOffsetFromServerTime(serverMs: number, nowMs: number): number {
  const offset = Math.round(serverMs - nowMs)
  memoryOffset = offset
  const store = localStore()
  if (offset === 0) store?.removeItem(STORAGE_KEYS.gateOffset)
  else store?.setItem(STORAGE_KEYS.gateOffset, String(offset))
  return offset
}

let memoryOffset = 0

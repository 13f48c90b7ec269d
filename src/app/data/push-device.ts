import { call } from '../../client/api'
import type { PushStatus } from '../../domain/alerts/schemas'

/** This device's push alerts: the browser's permission, its subscription, and what the server knows of it. */
export type DeviceState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'blocked' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string; status: PushStatus }

/** Push alerts need a service worker, the Push API and notifications (feature detection, never the user agent). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

export async function readPushState(): Promise<DeviceState> {
  if (!pushSupported()) return { kind: 'unsupported' }
  if (Notification.permission === 'denied') return { kind: 'blocked' }
  const registration = await navigator.serviceWorker.ready
  const subscription = await registration.pushManager.getSubscription()
  if (!subscription || Notification.permission !== 'granted') return { kind: 'off' }
  const status = await call('pushStatus', { endpoint: subscription.endpoint }, { hideMessage: true })
  return { kind: 'on', endpoint: subscription.endpoint, status }
}

/**
 * Turns push alerts on for this device: the browser asks for permission, the portal subscribes
 * with the server's key and registers the subscription in the host's language. Answers the
 * permission when it was not granted.
 */
export async function turnPushOn(lang: 'en' | 'zh'): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission
  const { publicKey } = await call('pushKey', {}, { hideMessage: true })
  const registration = await navigator.serviceWorker.ready
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) })
  const json = subscription.toJSON() as { endpoint: string; keys?: { p256dh?: string; auth?: string } }
  await call('pushSubscribe', { endpoint: json.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '', lang }, { hideMessage: true })
  return permission
}

export async function turnPushOff(endpoint: string): Promise<void> {
  const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription()
  await subscription?.unsubscribe()
  await call('pushUnsubscribe', { endpoint }, { hideMessage: true })
}

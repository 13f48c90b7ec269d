import { useCallback, useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import type { PushStatus } from '../../../domain/alerts/schemas'
import { Button } from '../../ui/button'

type DeviceState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'blocked' }
  | { kind: 'off' }
  | { kind: 'on'; endpoint: string; status: PushStatus }

function supported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(value.length / 4) * 4, '=')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** This device's state: the browser's permission, its subscription, and what the server knows of it. */
async function readState(): Promise<DeviceState> {
  if (!supported()) return { kind: 'unsupported' }
  if (Notification.permission === 'denied') return { kind: 'blocked' }
  const registration = await navigator.serviceWorker.ready
  const subscription = await registration.pushManager.getSubscription()
  if (!subscription || Notification.permission !== 'granted') return { kind: 'off' }
  const status = await call('pushStatus', { endpoint: subscription.endpoint }, { hideMessage: true })
  return { kind: 'on', endpoint: subscription.endpoint, status }
}

/**
 * Push alerts on this device (Web Push): turn on (the browser asks for permission, the portal
 * subscribes with the server's key), turn off, send a test alert, and see when the permission was
 * revoked or the subscription expired (the server marks subscriptions the push service reports gone).
 */
export function PushSettings() {
  const { t, i18n } = useLingui()
  const [state, setState] = useState<DeviceState>({ kind: 'checking' })
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<string | null>(null)
  const refresh = useCallback(() => {
    readState().then(setState, () => setState({ kind: 'off' }))
  }, [])
  useEffect(refresh, [refresh])

  const turnOn = async () => {
    setBusy(true)
    setNote(null)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') {
        setState(permission === 'denied' ? { kind: 'blocked' } : { kind: 'off' })
        return
      }
      const { publicKey } = await call('pushKey', {}, { hideMessage: true })
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) })
      const json = subscription.toJSON() as { endpoint: string; keys?: { p256dh?: string; auth?: string } }
      await call('pushSubscribe', { endpoint: json.endpoint, p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '', lang: i18n.locale === 'en' ? 'en' : 'zh' }, { hideMessage: true })
      refresh()
    } catch {
      setNote(t`Push alerts could not be turned on in this browser.`)
    } finally {
      setBusy(false)
    }
  }
  const turnOff = async () => {
    if (state.kind !== 'on') return
    setBusy(true)
    try {
      const subscription = await (await navigator.serviceWorker.ready).pushManager.getSubscription()
      await subscription?.unsubscribe()
      await call('pushUnsubscribe', { endpoint: state.endpoint }, { hideMessage: true })
    } finally {
      setBusy(false)
      refresh()
    }
  }
  const sendTest = async () => {
    if (state.kind !== 'on') return
    setBusy(true)
    try {
      const answer = await call('pushTest', { endpoint: state.endpoint }, { hideMessage: true })
      setNote(answer.sent ? t`Test alert sent: it should appear on this device in a moment.` : t`The test alert could not be delivered.`)
      setState({ kind: 'on', endpoint: state.endpoint, status: answer.status })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="flex flex-col gap-2 border-t border-gray-200 pt-3" aria-label={t`Push alerts on this device`} data-testid="push-settings" data-state={state.kind === 'on' ? state.status.state : state.kind}>
      <h3 className="text-sm font-semibold text-gray-900">
        <Trans>Push alerts on this device</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>A notification for each new or cancelled order, also when no portal tab is open.</Trans>
      </p>
      {state.kind === 'checking' && <p className="text-sm"><Trans>Checking…</Trans></p>}
      {state.kind === 'unsupported' && <p className="text-sm text-gray-800"><Trans>This browser cannot receive push alerts.</Trans></p>}
      {state.kind === 'blocked' && (
        <p className="text-sm text-red-800" role="alert">
          <Trans>Notifications are blocked for this site: allow them in the browser's site settings, then turn push alerts on again.</Trans>
        </p>
      )}
      {state.kind === 'off' && (
        <div>
          <Button size="sm" onClick={() => void turnOn()} loading={busy}>
            <Trans>Turn on push alerts</Trans>
          </Button>
        </div>
      )}
      {state.kind === 'on' && (
        <>
          {state.status.state === 'active' ? (
            <p className="text-sm text-green-800">
              <Trans>Push alerts are on for this device.</Trans>{' '}
              {state.status.lastSuccessAt !== null && <Trans>Last delivered {i18n.date(new Date(state.status.lastSuccessAt), { dateStyle: 'medium', timeStyle: 'short' })}.</Trans>}
            </p>
          ) : state.status.state === 'gone' ? (
            <p className="text-sm text-red-800" role="alert">
              <Trans>This device's subscription expired or was revoked: turn push alerts on again.</Trans>
            </p>
          ) : (
            <p className="text-sm text-gray-800"><Trans>This device is not registered for your account yet.</Trans></p>
          )}
          <div className="flex flex-wrap gap-2">
            {state.status.state === 'active' ? (
              <Button size="sm" variant="secondary" onClick={() => void sendTest()} loading={busy}>
                <Trans>Send a test alert</Trans>
              </Button>
            ) : (
              <Button size="sm" onClick={() => void turnOn()} loading={busy}>
                <Trans>Turn on push alerts</Trans>
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => void turnOff()} disabled={busy}>
              <Trans>Turn off</Trans>
            </Button>
          </div>
        </>
      )}
      {note && <p className="text-sm text-gray-800" role="status">{note}</p>}
    </section>
  )
}

import { useCallback, useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { call } from '../../../client/api'
import { readPushState, turnPushOff, turnPushOn } from '../../data/push-device'
import type { DeviceState } from '../../data/push-device'
import { Button } from '../../ui/button'

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
    readPushState().then(setState, () => setState({ kind: 'off' }))
  }, [])
  useEffect(refresh, [refresh])

  const turnOn = async () => {
    setBusy(true)
    setNote(null)
    try {
      const permission = await turnPushOn(i18n.locale === 'en' ? 'en' : 'zh')
      if (permission !== 'granted') {
        setState(permission === 'denied' ? { kind: 'blocked' } : { kind: 'off' })
        return
      }
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
      await turnPushOff(state.endpoint)
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

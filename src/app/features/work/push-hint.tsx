import { useEffect, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CONFIRM_WINDOW_MINUTES } from '../../../domain/order/constants'
import { localStore } from '../../../client/web-storage'
import { STORAGE_KEYS } from '../../../client/storage-keys'
import { readPushState, turnPushOn } from '../../data/push-device'
import type { DeviceState } from '../../data/push-device'
import { Button } from '../../ui/button'

/** How long "Not now" keeps the hint away on this device: an order missed for want of an alert costs the listings' ranking. */
export const PUSH_HINT_SNOOZE_MS = 30 * 24 * 60 * 60_000

/** Whether the host put the hint away on this device less than PUSH_HINT_SNOOZE_MS ago. */
export function pushHintSnoozed(now: number, stored: string | null | undefined): boolean {
  const at = Number(stored)
  return Number.isFinite(at) && at > 0 && now - at < PUSH_HINT_SNOOZE_MS
}

/**
 * New-order notifications on from the start (issue 40): while this device has them off (or the
 * browser blocks them), the home of a host with listings shows why they matter and the one tap
 * that turns them on; "Not now" puts it away on this device for 30 days. Nothing where the
 * browser cannot receive push alerts. Loaded after the home's first screen.
 */
export default function PushHint() {
  const { t, i18n } = useLingui()
  const [state, setState] = useState<DeviceState>({ kind: 'checking' })
  const [snoozed, setSnoozed] = useState(() => pushHintSnoozed(Date.now(), localStore()?.getItem(STORAGE_KEYS.pushHintSnoozedAt)))
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    readPushState().then(setState, () => setState({ kind: 'unsupported' }))
  }, [])
  if (snoozed || (state.kind !== 'off' && state.kind !== 'blocked')) return null

  const turnOn = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const permission = await turnPushOn(i18n.locale === 'en' ? 'en' : 'zh')
      setState(permission === 'denied' ? { kind: 'blocked' } : await readPushState())
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }
  const notNow = () => {
    localStore()?.setItem(STORAGE_KEYS.pushHintSnoozedAt, String(Date.now()))
    setSnoozed(true)
  }

  return (
    <section aria-label={t`New-order notifications`} data-testid="push-hint" data-state={state.kind} className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-gray-900">
      <h2 className="text-base font-semibold">
        <Trans>Hear about new orders on this device</Trans>
      </h2>
      <p className="mt-1 text-gray-800">
        <Trans>
          A new order waits {CONFIRM_WINDOW_MINUTES} minutes for your answer, and one that times out lowers your listings in search. Notifications reach you even when the portal is closed.
        </Trans>
      </p>
      {state.kind === 'blocked' && (
        <p className="mt-2 text-red-800" role="alert">
          <Trans>Notifications are blocked for this site: allow them in the browser's site settings.</Trans>
        </p>
      )}
      {failed && (
        <p className="mt-2 text-red-800" role="alert">
          <Trans>Push alerts could not be turned on in this browser.</Trans>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {state.kind === 'off' && (
          <Button size="sm" onClick={() => void turnOn()} loading={busy}>
            <Trans>Turn on notifications</Trans>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={notNow}>
          <Trans>Not now</Trans>
        </Button>
      </div>
    </section>
  )
}

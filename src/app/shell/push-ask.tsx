import { useEffect, useState } from 'react'
import { useLocation } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { CONFIRM_WINDOW_MINUTES } from '../../domain/order/constants'
import { useListingCount } from '../data/home-queries'
import { readPushState, turnPushOn } from '../data/push-device'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { isFirstScreen, markPushAsked, pushAskDue } from './push-ask-state'

/**
 * After the first sign-in on a device, the portal asks once to turn on new-order notifications
 * and says why (issue 40): with the portal closed, a 30-minute order goes unseen and its timeout
 * lowers the host's listings. Asked on a screen after the first of the visit (the home right after
 * signing in, else the second screen), for a host with listings (no orders come before), where
 * the browser can receive pushes and they are off; the browser's own question follows the tap.
 * "Not now" leaves the home's standing hint (features/work/push-hint.tsx). Loaded after the first
 * screen.
 */
export function PushAsk() {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<'failed' | 'blocked' | null>(null)
  const due = pushAskDue()
  const hasListings = (useListingCount(due) ?? 0) > 0
  const moment = due && hasListings && !isFirstScreen(pathname)
  useEffect(() => {
    if (!moment) return
    let live = true
    void readPushState().then(
      (state) => {
        if (!live) return
        if (state.kind === 'off') {
          markPushAsked(Date.now())
          setOpen(true)
        } else if (state.kind !== 'checking') {
          // on already, blocked or impossible here: nothing to ask, ever, on this device
          markPushAsked(Date.now())
        }
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [moment])

  const turnOn = async () => {
    setBusy(true)
    setOutcome(null)
    try {
      const permission = await turnPushOn(i18n.locale === 'en' ? 'en' : 'zh')
      if (permission === 'granted') setOpen(false)
      else setOutcome('blocked')
    } catch {
      setOutcome('failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      initialFocus="dialog"
      title={<Trans>Be told of new orders on this device?</Trans>}
      description={
        <Trans>
          A new order waits {CONFIRM_WINDOW_MINUTES} minutes for your answer; one that times out lowers your listings in search. With notifications on, new orders reach you even when the portal is closed, and you can accept them from the notification.
        </Trans>
      }
      footer={
        <>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            <Trans>Not now</Trans>
          </Button>
          <Button onClick={() => void turnOn()} loading={busy} data-testid="push-ask-on">
            <Trans>Turn on notifications</Trans>
          </Button>
        </>
      }
    >
      {outcome === 'blocked' && (
        <p role="alert" className="text-sm text-red-800">
          <Trans>Notifications are blocked for this site: allow them in the browser's site settings.</Trans>
        </p>
      )}
      {outcome === 'failed' && (
        <p role="alert" className="text-sm text-red-800">
          <Trans>Push alerts could not be turned on in this browser.</Trans>
        </p>
      )}
    </Dialog>
  )
}

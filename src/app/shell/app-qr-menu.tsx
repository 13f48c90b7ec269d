import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { APP_DOWNLOAD_URL, WECHAT_URL } from './site-info'
import { PlainTrigger, useDeferredOverlay } from '../ui/overlay-kit'
import { Chevron, HEADER_TRIGGER } from './header-trigger'

/** The header's mobile-app dropdown: a QR code to download the app and one to follow on WeChat. */
export function AppQrMenu() {
  const { kit, openOnLoad, intent, mark } = useDeferredOverlay()
  const label = (
    <>
      <PhoneIcon />
      <Trans>Mobile app</Trans>
      <Chevron />
    </>
  )
  if (!kit) {
    return (
      <PlainTrigger popup="dialog" className={HEADER_TRIGGER} {...intent}>
        {label}
      </PlainTrigger>
    )
  }
  const { Popover } = kit
  return (
    <Popover.Root defaultOpen={openOnLoad}>
      <Popover.Trigger className={HEADER_TRIGGER} {...mark}>{label}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          sideOffset={6}
          align="start"
          className="z-50 rounded-lg border border-gray-200 bg-white p-4 shadow-lg focus:outline-none"
        >
          <AppQrCodes />
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

// The QR encoder loads when a code is first shown, not with every page.
const QrCode = lazy(() => import('./qr-code').then((m) => ({ default: m.QrCode })))

/** The two codes side by side (also used by the phone menu's dialog). */
export function AppQrCodes() {
  const { t } = useLingui()
  return (
    <div className="flex gap-6">
      <figure className="flex flex-col items-center gap-2">
        <Suspense fallback={<QrPlaceholder />}>
          <QrCode value={APP_DOWNLOAD_URL} label={t`QR code to download the host app`} />
        </Suspense>
        <figcaption className="text-center text-sm text-gray-800">
          <Trans>Download the app</Trans>
        </figcaption>
      </figure>
      <figure className="flex flex-col items-center gap-2">
        <Suspense fallback={<QrPlaceholder />}>
          <QrCode value={WECHAT_URL} label={t`QR code to follow us on WeChat`} />
        </Suspense>
        <figcaption className="text-center text-sm text-gray-800">
          <Trans>Scan with WeChat</Trans>
        </figcaption>
      </figure>
    </div>
  )
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <rect x="6" y="2" width="12" height="20" rx="2" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M11 18h2" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function QrPlaceholder() {
  return <div className="size-32 animate-pulse rounded bg-gray-100" aria-hidden="true" />
}

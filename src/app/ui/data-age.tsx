import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useOffline } from '../shell/pwa-network'

/** "5 minutes ago", "yesterday"... in the host's language, from the browser's own formatter (no library, no bytes). */
export function relativeAge(updatedAt: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale === 'en' ? 'en' : 'zh-CN', { numeric: 'auto' })
  const minutes = Math.max(0, Math.round((now - updatedAt) / 60_000))
  if (minutes === 0) return format.format(0, 'second')
  if (minutes < 60) return format.format(-minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours < 24) return format.format(-hours, 'hour')
  return format.format(-Math.round(hours / 24), 'day')
}

/**
 * How old the data a screen shows is, when it comes from this device and cannot be refreshed now
 * (the portal opened offline, or the server cannot be reached): "Saved on this device 3 hours
 * ago" (issue 40, "fresh when opened"). Nothing once a read has answered since the screen opened.
 */
export function DataAge({ updatedAt }: { updatedAt: number }) {
  const { i18n } = useLingui()
  const offline = useOffline()
  const [openedAt] = useState(() => Date.now())
  if (!offline || !updatedAt || updatedAt >= openedAt) return null
  const ago = relativeAge(updatedAt, Date.now(), i18n.locale)
  return (
    <p role="status" data-testid="data-age" className="text-xs text-gray-700">
      <Trans>Saved on this device {ago}</Trans>
    </p>
  )
}

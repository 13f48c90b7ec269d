import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { APP_TITLE } from '../i18n'
import { appBadgeCount } from '../../domain/alerts/badge'
import { setAppBadge } from '../../client/app-badge'

// the page's title and what waits for the host (orders to answer, guests' unread messages), shown
// as "(2) Orders - Host Portal" and on the installed portal's icon (issue 40)
let pageTitle = ''
let waiting = 0
let guestUnread = 0
let badged: number | null = null

function apply(): void {
  const count = appBadgeCount(waiting, guestUnread)
  // the icon's badge where the browser has the Badging API (an installed portal); else nothing
  if (badged !== count) {
    badged = count
    void setAppBadge(count)
  }
  if (typeof document === 'undefined' || !pageTitle) return
  document.title = count > 0 ? `(${count}) ${pageTitle}` : pageTitle
}

/** Sets the document title to "page – Host Portal" (translated) while the page is shown. */
export function useDocumentTitle(page?: string): void {
  const { i18n } = useLingui()
  useEffect(() => {
    const app = i18n._(APP_TITLE)
    pageTitle = page ? `${page} - ${app}` : app
    apply()
  }, [i18n, page])
}

/** The orders waiting for confirmation, in front of every page's title (issue 13) and on the icon; 0 removes them. */
export function setTitleCount(count: number): void {
  waiting = Math.max(0, Math.floor(count))
  apply()
}

/** The guests' unread messages, counted with the orders in the title and on the icon (issue 40). */
export function setGuestUnreadCount(count: number): void {
  guestUnread = Math.max(0, Math.floor(count))
  apply()
}

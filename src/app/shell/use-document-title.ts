import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { APP_TITLE } from '../i18n'

// the page's title and the count of orders waiting for the host, shown as "(2) Orders - Host Portal"
let pageTitle = ''
let waiting = 0

function apply(): void {
  if (typeof document === 'undefined' || !pageTitle) return
  document.title = waiting > 0 ? `(${waiting}) ${pageTitle}` : pageTitle
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

/** The orders waiting for confirmation, in front of every page's title (issue 13); 0 removes it. */
export function setTitleCount(count: number): void {
  waiting = Math.max(0, Math.floor(count))
  apply()
}

import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { APP_TITLE } from '../i18n'

/** Sets the document title to "page – Host Portal" (translated) while the page is shown. */
export function useDocumentTitle(page?: string): void {
  const { i18n } = useLingui()
  useEffect(() => {
    const app = i18n._(APP_TITLE)
    document.title = page ? `${page} - ${app}` : app
  }, [i18n, page])
}

import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { STORAGE_KEYS } from '../../client/storage-keys'
import { localStore } from '../../client/web-storage'
import { identityOf, publicIdentity } from '../../domain/identity'
import type { AuthInfo } from '../../domain/endpoints'

/**
 * Keeps localStorage 'identity' current (spec 1): 'overseas' or 'CHN' from the landlord info
 * when signed in; on the public side CHN for zh and JPN otherwise.
 */
export function useIdentitySync(isLoggedIn: boolean, info: AuthInfo | undefined): void {
  const { i18n } = useLingui()
  const locale = i18n.locale
  useEffect(() => {
    const store = localStore()
    if (!store) return
    if (isLoggedIn) {
      if (info) store.setItem(STORAGE_KEYS.identity, identityOf(info.isOverSea))
      return
    }
    store.setItem(STORAGE_KEYS.identity, publicIdentity(locale))
  }, [isLoggedIn, info, locale])
}

import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { callLater } from '../data/call-later'
import { clearLocalState } from '../../client/storage-keys'
import { activateLocale, storedLang } from '../i18n'

/**
 * Logout (spec 2): tell the server (a failure does not keep the host signed in), clear
 * credentials, cookies, cached country, language, identity and chat data, drop every cached
 * query, and go to the home page. The language goes back to the default with the stored one.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useCallback(async () => {
    try {
      await callLater('logout', {}, { hideMessage: true })
    } catch {
      // the server session may already be gone; the device forgets it either way
    }
    await clearLocalState()
    // the stored language went with the rest: back to the default before anything re-renders
    await activateLocale(storedLang())
    // Leave the host page before dropping the cache: a mounted host screen (e.g. /work/index,
    // which reads the landlord info with useSuspenseQuery) would refetch it without a session,
    // get 4203 and send the visitor to /login instead of the home page.
    await router.navigate({ to: '/', replace: true })
    queryClient.clear()
    await router.invalidate()
  }, [queryClient, router])
}

import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import { isLoggedIn } from '../../client/session'
import { ONLINE_SERVICE_URL } from './site-info'

/** Online customer service (spec 2): an external chat window, or sign-in first for visitors. */
export function useOnlineService(): () => void {
  const router = useRouter()
  return useCallback(() => {
    if (!isLoggedIn()) {
      void router.navigate({ href: '/login' })
      return
    }
    window.open(ONLINE_SERVICE_URL, 'hostPortalService', 'noopener,width=420,height=640')
  }, [router])
}

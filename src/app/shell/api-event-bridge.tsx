import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { onApiEvent } from '../../client/events'
import type { ApiEvent } from '../../client/events'
import { clearSession } from '../../client/session'
import { useToast } from '../ui/toast'
import { useMessageText } from './message-text'

/**
 * Carries out what the call layer reports (spec 4 Session, 8): an expired session clears the
 * credentials and the cache and opens /login (coming back here after sign-in); a slide
 * verification leaves for the verification page; a message shows as a translated toast.
 */
export function ApiEventBridge() {
  const router = useRouter()
  const queryClient = useQueryClient()
  const toast = useToast()
  const text = useMessageText()
  useEffect(
    () =>
      onApiEvent((event: ApiEvent) => {
        switch (event.type) {
          case 'sessionExpired': {
            clearSession()
            queryClient.clear()
            const here = router.state.location.href
            const onSignIn = /^\/(login|register|findPassword)\b/i.test(router.state.location.pathname)
            void router.navigate({
              href: onSignIn ? '/login' : `/login?redirect=${encodeURIComponent(here)}`,
              replace: true,
            })
            return
          }
          case 'slide':
            window.location.assign(event.url)
            return
          case 'message':
            toast.show(event.text ?? text(event.key, event.params), 'error')
            return
        }
      }),
    [router, queryClient, toast, text],
  )
  return null
}

import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { LoginResult } from '../../../domain/endpoints'
import { saveSession } from '../../../client/session'
import { identityQueries } from '../../data/identity'
import { startLocalData } from '../../shell/local-data'
import { keepOverlaysForOffline } from '../../shell/offline-code'
import { localStore } from '../../../client/web-storage'
import { STORAGE_KEYS } from '../../../client/storage-keys'
import { afterSignInPath } from './safe-redirect'
import { clearDraft, draftStorage } from './sign-in-draft'

/**
 * What happens after any successful sign-in (password, SMS code or registration): the session
 * is stored (the server set its cookies too), the sign-in draft is dropped, identity data is
 * refetched for the new host, and the host goes on: a new host to /complete, others to the
 * `redirect` they came from or /work/index.
 */
export function useSignedIn(redirect: string | undefined) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(
    async (result: LoginResult) => {
      saveSession(result)
      // a first sign-in on this device: the portal asks once about new-order notifications (issue 40;
      // read by shell/push-ask-state.ts, which the sign-in page does not load)
      const store = localStore()
      if (store && !store.getItem(STORAGE_KEYS.pushAskedAt)) store.setItem(STORAGE_KEYS.pushAskDue, '1')
      // the host's local data (started now if the visit began signed out), then what waited for a session
      void startLocalData(queryClient)
        .then(() => import('../../shell/outbox-bridge'))
        .then((bridge) => bridge.afterSignInOutbox(), () => undefined) // not loaded: the next page load starts it
      // the host works offline from now on: the overlays' code too (decisions 0035, 0043)
      keepOverlaysForOffline()
      clearDraft(draftStorage())
      await queryClient.invalidateQueries({ queryKey: identityQueries.all })
      await navigate({ href: afterSignInPath(result.isNew, redirect), replace: true })
    },
    [queryClient, navigate, redirect],
  )
}

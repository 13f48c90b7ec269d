import { useRef } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { onOutboxChangeLater, portalOutbox } from './outbox-lazy'
import { identityQueries } from './identity'
import { useOutboxRead } from './use-outbox-read'

/** The outbox item of the landlord's city choice (one at a time: later choices merge). */
export const CITY_ITEM = 'landlord-city'

/** Whether a city choice waits in the outbox; refetches the identity once it has been sent. */
export function useCityPending(): boolean {
  const queryClient = useQueryClient()
  const was = useRef(false)
  return useOutboxRead(
    async () => {
      const now = (await (await portalOutbox()).listPending(CITY_ITEM)).length > 0
      if (was.current && !now) void refreshIdentity(queryClient)
      was.current = now
      return now
    },
    false,
    [queryClient],
  )
}

/** Refetches the identity when the outbox no longer holds a city choice (after enqueueing one). */
export function refreshIdentityWhenCitySent(queryClient: QueryClient): void {
  const off = onOutboxChangeLater(() => {
    void portalOutbox().then(async (outbox) => {
      const entries = await outbox.listPending(CITY_ITEM)
      if (entries.length > 0) return
      off()
      void refreshIdentity(queryClient)
    })
  })
}

function refreshIdentity(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: identityQueries.info().queryKey })
}

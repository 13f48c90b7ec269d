import { useEffect, useRef, useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { listPending, onOutboxChange } from '../../client/outbox/portal-outbox'
import { identityQueries } from './identity'

/** The outbox item of the landlord's city choice (one at a time: later choices merge). */
export const CITY_ITEM = 'landlord-city'

/** Whether a city choice waits in the outbox; refetches the identity once it has been sent. */
export function useCityPending(): boolean {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState(false)
  const was = useRef(false)
  useEffect(() => {
    let live = true
    const check = () =>
      void listPending(CITY_ITEM).then(
        (entries) => {
          if (!live) return
          const now = entries.length > 0
          if (was.current && !now) void refreshIdentity(queryClient)
          was.current = now
          setPending(now)
        },
        () => undefined,
      )
    check()
    const off = onOutboxChange(check)
    return () => {
      live = false
      off()
    }
  }, [queryClient])
  return pending
}

/** Refetches the identity when the outbox no longer holds a city choice (after enqueueing one). */
export function refreshIdentityWhenCitySent(queryClient: QueryClient): void {
  const off = onOutboxChange(() => {
    void listPending(CITY_ITEM).then((entries) => {
      if (entries.length > 0) return
      off()
      void refreshIdentity(queryClient)
    })
  })
}

function refreshIdentity(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: identityQueries.info().queryKey })
}

import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { conflictOf } from '../../client/outbox/conflict'
import { portalOutbox } from '../data/outbox-lazy'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'
import { ConflictNotice } from '../ui/conflict-notice'
import { reportStorageError } from './storage-full'
import { fallbackText, syncEndpoint } from './sync-registry'

// The notice and the choice of one refused write: they show values through the sync registry,
// which knows every area's writes, so they load when a conflict is there to show (issue 41).

/** Keep mine / use current for one entry; "use current" refetches the item's queries. */
export function useResolveConflict(): (entry: NotSyncedEntry, choice: 'mine' | 'current') => Promise<void> {
  const queryClient = useQueryClient()
  return useCallback(
    async (entry, choice) => {
      try {
        const resolved = await (await portalOutbox()).resolveConflict(entry.id, choice)
        if (choice === 'current' && resolved) {
          const keys = syncEndpoint(resolved.endpoint)?.queries?.(resolved) ?? []
          await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
        }
      } catch (error) {
        reportStorageError(error)
      }
    },
    [queryClient],
  )
}

/** The conflict notice of one not-synced entry, with its values shown through the registry. */
export function EntryConflict({ entry, className }: { entry: NotSyncedEntry; className?: string }) {
  const { i18n } = useLingui()
  const resolve = useResolveConflict()
  const [busy, setBusy] = useState(false)
  const current = conflictOf(entry)
  if (!current) return null
  const def = syncEndpoint(entry.endpoint)
  const choose = (choice: 'mine' | 'current') => {
    setBusy(true)
    void resolve(entry, choice).finally(() => setBusy(false))
  }
  return (
    <ConflictNotice
      className={className}
      current={def?.showCurrent?.(current.value, i18n.locale) ?? fallbackText(current.value)}
      mine={def?.showMine?.(entry, i18n.locale) ?? fallbackText(entry.params)}
      busy={busy}
      onKeepMine={() => choose('mine')}
      onUseCurrent={() => choose('current')}
    />
  )
}

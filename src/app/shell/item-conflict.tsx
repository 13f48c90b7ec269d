import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { conflictOf } from '../../client/outbox/conflict'
import { portalOutbox } from '../data/outbox-lazy'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'
import { useOutboxRead } from '../data/use-outbox-read'
import { ConflictNotice } from '../ui/conflict-notice'
import { reportStorageError } from './storage-full'
import { fallbackText, syncEndpoint } from './sync-registry'

/** The not-synced version conflicts of one outbox item (e.g. `landlord-city`), kept current. */
export function useItemConflicts(item: string): NotSyncedEntry[] {
  return useOutboxRead(
    async () => (await (await portalOutbox()).listNotSynced()).filter((entry) => entry.item === item && conflictOf(entry)),
    [],
    [item],
  )
}

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

/** Put on the item a screen shows: nothing unless a write of it was refused as changed elsewhere. */
export function ItemConflict({ item }: { item: string }) {
  const entries = useItemConflicts(item)
  return (
    <>
      {entries.map((entry) => (
        <EntryConflict key={entry.id} entry={entry} />
      ))}
    </>
  )
}

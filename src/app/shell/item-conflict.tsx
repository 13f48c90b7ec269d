import { Suspense } from 'react'
import { lazyWhenOnline } from '../lazy-when-online'
import { conflictOf } from '../../client/outbox/conflict'
import { portalOutbox } from '../data/outbox-lazy'
import type { NotSyncedEntry } from '../../client/outbox/outbox-types'
import { useOutboxRead } from '../data/use-outbox-read'

const EntryConflict = lazyWhenOnline(() => import('./entry-conflict').then((m) => m.EntryConflict))

/** The not-synced version conflicts of one outbox item (e.g. `landlord-city`), kept current. */
export function useItemConflicts(item: string): NotSyncedEntry[] {
  return useOutboxRead(
    async () => (await (await portalOutbox()).listNotSynced()).filter((entry) => entry.item === item && conflictOf(entry)),
    [],
    [item],
  )
}

/** Put on the item a screen shows: nothing unless a write of it was refused as changed elsewhere. */
export function ItemConflict({ item }: { item: string }) {
  const entries = useItemConflicts(item)
  return (
    <Suspense fallback={null}>
      {entries.map((entry) => (
        <EntryConflict key={entry.id} entry={entry} />
      ))}
    </Suspense>
  )
}

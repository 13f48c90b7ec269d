import { STATUS } from '../../domain/envelope'
import type { ConflictCurrent, NotSyncedEntry } from './outbox-types'

/** The server's current version and value when the entry was refused as changed elsewhere (409). */
export function conflictOf(entry: Pick<NotSyncedEntry, 'refusal'>): ConflictCurrent | undefined {
  const current = entry.refusal.current as { version?: unknown } | undefined
  if (entry.refusal.status !== STATUS.conflict || typeof current?.version !== 'number') return undefined
  return current as ConflictCurrent
}

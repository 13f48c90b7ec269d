import { useEffect, useState } from 'react'
import { listNotSynced, onOutboxChange, outboxState } from '../../client/outbox/portal-outbox'
import type { NotSyncedEntry, OutboxState } from '../../client/outbox/outbox-types'

/** The outbox's counts and progress, re-rendered on every change. */
export function useOutboxState(): OutboxState {
  const [state, setState] = useState<OutboxState>(outboxState)
  useEffect(() => {
    setState(outboxState())
    return onOutboxChange(setState)
  }, [])
  return state
}

/** The refused entries, re-read whenever the not-synced count changes (and on reload()). */
export function useNotSynced(notSynced: number): { entries: NotSyncedEntry[]; reload: () => void } {
  const [entries, setEntries] = useState<NotSyncedEntry[]>([])
  const [version, setVersion] = useState(0)
  useEffect(() => {
    let live = true
    if (notSynced === 0) {
      setEntries([])
      return
    }
    listNotSynced().then(
      (list) => live && setEntries(list),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [notSynced, version])
  return { entries, reload: () => setVersion((v) => v + 1) }
}

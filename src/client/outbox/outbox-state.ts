import type { OutboxDeps } from './outbox-deps'
import type { OutboxState } from './outbox-types'

/** The outbox's state (counts, run, pause) and its listeners. */
export function createOutboxState(deps: OutboxDeps) {
  const { db } = deps
  const listeners = new Set<(state: OutboxState) => void>()
  let state: OutboxState = { pending: 0, replaying: false, progress: { done: 0, total: 0 }, notSynced: 0, quiet: 0, paused: false }

  function current(): OutboxState {
    return state
  }

  function onChange(listener: (state: OutboxState) => void): () => void {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  async function changed() {
    await refresh()
    deps.notify?.()
  }

  /** Re-reads the counts (also when another tab changed the queue). */
  async function refresh() {
    const [pending, notSynced, ...quiet] = await Promise.all([
      db.outbox.count(), db.notSynced.count(),
      ...(deps.quietItems ?? []).map((prefix) => db.outbox.where('item').startsWith(prefix).count()),
    ])
    setState({ pending, notSynced, quiet: quiet.reduce((sum, n) => sum + n, 0) })
  }

  function setState(patch: Partial<OutboxState>) {
    state = { ...state, ...patch }
    for (const listener of [...listeners]) {
      try {
        listener(state)
      } catch (error) {
        console.error('[outbox] listener failed', error)
      }
    }
  }

  return { state: current, setState, onChange, changed, refresh }
}

export type OutboxStateStore = ReturnType<typeof createOutboxState>

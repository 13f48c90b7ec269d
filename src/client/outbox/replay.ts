import type { OutboxContext } from './outbox-context'
import type { RunScan } from './replay-batch'

export const REPLAY_LOCK = 'outbox-replay'
/** How long a sent entry's result stays readable for dependants enqueued after it. */
export const RESULT_KEEP_MS = 30 * 24 * 60 * 60 * 1000

/** The replay's runs (one at a time, batch by batch under the lock), the back-off timer and the triggers. */
export function createReplay(ctx: OutboxContext, runBatch: (scan: RunScan, tried?: Set<string>) => Promise<number>) {
  const { deps, db, clock } = ctx
  const { state, setState, refresh } = ctx.state

  /**
   * Sends ready entries batch by batch until none is ready; concurrent calls share one run. Never
   * rejects: a failure is logged and the entries wait for the next trigger. `eager` (a sign that
   * the connection may be back: start-up, online, visible, sync) also sends entries waiting out
   * their back-off, once per run, but never before a server's Retry-After (notBefore).
   */
  function replay(options: { eager?: boolean } = {}): Promise<void> {
    if (options.eager) ctx.eagerNext = true
    if (ctx.running) {
      ctx.again = true
      return ctx.running
    }
    ctx.running = (async () => {
      try {
        do {
          ctx.again = false
          const eager = ctx.eagerNext
          ctx.eagerNext = false
          await runOnce(eager)
        } while (ctx.again)
      } catch (error) {
        // e.g. the database failed: nothing is lost (entries stay queued); the next trigger retries
        console.error('[outbox] replay failed', error)
      } finally {
        ctx.running = null
        setState({ replaying: false })
        await refresh()
        await schedule()
      }
    })()
    return ctx.running
  }

  async function runOnce(eager: boolean): Promise<void> {
    if (state().paused) {
      if (!deps.currentUserId()) return
      setState({ paused: false })
    }
    setState({ replaying: true, progress: { done: 0, total: await db.outbox.count() } })
    await db.outboxResults.where('doneAt').below(clock.now() - RESULT_KEEP_MS).delete()
    // an eager run tries each entry in back-off once (a failure sets its back-off again)
    const tried = eager ? new Set<string>() : undefined
    const scan: RunScan = { after: 0, waiting: new Set(), earliest: Number.POSITIVE_INFINITY }
    for (;;) {
      const handled = await deps.lock(REPLAY_LOCK, () => runBatch(scan, tried))
      if (!handled || state().paused) break
    }
    // a back-off that ran out during this run: its item was passed over, so go round once more
    if (scan.earliest <= clock.now() && !state().paused) ctx.again = true
  }

  /** Arms the back-off timer for the earliest waiting entry (only once started). */
  async function schedule() {
    ctx.cancelTimer?.()
    ctx.cancelTimer = undefined
    if (!ctx.auto || state().paused) return
    const now = clock.now()
    const next = await db.outbox.where('nextAttemptAt').above(now).first()
    if (!next) return
    ctx.cancelTimer = clock.setTimer(() => {
      ctx.cancelTimer = undefined
      // no network at all: the `online` kick sends them (a call now would only fail and back off again)
      if (deps.offline?.()) return
      void replay()
    }, next.nextAttemptAt - now)
  }

  /** The host signed in again after a 4203: unpause and replay. */
  function resume(): Promise<void> {
    setState({ paused: false })
    return replay()
  }

  /** Turns on the automatic triggers that need no browser event: after enqueue, the back-off timer. */
  function setAuto(on: boolean) {
    ctx.auto = on
    if (!on) {
      ctx.cancelTimer?.()
      ctx.cancelTimer = undefined
    }
  }

  return { replay, resume, setAuto }
}

import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { hearsOtherInstances, subscribeEvents } from '../../events/bus'
import { watchChatLongPolls } from '../../metrics'

/**
 * Wakes the long-polls of a host when a message of its conversations is stored (decision 0063).
 * A waiting poll holds no database connection and no thread: it is a promise in a map. Stored
 * messages are published as events (decision 0065): on SQLite this process's own writes and the
 * console's (through the server's socket, issue 34) wake at once; on PostgreSQL every instance's
 * writes do (LISTEN/NOTIFY). Writes nobody published (straight into the database, a notification
 * lost while the listening connection was down) are seen by one shared tick that reads the newest
 * message ids while any poll waits: once a second, or every 5 s while this process hears the
 * other writers.
 */
export class ChatWatcher {
  private readonly waiters = new Map<number, Set<() => void>>()
  private lastId: number | null = null
  private timer: ReturnType<typeof setInterval> | null = null
  private ticking = false
  private count = 0
  private ticks = 0
  private drained = false

  private readonly db: Kysely<Database>
  private readonly tickMs: number

  constructor(db: Kysely<Database>, tickMs = 1_000) {
    this.db = db
    this.tickMs = tickMs
  }

  /** How many polls wait now (the benchmark prints it). */
  get waiting(): number {
    return this.count
  }

  /**
   * Resolves when a message of the host's conversations is stored, after `ms`, or when `signal`
   * aborts. `seenUpTo`: the newest message id the caller has read (the tick starts from there).
   */
  wait(userId: number, ms: number, seenUpTo: number, signal?: AbortSignal): Promise<void> {
    if (this.drained) return Promise.resolve()
    if (this.lastId === null || seenUpTo < this.lastId) this.lastId = seenUpTo
    return new Promise((resolve) => {
      let set = this.waiters.get(userId)
      if (!set) this.waiters.set(userId, (set = new Set()))
      const done = () => {
        clearTimeout(timeout)
        signal?.removeEventListener('abort', done)
        if (set.delete(done)) this.count -= 1
        if (set.size === 0 && this.waiters.get(userId) === set) this.waiters.delete(userId)
        if (this.count === 0) this.stopTicking()
        resolve()
      }
      const timeout = setTimeout(done, ms)
      set.add(done)
      this.count += 1
      signal?.addEventListener('abort', done, { once: true })
      if (signal?.aborted) done()
      else this.startTicking()
    })
  }

  /** Wakes every poll of these hosts (a write of this process). */
  notify(userIds: Iterable<number>): void {
    for (const userId of userIds) {
      const set = this.waiters.get(userId)
      if (set) for (const done of [...set]) done()
    }
  }

  /** Stops the tick (server shutdown): waiting polls end at their own time-out. */
  close(): void {
    this.stopTicking()
  }

  /**
   * The instance is stopping (Lifecycle.drain): every waiting poll is answered now, and polls
   * asked from now on do not wait; the client polls again, through another instance.
   */
  drain(): void {
    this.drained = true
    for (const set of [...this.waiters.values()]) for (const done of [...set]) done()
  }

  get draining(): boolean {
    return this.drained
  }

  private startTicking(): void {
    if (this.timer) return
    this.timer = setInterval(() => void this.tick(), this.tickMs)
    this.timer.unref?.()
  }

  private stopTicking(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    this.lastId = null
  }

  /** One read for all polls: the hosts of messages newer than the last seen id. */
  private async tick(): Promise<void> {
    if (this.ticking) return
    this.ticks += 1
    if (hearsOtherInstances(this.db) && this.ticks % HEARING_TICK_EVERY !== 0) return
    this.ticking = true
    try {
      if (this.lastId === null) return
      const rows = await this.db.selectFrom('chat_messages').select(['id', 'user_id']).where('id', '>', this.lastId).orderBy('id').limit(1_000).execute()
      if (rows.length === 0) return
      this.lastId = Number(rows[rows.length - 1]!.id)
      this.notify(new Set(rows.map((row) => Number(row.user_id))))
    } catch {
      // a failed read is tried again at the next tick; the polls still end at their time-out
    } finally {
      this.ticking = false
    }
  }
}

/** While the events of other instances arrive, the backstop tick reads every 5th second. */
const HEARING_TICK_EVERY = 5

const WATCHERS = new Map<Kysely<Database>, ChatWatcher>()

/**
 * The watcher of a database (one per process and database; the long-poll's own, never a
 * transaction's), woken by the published chat events (a poll woken before it can see the message
 * waits on; the tick sees the message once committed).
 */
export function chatWatcherFor(db: Kysely<Database>): ChatWatcher {
  let watcher = WATCHERS.get(db)
  if (!watcher) {
    const created = (watcher = new ChatWatcher(db))
    WATCHERS.set(db, created)
    subscribeEvents(db, 'chat', (event) => created.notify(event.userIds))
    // portal_chat_long_polls: read at each scrape
    watchChatLongPolls(() => created.waiting)
  }
  return watcher
}

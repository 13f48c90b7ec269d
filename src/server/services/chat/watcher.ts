import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'

/**
 * Wakes the long-polls of a host when a message of its conversations is stored (decision 0063).
 * A waiting poll holds no database connection and no thread: it is a promise in a map. Writes of
 * this process notify at once; writes of another process (the console playing a guest, another
 * instance) are seen by one shared tick that reads the newest message ids once a second while any
 * poll waits, whatever the number of polls.
 */
export class ChatWatcher {
  private readonly waiters = new Map<number, Set<() => void>>()
  private lastId: number | null = null
  private timer: ReturnType<typeof setInterval> | null = null
  private ticking = false
  private count = 0

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

const WATCHERS = new Map<Kysely<Database>, ChatWatcher>()

/** The watcher of a database (one per process and database; the long-poll's own, never a transaction's). */
export function chatWatcherFor(db: Kysely<Database>): ChatWatcher {
  let watcher = WATCHERS.get(db)
  if (!watcher) WATCHERS.set(db, (watcher = new ChatWatcher(db)))
  return watcher
}

/**
 * Wakes the polls of these hosts in this process, a moment after the write (a write inside a
 * transaction commits when its handler returns). A poll woken before it can see the message
 * waits on; the tick sees the message once committed.
 */
export function notifyChat(userIds: readonly number[]): void {
  setTimeout(() => {
    for (const watcher of WATCHERS.values()) watcher.notify(userIds)
  }, 20).unref?.()
}

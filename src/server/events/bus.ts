import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { postgresUrlOf } from '../db/connect'
import type { Database } from '../db/schema'

/**
 * What one server instance writes that another instance's clients or jobs wait for (issue 21,
 * decision 0065): a chat message stored for these hosts (their long-polls wake), a new or
 * cancelled order for these hosts (its push is delivered at once rather than at the next run).
 */
export type PortalEvent = { kind: 'chat'; userIds: number[] } | { kind: 'orders'; userIds: number[] }
export type EventKind = PortalEvent['kind']
type Listener = (event: PortalEvent) => void

/** The PostgreSQL channel the instances notify each other on. */
export const EVENT_CHANNEL = 'portal_events'
/** NOTIFY payloads must stay under 8000 bytes: more hosts than this go as several notifications. */
const USERS_PER_NOTIFY = 500

const listeners = new Map<EventKind, Set<Listener>>()

function deliver(event: PortalEvent): void {
  for (const listener of listeners.get(event.kind) ?? []) {
    try {
      listener(event)
    } catch (error) {
      console.error(`[events] a ${event.kind} listener failed:`, error)
    }
  }
}

/**
 * Tells every instance. On PostgreSQL a NOTIFY through `db` (inside a transaction it is sent
 * when the transaction commits, and never if it rolls back); each instance's listener (this one's
 * too) delivers it. On SQLite (one server process) it is delivered here, a moment later, when a
 * surrounding transaction has committed.
 */
export async function publishEvent(db: Kysely<Database>, event: PortalEvent): Promise<void> {
  if (event.userIds.length === 0) return
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (let i = 0; i < event.userIds.length; i += USERS_PER_NOTIFY) {
      const part = { ...event, userIds: event.userIds.slice(i, i + USERS_PER_NOTIFY) }
      await sql`select pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(part)})`.execute(db)
    }
    return
  }
  setTimeout(() => deliver(event), 20).unref?.()
}

/**
 * Calls `listener` for every event of this kind, from any instance of `db`'s database (on
 * PostgreSQL this starts the process's one listening connection for that database). Returns the
 * function that stops listening.
 */
export function subscribeEvents(db: Kysely<Database>, kind: EventKind, listener: Listener): () => void {
  const url = postgresUrlOf(db)
  if (url) listenerFor(url).start()
  let set = listeners.get(kind)
  if (!set) listeners.set(kind, (set = new Set()))
  set.add(listener)
  return () => {
    set.delete(listener)
  }
}

/** Whether this process hears other instances' events of `db` as they happen (PostgreSQL, connection up). */
export function hearsOtherInstances(db: Kysely<Database>): boolean {
  const url = postgresUrlOf(db)
  return url !== undefined && (PG_LISTENERS.get(url)?.connected ?? false)
}

/**
 * The process's kept LISTEN connection to one PostgreSQL database. A lost connection is opened
 * again after 1, 2, 4 ... 30 s; what was notified meanwhile is not replayed, so the waiters keep
 * their own slow check (the chat watcher's tick) as the backstop.
 */
class PgListener {
  connected = false
  /** The connection being opened or open; a lost one that is not this one is ignored (error and end both report it). */
  private client: pg.Client | null = null
  private started = false
  private closed = false
  private retryMs = 1_000
  private readonly url: string

  constructor(url: string) {
    this.url = url
  }

  start(): void {
    if (this.started) return
    this.started = true
    void this.connect()
  }

  async close(): Promise<void> {
    this.closed = true
    const client = this.client
    this.client = null
    this.connected = false
    await client?.end().catch(() => {})
  }

  private async connect(): Promise<void> {
    if (this.closed) return
    const client = new pg.Client({ connectionString: this.url, application_name: 'portal-events' })
    this.client = client
    client.on('notification', (message) => {
      if (message.channel !== EVENT_CHANNEL || !message.payload) return
      try {
        const event = JSON.parse(message.payload) as PortalEvent
        if ((event.kind === 'chat' || event.kind === 'orders') && Array.isArray(event.userIds)) deliver(event)
      } catch {
        // not ours: ignored
      }
    })
    client.on('error', () => this.lost(client))
    client.on('end', () => this.lost(client))
    try {
      await client.connect()
      await client.query(`listen ${EVENT_CHANNEL}`)
      if (this.closed || this.client !== client) {
        await client.end().catch(() => {})
        return
      }
      this.connected = true
      this.retryMs = 1_000
    } catch (error) {
      console.warn(`[events] cannot listen on PostgreSQL: ${error instanceof Error ? error.message : String(error)}; trying again`)
      this.lost(client)
    }
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return
    this.client = null
    this.connected = false
    void client.end().catch(() => {})
    if (this.closed) return
    const wait = this.retryMs
    this.retryMs = Math.min(30_000, this.retryMs * 2)
    setTimeout(() => void this.connect(), wait).unref?.()
  }
}

const PG_LISTENERS = new Map<string, PgListener>()

function listenerFor(url: string): PgListener {
  let listener = PG_LISTENERS.get(url)
  if (!listener) PG_LISTENERS.set(url, (listener = new PgListener(url)))
  return listener
}

/** Closes the listening connection of `db`'s database (server shutdown, the end of a test). */
export async function closeEvents(db: Kysely<Database>): Promise<void> {
  const url = postgresUrlOf(db)
  if (!url) return
  const listener = PG_LISTENERS.get(url)
  PG_LISTENERS.delete(url)
  await listener?.close()
}

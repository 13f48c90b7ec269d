import { createHash } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { PostgresAdapter, sql } from 'kysely'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { postgresUrlOf } from '../db/connect'
import type { Database } from '../db/schema'
import { log } from '../log'
import { databaseAnswered, databaseFailed } from '../db/outage-log'

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
      log().error({ err: error, event: event.kind }, 'an event listener failed')
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
  // another process on the same SQLite file (the console playing a guest): to the server's socket
  if (forwardTo && !localServer) forward(forwardTo, event)
}

/**
 * SQLite's event path between processes (issue 34): the server listens on a Unix socket beside
 * its database file, and a process that writes to the same file (the console) publishes there,
 * so a guest's message written by the console wakes the host's long-poll as one written through
 * the server does, rather than at the watcher's next tick. The socket lives in the data directory
 * (mode 0600: whoever can write there can write the database itself); a path too long for a Unix
 * socket goes to the system's temporary directory under a name derived from the database file.
 */
export function localEventsPath(dbFile: string): string {
  const beside = path.join(path.dirname(path.resolve(dbFile)), '.portal-events.sock')
  if (Buffer.byteLength(beside) <= MAX_SOCKET_PATH) return beside
  return path.join(os.tmpdir(), `portal-events-${createHash('sha256').update(path.resolve(dbFile)).digest('hex').slice(0, 16)}.sock`)
}

/** sun_path holds 108 bytes on Linux (104 on macOS), the terminating zero included. */
const MAX_SOCKET_PATH = 100
/** One event is a few hundred bytes; a line longer than this is not an event and closes the connection. */
const MAX_EVENT_LINE = 64 * 1024

let localServer: net.Server | null = null
let forwardTo: string | null = null
const sending = new Set<Promise<void>>()

/**
 * The server's side (SQLite): delivers the events other processes publish on `socketPath`.
 * A socket file nobody answers on (a server that was killed) is replaced; one a live server
 * answers on is left to it (this process then hears only its own events and the watcher's tick).
 * Returns the function that stops listening.
 */
export async function serveLocalEvents(socketPath: string): Promise<() => Promise<void>> {
  if (fs.existsSync(socketPath)) {
    if (await answers(socketPath)) {
      log().warn({ socketPath }, "another server listens on the events socket: this one hears the console's writes at the watcher's tick only")
      return async () => {}
    }
    fs.rmSync(socketPath, { force: true })
  }
  const server = net.createServer((socket) => {
    let buffered = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      buffered += chunk
      let newline: number
      while ((newline = buffered.indexOf('\n')) >= 0) {
        const line = buffered.slice(0, newline)
        buffered = buffered.slice(newline + 1)
        const event = parseEvent(line)
        if (event) deliver(event)
      }
      if (buffered.length > MAX_EVENT_LINE) socket.destroy()
    })
    socket.on('error', () => socket.destroy())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(socketPath, () => {
      server.off('error', reject)
      resolve()
    })
  })
  fs.chmodSync(socketPath, 0o600)
  server.unref()
  localServer = server
  return () =>
    new Promise<void>((resolve) => {
      if (localServer === server) localServer = null
      server.close(() => resolve())
    })
}

/** A process beside the server (the console, SQLite): its events go to the server's socket too. */
export function forwardLocalEvents(socketPath: string): void {
  forwardTo = socketPath
}

/** Waits (up to `ms`) until the events this process forwarded are sent: before it exits. */
export async function flushEvents(ms = 2_000): Promise<void> {
  if (sending.size === 0) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([Promise.allSettled([...sending]), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}

function forward(socketPath: string, event: PortalEvent): void {
  const sent = new Promise<void>((resolve) => {
    // after the same moment as the local delivery: a surrounding transaction has committed
    setTimeout(() => {
      const socket = net.createConnection(socketPath)
      socket.on('connect', () => socket.end(`${JSON.stringify(event)}\n`))
      // no server (not started, or on another machine's copy of the file): the tick sees the write
      socket.on('error', () => resolve())
      socket.on('close', () => resolve())
    }, 20)
  })
  sending.add(sent)
  void sent.then(() => sending.delete(sent))
}

/** Whether a server answers on the socket. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.createConnection(socketPath)
    socket.on('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

function parseEvent(text: string): PortalEvent | null {
  try {
    const event = JSON.parse(text) as PortalEvent
    if ((event.kind === 'chat' || event.kind === 'orders') && Array.isArray(event.userIds) && event.userIds.every(Number.isSafeInteger)) return event
  } catch {
    // not an event
  }
  return null
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

/**
 * Whether this process hears the other writers' events of `db` as they happen: PostgreSQL with
 * its listening connection up, or SQLite with the server's socket open to the console.
 */
export function hearsOtherInstances(db: Kysely<Database>): boolean {
  const url = postgresUrlOf(db)
  if (url === undefined) return localServer?.listening ?? false
  return PG_LISTENERS.get(url)?.connected ?? false
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
      const event = parseEvent(message.payload)
      if (event) deliver(event)
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
      databaseAnswered()
    } catch (error) {
      if (!databaseFailed('events', error)) log().warn({ err: error }, 'cannot listen on PostgreSQL; trying again')
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

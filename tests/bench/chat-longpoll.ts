/**
 * Benchmark: the chat's long-polls (issue 19, decision 0063) on SQLite over real HTTP with signed
 * calls. 1,000 overseas hosts, each with a conversation and one open poll (hosts x polls per host
 * can be changed); then 50 messages a second for 10 s, each sent by a host (imSend from another
 * of its devices) and answered to that host's waiting polls. Prints the process's memory before and with the polls
 * open (the server and its 1,000 clients share this process), and the delay from a send to each
 * poll's answer (p50, p95, p99). Then one guest message a second written by another process
 * (straight into the database), seen by the watcher's tick. Asserts nothing.
 *
 *   npx tsx tests/bench/chat-longpoll.ts [hosts, default 1000] [polls per host, default 1]
 */
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { guestTalk } from '../../src/server/services/chat/chat'
import { chatWatcherFor } from '../../src/server/services/chat/watcher'
import { insertUnit } from '../api/calendar-fixtures'
import { startServer } from '../api/support/server'
import type { TestSession } from '../api/support/server'
import { createLandlord } from '../../src/server/console/landlords'
import { openSession } from '../../src/server/services/uic/sessions'

const HOSTS = Number(process.argv[2] ?? 1000)
const PER_HOST = Number(process.argv[3] ?? 1)
const RATE = 50
const SECONDS = 10

const server = await startServer()
type Host = { session: TestSession; talkId: string; version: string }
const hosts: Host[] = []
for (let i = 0; i < HOSTS; i++) {
  // hosts made and signed in straight in the database (no password hashing: 1,000 sign-ins would take minutes)
  const user = await createLandlord(server.db, { mobile: `1366${String(i).padStart(7, '0')}`, country: '86', realname: true, name: 'Bench' }, server.clock.now())
  const opened = await openSession(server.db, user.id, server.clock.now(), server.config.sessionTtlMs)
  const session: TestSession = { userId: String(user.id), sessId: opened.sessId, xztoken: opened.xztoken }
  await server.db.updateTable('users').set({ is_oversea: 1 }).where('id', '=', Number(session.userId)).execute()
  const unit = await insertUnit(server, { ...session, userName: '', mobile: '', nickName: '', isNew: false }, { title: `Bench flat ${i}` })
  const guest = await server.db.insertInto('chat_guests').values({ nick_name: `Guest ${i}`, head_img_url: '', created_at: server.clock.now() }).returning('id').executeTakeFirstOrThrow()
  const talk = await guestTalk(server.db, Number(guest.id), Number(session.userId), unit.slice(3), `Bench flat ${i}`, server.clock.now())
  const joined = await server.api('imJoin', {}, { session })
  if (joined.body?.status !== 200) throw new Error(`imJoin: ${joined.text}`)
  hosts.push({ session, talkId: talk.talk_id, version: joined.body.content.imVersion })
}

const memory = () => {
  const m = process.memoryUsage()
  return `rss ${(m.rss / 2 ** 20).toFixed(0)} MB, heap ${(m.heapUsed / 2 ** 20).toFixed(0)} MB`
}
global.gc?.()
console.log(`chat long-poll on SQLite: ${HOSTS} hosts x ${PER_HOST} polls = ${HOSTS * PER_HOST} open polls`)
console.log(`  memory before the polls:        ${memory()}`)

/** When each host's last send was made, to time the polls' answers. */
const sentAt = new Map<string, number>()
const delays: number[] = []
let answered = 0
let stopping = false

/** One device's loop: a poll, then the next from where it got to, until the run ends. */
async function device(host: Host): Promise<void> {
  let version = host.version
  while (!stopping) {
    const reply = await server.api('imRefresh', { imVersion: version, waitMs: 60_000 }, { session: host.session })
    if (reply.body?.status !== 200) throw new Error(`imRefresh: ${reply.text.slice(0, 200)}`)
    const answer = reply.body.content as { messages: { localId: string }[]; imVersion: string }
    const now = performance.now()
    for (const message of answer.messages) {
      const at = sentAt.get(message.localId)
      if (at !== undefined) delays.push(now - at)
      answered += 1
    }
    version = answer.imVersion
  }
}

const loops = hosts.flatMap((host) => Array.from({ length: PER_HOST }, () => device(host)))
const watcher = chatWatcherFor(server.db)
while (watcher.waiting < HOSTS * PER_HOST) await new Promise((resolve) => setTimeout(resolve, 50))
global.gc?.()
console.log(`  memory with ${String(watcher.waiting).padStart(4)} polls open:    ${memory()}`)

// 50 sends a second for 10 s, round-robin over the hosts
const sendLatencies: number[] = []
const started = performance.now()
for (let i = 0; i < RATE * SECONDS; i++) {
  const due = started + (i * 1000) / RATE
  const wait = due - performance.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  const host = hosts[i % hosts.length]!
  const localId = randomUUID()
  sentAt.set(localId, performance.now())
  const t0 = performance.now()
  void server.api('imSend', { talkId: host.talkId, content: `Reply ${i}`, localId }, { session: host.session }).then((reply) => {
    if (reply.body?.status !== 200) throw new Error(`imSend: ${reply.text.slice(0, 200)}`)
    sendLatencies.push(performance.now() - t0)
  })
}
await new Promise((resolve) => setTimeout(resolve, 2_000))
console.log(`  ${RATE} sends/s for ${SECONDS} s: ${sendLatencies.length} sent, send p50 ${pct(sendLatencies, 0.5)} ms p99 ${pct(sendLatencies, 0.99)} ms`)
console.log(`  polls answered ${answered} messages (${PER_HOST} devices each): send -> answer p50 ${pct(delays, 0.5)} ms  p95 ${pct(delays, 0.95)} ms  p99 ${pct(delays, 0.99)} ms`)
console.log(`  memory after:                   ${memory()}`)

// a guest's message from another process: the watcher's tick (once a second) finds it
const tickDelays: number[] = []
for (let i = 0; i < 5; i++) {
  const host = hosts[i]!
  const localId = randomUUID()
  const before = delays.length
  sentAt.set(localId, performance.now())
  await server.db.insertInto('chat_messages').values({
    talk_id: host.talkId, user_id: Number(host.session.userId), from_role: 'tenant', local_id: localId, content: `Guest ${i}`, created_at: server.clock.now(), pushed_at: 0,
  }).execute()
  while (delays.length < before + PER_HOST) await new Promise((resolve) => setTimeout(resolve, 10))
  tickDelays.push(...delays.slice(before))
  await new Promise((resolve) => setTimeout(resolve, 300))
}
console.log(`  written by another process (tick): store -> answer p50 ${pct(tickDelays, 0.5)} ms  max ${pct(tickDelays, 1)} ms`)

stopping = true
watcher.close()
process.exit(0)
void loops

function pct(values: number[], p: number): string {
  if (values.length === 0) return '-'
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!.toFixed(1)
}

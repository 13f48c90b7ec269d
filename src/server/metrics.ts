import http from 'node:http'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { databaseFailed } from './db/outage-log'
import { log } from './log'

/**
 * The server's metrics (issue 37), in the Prometheus text format, kept in one registry of this
 * process and served on a port of their own (serveMetrics; METRICS_PORT, docs/deploy.md
 * "Metrics"). Part of the server's base: it imports nothing of the server; the HTTP app, the
 * outbox's batch, the job runners and the services record into it, and main.ts hands it what it
 * reads at scrape time (the PostgreSQL pool, the jobs' last good runs).
 *
 * Labels are bounded: an endpoint is its key in the endpoint table or one of a few groups (never
 * a raw path), a job its name; no label carries anything a request sent.
 */
export const registry = new Registry()

const PREFIX = 'portal_'

const httpRequests = new Counter({
  name: `${PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by endpoint key of the endpoint table (or group: static, open_api, health, other) and HTTP status.',
  labelNames: ['endpoint', 'status'] as const,
  registers: [registry],
})

const httpDuration = new Histogram({
  name: `${PREFIX}http_request_duration_seconds`,
  help: 'Time from a request to its answer\'s headers (a streamed body goes on after), by endpoint key or group. A chat long-poll (imRefresh) counts its wait.',
  labelNames: ['endpoint'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
})

const outboxBatchSize = new Histogram({
  name: `${PREFIX}outbox_batch_size`,
  help: 'Operations per outboxBatch call.',
  buckets: [1, 2, 5, 10, 20, 50, 100, 200],
  registers: [registry],
})

const jobRuns = new Counter({
  name: `${PREFIX}job_runs_total`,
  help: 'Job runs finished by this process, by job and outcome (ok, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
})

/** Reads the jobs' last good runs at scrape time (main.ts: from job_runs, shared by every instance). */
let jobLagSource: (() => Promise<ReadonlyArray<{ job: string; lagSeconds: number }>>) | undefined

new Gauge({
  name: `${PREFIX}job_lag_seconds`,
  help: 'Seconds since the job last finished without an error, on any instance (jobs that never did are absent).',
  labelNames: ['job'] as const,
  registers: [registry],
  async collect() {
    this.reset()
    if (!jobLagSource) return
    // after the other families' collect(): this read's own query would show in the pool's counts
    await new Promise((resolve) => setImmediate(resolve))
    try {
      for (const { job, lagSeconds } of await jobLagSource()) this.set({ job }, lagSeconds)
    } catch (error) {
      // the database does not answer: the scrape goes on without the lags (their absence can alert)
      if (!databaseFailed('metrics', error)) log().warn({ err: error }, 'job lags not read')
    }
  },
})

const longPollSources = new Set<() => number>()

new Gauge({
  name: `${PREFIX}chat_long_polls`,
  help: 'Chat long-polls (imRefresh) waiting in this process now.',
  registers: [registry],
  collect() {
    let waiting = 0
    for (const read of longPollSources) waiting += read()
    this.set(waiting)
  },
})

/** What the PostgreSQL pool (pg.Pool) tells about its connections. */
export type PoolCounts = { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number }

/** Registered by watchDbPool only: on SQLite there is no pool, and no such family. */
let poolGauge: Gauge<'state'> | undefined

/** One HTTP request answered: its endpoint key (or group), HTTP status and time to the answer. */
export function observeRequest(endpoint: string, status: number, seconds: number): void {
  httpRequests.inc({ endpoint, status: String(status) })
  httpDuration.observe({ endpoint }, seconds)
}

/** One outboxBatch call of this many operations. */
export function observeOutboxBatch(ops: number): void {
  outboxBatchSize.observe(ops)
}

/** One job run finished (recordJobRun, called by both runners). */
export function countJobRun(job: string, ok: boolean): void {
  jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' })
}

/** Where the jobs' lags are read at scrape time. */
export function watchJobLags(source: () => Promise<ReadonlyArray<{ job: string; lagSeconds: number }>>): void {
  jobLagSource = source
}

/** A chat watcher's count of waiting polls, read at scrape time (summed over the process's watchers). */
export function watchChatLongPolls(read: () => number): void {
  longPollSources.add(read)
}

/** The PostgreSQL pool's connections, read at scrape time. */
export function watchDbPool(pool: PoolCounts): void {
  poolGauge ??= new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: 'PostgreSQL pool of this process: connections idle and in use, and queries waiting for a connection (state waiting).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
}

let defaultsOn = false

/**
 * Serves GET /metrics on its own port and address (METRICS_PORT, METRICS_HOST): anything else is
 * 404, another method 405. The process's own metrics (CPU, memory, event loop lag, GC, handles)
 * are collected from here on, with the prefix. Rejects when the port cannot be bound.
 */
export async function serveMetrics(port: number, host: string): Promise<http.Server> {
  if (!defaultsOn) {
    collectDefaultMetrics({ register: registry, prefix: PREFIX })
    defaultsOn = true
  }
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://metrics').pathname
    if (pathname !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at /metrics\n')
      return
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (error: unknown) => {
        log().error({ err: error }, 'metrics scrape failed')
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n')
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}

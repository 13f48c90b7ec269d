import fs from 'node:fs'
import type http from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { loadConfig } from './config'
import { seedDemo } from './console/seed'
import { createDb, postgresPoolOf } from './db/connect'
import { prepareSchema } from './db/migrate'
import { waitForDatabase } from './db/wait'
import { oneAtATime } from './db/locks'
import { startJobs } from './jobs/start-jobs'
import { closeEvents, localEventsPath, serveLocalEvents, subscribeEvents } from './events/bus'
import { orderPushJob } from './services/alerts/push'
import { CHAT_PUSH_JOB } from './services/chat/chat-push'
import { serverJobs } from './jobs/server-jobs'
import { recordingProviders } from './providers'
import { slideScript } from './verify/routes'
import { Lifecycle } from './lifecycle'
import { log } from './log'
import { chatWatcherFor } from './services/chat/watcher'
import { serveMetrics, watchDbPool, watchJobLags } from './metrics'
import { jobLags } from './jobs/job-runs'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  if (!config.filesS3) fs.mkdirSync(config.filesDir, { recursive: true })
  const db = createDb(config)
  await waitForDatabase(db, config.databaseWaitMs)
  const schema = await prepareSchema(db, { migrate: config.migrateAtStart })
  if (schema.ran.length > 0) log().info({ migrations: schema.ran }, `migrated: ${schema.ran.length} migration(s)`)
  if (schema.ahead.length > 0) log().info({ migrations: schema.ahead }, 'the database is ahead of this build (a newer build migrated it): serving on it')
  const now = () => Date.now()

  const accounts = config.demoData ? await oneAtATime(db, 'portal:demo-seed', () => seedDemo(db, config, now())) : []
  if (accounts.length > 0) {
    // demo data only (DEMO_DATA, off in production): the accounts a newcomer tries first; their
    // passwords are in the README, never in a log
    for (const a of accounts) log().info({ login: a.login }, `demo account: ${a.label}`)
  }
  await slideScript()
  const jobs = await startJobs(db, config, now, serverJobs(config))
  log().info({ engine: jobs.engine }, `jobs: ${jobs.engine === 'pg-boss' ? 'PostgreSQL job queue (pg-boss)' : 'in this process'}`)
  // a new order or guest message, on this instance or another, is pushed now rather than at the next run
  subscribeEvents(db, 'orders', () => void jobs.runSoon(orderPushJob.name))
  subscribeEvents(db, 'chat', () => void jobs.runSoon(CHAT_PUSH_JOB))
  // on SQLite the console's writes (a guest's message, a booking) arrive through a socket beside the database
  const stopLocalEvents = config.databaseUrl ? async () => {} : await serveLocalEvents(localEventsPath(config.dbFile))

  const lifecycle = new Lifecycle()
  lifecycle.onDrain(() => chatWatcherFor(db).drain())
  const app = createApp({ db, config, providers: recordingProviders(db, now), now, lifecycle })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shown = config.host === '127.0.0.1' || config.host === '::1' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host
    log().info({ port: info.port, dataDir: config.dataDir }, `Host portal server listening on http://${shown}:${info.port} (data: ${config.dataDir}; HOST changes the address)`)
  }) as http.Server
  lifecycle.watch(server)
  // the proxy in front closes idle connections, not the server (which would reset its requests)
  server.keepAliveTimeout = config.keepAliveTimeoutMs
  server.headersTimeout = config.keepAliveTimeoutMs + 1_000

  // Prometheus metrics on their own port (METRICS_PORT), never on the public one (docs/deploy.md "Metrics")
  let metricsServer: http.Server | undefined
  if (config.metrics) {
    const pool = postgresPoolOf(db)
    if (pool) watchDbPool(pool)
    watchJobLags(() => jobLags(db, now()))
    metricsServer = await serveMetrics(config.metrics.port, config.metrics.host)
    log().info({ port: config.metrics.port }, `metrics: http://${config.metrics.host.includes(':') ? `[${config.metrics.host}]` : config.metrics.host}:${config.metrics.port}/metrics`)
  }

  /**
   * SIGTERM: not ready from now on, long-polls answered (they come back through another
   * instance), every answer closes its connection; after the delay no new connections; requests
   * in flight finish within the grace period; then jobs, events and the database close and the
   * process exits 0 (1 when the grace ran out with requests still going).
   */
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    log().info({ signal, inFlight: lifecycle.requests, delayMs: config.shutdownDelayMs, graceMs: config.shutdownGraceMs }, `${signal}: draining`)
    lifecycle.drain()
    // whatever hangs after the grace (a job that will not stop, a database that does not answer)
    setTimeout(() => process.exit(1), config.shutdownDelayMs + config.shutdownGraceMs + 10_000).unref()
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
    server.close()
    const settled = await lifecycle.settled(config.shutdownGraceMs)
    if (!settled) log().error({ signal, inFlight: lifecycle.requests }, `${signal}: requests still in flight after the grace; closing them`)
    server.closeAllConnections()
    // no new job runs; a run going on finishes (pg-boss: graceful) before the database closes
    await jobs.stop().catch((error: unknown) => log().error({ err: error }, 'jobs did not stop'))
    await Promise.all([closeEvents(db), stopLocalEvents()]).catch((error: unknown) => log().error({ err: error }, 'events did not stop'))
    await db.destroy()
    metricsServer?.closeAllConnections()
    metricsServer?.close()
    log().info({ signal }, `${signal}: stopped`)
    process.exit(settled ? 0 : 1)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  log().fatal({ err: error }, 'the server could not start')
  process.exit(1)
})

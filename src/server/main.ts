import fs from 'node:fs'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { loadConfig } from './config'
import { seedDemo } from './console/seed'
import { createDb } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { startJobs } from './jobs/start-jobs'
import { closeEvents, localEventsPath, serveLocalEvents, subscribeEvents } from './events/bus'
import { orderPushJob } from './services/alerts/push'
import { CHAT_PUSH_JOB } from './services/chat/chat-push'
import { serverJobs } from './jobs/server-jobs'
import { recordingProviders } from './providers'
import { slideScript } from './verify/routes'

async function main(): Promise<void> {
  const config = loadConfig(process.env)
  if (!config.filesS3) fs.mkdirSync(config.filesDir, { recursive: true })
  const db = createDb(config)
  await migrateToLatest(db)
  const now = () => Date.now()

  const accounts = config.demoData ? await seedDemo(db, config, now()) : []
  if (accounts.length > 0) {
    console.log('Demo accounts (first start):')
    for (const a of accounts) console.log(`  ${a.label}: ${a.login} / ${a.password}`)
  }
  await slideScript()
  const jobs = await startJobs(db, config, now, serverJobs(config))
  console.log(`Jobs: ${jobs.engine === 'pg-boss' ? 'PostgreSQL job queue (pg-boss)' : 'in this process'}`)
  // a new order or guest message, on this instance or another, is pushed now rather than at the next run
  subscribeEvents(db, 'orders', () => void jobs.runSoon(orderPushJob.name))
  subscribeEvents(db, 'chat', () => void jobs.runSoon(CHAT_PUSH_JOB))
  // on SQLite the console's writes (a guest's message, a booking) arrive through a socket beside the database
  const stopLocalEvents = config.databaseUrl ? async () => {} : await serveLocalEvents(localEventsPath(config.dbFile))

  const app = createApp({ db, config, providers: recordingProviders(db, now), now })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shown = config.host === '127.0.0.1' || config.host === '::1' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host
    console.log(`Host portal server listening on http://${shown}:${info.port} (data: ${config.dataDir}; HOST changes the address)`)
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal}: closing`)
    // no new job runs; a run going on finishes (pg-boss: graceful) before the database closes
    const jobsStopped = jobs.stop().catch((error: unknown) => console.error('[jobs] stop:', error))
    server.close(() => {
      void jobsStopped.then(() => Promise.all([closeEvents(db), stopLocalEvents()])).then(() => db.destroy()).then(() => process.exit(0))
    })
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

import { loadConfig } from '../config'
import { createDb } from '../db/connect'
import { flushEvents, forwardLocalEvents, localEventsPath } from '../events/bus'
import { migrateToLatest } from '../db/migrate'
import { runConsole } from './run'

/** `npm run console -- <command>`: opens the server's database (DATA_DIR) and runs one command. */
async function main(): Promise<number> {
  const config = loadConfig(process.env)
  const db = createDb(config)
  // SQLite: what the command writes wakes the running server's waiters at once (issue 34)
  if (!config.databaseUrl) forwardLocalEvents(localEventsPath(config.dbFile))
  try {
    await migrateToLatest(db)
    const result = await runConsole(process.argv.slice(2), { db, config, now: () => Date.now(), progress: (line) => console.error(line) })
    for (const line of result.out) console.log(line)
    for (const line of result.err) console.error(line)
    await flushEvents()
    return result.code
  } finally {
    await db.destroy()
  }
}

main().then(
  (code) => { process.exitCode = code },
  (error: unknown) => {
    console.error(error instanceof Error ? `error: ${error.message}` : error)
    process.exitCode = 2
  },
)

import { loadConfig } from '../config'
import { createDb } from '../db/connect'
import { flushEvents, forwardLocalEvents, localEventsPath } from '../events/bus'
import { prepareSchema } from '../db/migrate'
import { waitForDatabase } from '../db/wait'
import { runConsole } from './run'

/** `npm run console -- <command>`: opens the server's database (DATA_DIR) and runs one command. */
async function main(): Promise<number> {
  const config = loadConfig(process.env)
  const db = createDb(config)
  // SQLite: what the command writes wakes the running server's waiters at once (issue 34)
  if (!config.databaseUrl) forwardLocalEvents(localEventsPath(config.dbFile))
  try {
    // the migrate step of a deployment may start before the database answers
    await waitForDatabase(db, config.databaseWaitMs)
    // the console is the migrate step of a deployment: it brings the schema to its build (never back)
    const argv = process.argv.slice(2)
    if (argv[0] !== 'db' || argv[1] !== 'migrate') await prepareSchema(db, { migrate: true })
    const result = await runConsole(argv, { db, config, now: () => Date.now(), progress: (line) => console.error(line) })
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

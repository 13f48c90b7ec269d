/** Bad input to a console command: main prints the message and exits with status 1. */
export class ConsoleError extends Error {
  override name = 'ConsoleError'
}

export type ConsoleDeps = {
  db: import('kysely').Kysely<import('../db/schema').Database>
  config: import('../config').ServerConfig
  now: () => number
  /** Progress of long commands (moving files): printed as it goes, on stderr; the result comes after. */
  progress?: (line: string) => void
}

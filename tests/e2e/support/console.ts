import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/**
 * Runs the marketplace console (`tsx src/server/console/main.ts ...args`) against the data
 * directory of the server the e2e setup started, and returns its standard output.
 */
export async function consoleCmd(...args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright (tests/e2e/global-setup.ts)')
  return consoleCmdIn(dataDir, ...args)
}

/** Runs the marketplace console against another server's data directory (a spec's own server). */
export async function consoleCmdIn(dataDir: string, ...args: string[]): Promise<string> {
  const root = process.cwd()
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
  try {
    const { stdout } = await run(tsx, ['src/server/console/main.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      timeout: 60_000,
      maxBuffer: 16 * 1024 * 1024,
    })
    return stdout
  } catch (error) {
    // execFile's message already holds the command line and its standard error.
    const failed = error as { stdout?: string; message: string }
    throw new Error(`console failed: ${failed.message}${failed.stdout ? `\nstdout:\n${failed.stdout}` : ''}`)
  }
}

/**
 * The newest verification code sent to a mobile (or e-mail), as `console codes` lists it;
 * country is the dial code of the mobile (the console's default is 86).
 */
export async function latestCode(mobile: string, country?: string): Promise<string> {
  const output = await consoleCmd('codes', mobile, ...(country ? ['--country', country] : []))
  const code = firstCode(output)
  if (!code) throw new Error(`no code sent to ${mobile}; console printed:\n${output}`)
  return code
}

/**
 * The code of the first line of a `console codes` listing (newest first), whose lines read
 * `<ISO time>  <scene>  <code>  (<channel> <target>)`.
 */
export function firstCode(output: string): string | null {
  for (const line of output.split('\n')) {
    const match = /^\S+\s+\S+\s+(\d{6})\s+\(/.exec(line.trim())
    if (match?.[1]) return match[1]
  }
  return null
}

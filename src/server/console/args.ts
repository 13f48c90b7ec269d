import { parseArgs } from 'node:util'
import { ConsoleError } from './console-error'
import { parseManager } from './landlords'
import type { LandlordFlags } from './landlords'

/** How the console reads a command's options and arguments (node:util parseArgs, strict). */

/** Like parse, for commands with a variable number of positionals. */
export function parseSome(args: string[], options: OptionSpec): { values: Values; positionals: string[] } {
  const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true })
  return { values: values as Values, positionals }
}

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; default?: string }>
export type Values = Record<string, string | boolean | undefined>

/** Strict option parsing: unknown options and a wrong number of positionals are errors. */
export function parse(args: Array<string | undefined>, options: OptionSpec, positionalCount: number): { values: Values; positionals: string[] } {
  const { values, positionals } = parseArgs({
    args: args.filter((a): a is string => a !== undefined), options, allowPositionals: true, strict: true,
  })
  if (positionals.length !== positionalCount) {
    throw new ConsoleError(positionalCount === 0
      ? `unexpected argument: ${positionals.join(' ')}`
      : `expected ${positionalCount} argument(s) (mobile), got ${positionals.length}`)
  }
  return { values: values as Values, positionals }
}

export function textFlags(values: Values): LandlordFlags {
  const flags: LandlordFlags = {}
  if (typeof values.name === 'string') flags.name = values.name
  if (typeof values['id-card'] === 'string') flags.idCardNo = values['id-card']
  if (typeof values.passport === 'string') flags.passportNo = values.passport
  if (typeof values.city === 'string') flags.city = values.city
  if (typeof values.manager === 'string') flags.manager = parseManager(values.manager)
  return flags
}

export function parseOnOff(option: string, value: string): boolean {
  const v = value.trim().toLowerCase()
  if (v === 'on' || v === 'yes' || v === '1' || v === 'true') return true
  if (v === 'off' || v === 'no' || v === '0' || v === 'false') return false
  throw new ConsoleError(`--${option} takes on or off, got: ${value}`)
}

export function str(value: string | boolean | undefined): string {
  return typeof value === 'string' ? value : ''
}

import { timingSafeEqual } from 'node:crypto'
import { CLIENT_FROM, GATE_TIME_PARAM, GATE_WINDOW_MS } from '../../domain/common-params'
import { gatesign } from '../../domain/gatesign'
import type { RequestInput } from './request-input'
import { first } from './request-input'

/** Common params every call carries (portal spec 7). */
export const REQUIRED_COMMON_PARAMS = ['clientFrom', 'clientVersion', 'role'] as const

/** True when the gate timestamp is present and within 5 minutes of the server clock. */
export function isGateTimeFresh(input: RequestInput, now: number): boolean {
  const value = first(input.query[GATE_TIME_PARAM] ?? input.bodyFields[GATE_TIME_PARAM])
  if (value === undefined || !/^[0-9]{1,16}$/.test(value)) return false
  return Math.abs(Number(value) - now) <= GATE_WINDOW_MS
}

/** Recomputes gatesign over the signed params, keyed by the full path /api/{service}{path}. */
export function isSignatureValid(input: RequestInput, fullPath: string): boolean {
  const given = input.gatesign
  if (given === undefined || !/^[0-9a-f]{40}$/.test(given)) return false
  const expected = gatesign(fullPath, input.signed)
  return timingSafeEqual(Buffer.from(expected, 'utf8'), Buffer.from(given, 'utf8'))
}

/** The first missing or wrong common param, or null when all are there. */
export function missingCommonParam(input: RequestInput): string | null {
  for (const name of REQUIRED_COMMON_PARAMS) {
    const value = first(input.query[name] ?? input.bodyFields[name])
    if (value === undefined || value === '') return name
    if (name === 'clientFrom' && value !== CLIENT_FROM) return name
  }
  return null
}

import type { MessageKey } from '../domain/messages'
import { STATUS } from '../domain/envelope'

/**
 * A refusal a handler throws: the app answers it as the envelope
 * { status, errorMsg: key, errorField, errorParams } and nothing is stored (handlers throw
 * before writing, or inside a transaction that then rolls back).
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly field?: string,
    readonly params?: Record<string, string | number>,
    /** For conflicts: the current value, sent as content. */
    readonly content?: unknown,
  ) {
    super(key)
  }
}

export function invalid(key: MessageKey, field?: string, params?: Record<string, string | number>): Refusal {
  return new Refusal(STATUS.invalid, key, field, params)
}

export function refused(key: MessageKey, field?: string, params?: Record<string, string | number>): Refusal {
  return new Refusal(STATUS.refused, key, field, params)
}

export function forbidden(key: MessageKey = 'noPermission'): Refusal {
  return new Refusal(STATUS.forbidden, key)
}

export function notFound(): Refusal {
  return new Refusal(STATUS.notFound, 'notFound')
}

import type { MessageKey } from '../domain/messages'
import { STATUS } from '../domain/envelope'

/**
 * A refusal a handler throws: the app answers it as the envelope
 * { status, errorMsg: key, errorField, errorParams } and nothing is stored (handlers throw
 * before writing, or inside a transaction that then rolls back).
 */
export class Refusal extends Error {
  readonly status: number
  readonly key: MessageKey
  readonly field?: string
  readonly params?: Record<string, string | number>
  /** For conflicts: the current value, sent as content. */
  readonly content?: unknown

  constructor(
    status: number,
    key: MessageKey,
    field?: string,
    params?: Record<string, string | number>,
    content?: unknown,
  ) {
    super(key)
    this.name = 'Refusal'
    this.status = status
    this.key = key
    if (field !== undefined) this.field = field
    if (params !== undefined) this.params = params
    if (content !== undefined) this.content = content
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

/** The version a write carried is outdated: answers 409 with the current version and value. */
export type Current<V = unknown> = { version: number; value: V }

export function conflict<V>(current: Current<V>): Refusal {
  return new Refusal(STATUS.conflict, 'versionConflict', undefined, undefined, current)
}

/**
 * The server has no room for this work now (hashing queue full, too much in flight from one
 * address): refused before any of it ran, so nothing was judged and a limit's claim is given back.
 */
export class Busy extends Refusal {
  constructor() {
    super(STATUS.tooMany, 'serverBusy')
    this.name = 'Busy'
  }
}

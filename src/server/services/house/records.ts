import type { OperatingRole, OperationAction } from '../../../domain/listing/enums'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { insertOperation } from './repo'
import { canonical } from './stored'

/** Who did it and from where; written in the same transaction as the change. */
export type Actor = { role: OperatingRole; operator: string }

export const SYSTEM_ACTOR: Actor = { role: 'system', operator: 'system' }

/** Values in records are display strings, cut to a readable length. */
const MAX_VALUE = 500

export async function record(
  db: Kysely<Database>, listing: { luId: string; userId: number }, actor: Actor, at: number,
  action: OperationAction, change?: { field: string; oldValue?: unknown; newValue?: unknown },
): Promise<void> {
  await insertOperation(db, {
    lu_id: listing.luId, user_id: listing.userId, at, role: actor.role, operator: actor.operator, action,
    field: change?.field ?? null,
    old_value: change && change.oldValue !== undefined ? display(change.oldValue) : null,
    new_value: change && change.newValue !== undefined ? display(change.newValue) : null,
  })
}

/** One record per top-level field of a step that changed (the whole step when it was empty). */
export async function recordStepSave(
  db: Kysely<Database>, listing: { luId: string; userId: number }, actor: Actor, at: number,
  step: string, before: unknown, after: unknown, action: OperationAction = 'saveStep',
): Promise<void> {
  for (const change of fieldChanges(step, before, after)) await record(db, listing, actor, at, action, change)
}

export type FieldChange = { step: string; field: string; oldValue: unknown; newValue: unknown }

export function fieldChanges(step: string, before: unknown, after: unknown): FieldChange[] {
  const old = (before ?? {}) as Record<string, unknown>
  const now = (after ?? {}) as Record<string, unknown>
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort()
  return keys
    .filter((k) => canonical(old[k]) !== canonical(now[k]))
    .map((k) => ({ step, field: `${step}.${k}`, oldValue: old[k], newValue: now[k] }))
}

export function display(value: unknown): string {
  if (value === undefined || value === null) return ''
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text
}

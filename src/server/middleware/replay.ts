import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { GATE_WINDOW_MS } from '../../domain/common-params'
import type { Database } from '../db/schema'
import type { Job } from '../job'
import type { RequestInput } from './request-input'

/**
 * A signed request is accepted while its gate timestamp is within GATE_WINDOW_MS of the server
 * clock, so a captured non-idempotent write could be sent again and again inside that window.
 * Each such write's signature is recorded once; the same signature again is a replay. The
 * signature covers the path, every param and the gate timestamp, so a real second write (signed
 * at send time) never shares one. Kept for twice the window: a timestamp up to 5 minutes ahead
 * stays acceptable until 10 minutes after it was first seen.
 */
export const SEEN_REQUEST_TTL_MS = 2 * GATE_WINDOW_MS

/**
 * What identifies one sending of a request: the path and its signature, and for a multipart body
 * the file's digest too (the signature covers the text fields only, so two files sent in the same
 * millisecond with the same fields are two requests).
 */
export async function sightingKey(fullPath: string, input: Pick<RequestInput, 'gatesign' | 'file'>): Promise<string> {
  const hash = createHash('sha256').update(`${fullPath}\0${input.gatesign ?? ''}`)
  if (input.file) hash.update('\0file\0').update(new Uint8Array(await input.file.arrayBuffer()))
  return hash.digest('hex')
}

/** Records the signature; false when it was already seen (a replay). */
export async function firstSighting(db: Kysely<Database>, signature: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('seen_requests')
    .values({ signature, expires_at: now + SEEN_REQUEST_TTL_MS })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst()
  if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 1) return true
  // an expired row the prune job has not reached yet is not a replay (the window excludes it anyway)
  const renewed = await db
    .updateTable('seen_requests')
    .set({ expires_at: now + SEEN_REQUEST_TTL_MS })
    .where('signature', '=', signature)
    .where('expires_at', '<', now)
    .executeTakeFirst()
  return Number(renewed.numUpdatedRows) === 1
}

export async function pruneSeenRequests(db: Kysely<Database>, now: number): Promise<number> {
  const result = await db.deleteFrom('seen_requests').where('expires_at', '<', now).executeTakeFirst()
  return Number(result.numDeletedRows)
}

export const pruneSeenRequestsJob: Job = {
  name: 'prune seen request signatures',
  everyMs: 10 * 60 * 1000,
  run: pruneSeenRequests,
}

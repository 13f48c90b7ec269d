import type { Generated } from 'kysely'

export interface UploadsTable {
  id: Generated<number>
  user_id: number
  dir: string
  /** path under the files root, e.g. duanzu_head/2026/11/ab12cd.jpg */
  path: string
  content_type: string
  size: number
  width: number
  height: number
  created_at: number
}

export interface SystemMessagesTable {
  id: Generated<number>
  user_id: number
  title: string
  tips: string
  content: string
  is_read: number
  jump_url: string
  created_at: number
}

/** The answer to each idempotent write, by the client's key, per user (kept 30 days). */
export interface IdempotencyKeysTable {
  user_id: number
  key: string
  /** SHA-256 hex of the endpoint key and the canonical JSON of the business fields */
  request_hash: string
  /** The JSON body answered first; a repeat answers it again */
  response: string
  http_status: number
  created_at: number
}

/** A non-idempotent write's signature, refused again until expires_at (src/server/middleware/replay.ts). */
export interface SeenRequestsTable {
  signature: string
  expires_at: number
}

/** Keys the server makes once and keeps (the VAPID key pair of Web Push). */
export interface ServerKeysTable {
  name: string
  value: string
  created_at: number
}

/** Per server job: runs, failures, the last error and instance (console `jobs list`; decision 0065). */
export interface JobRunsTable {
  name: string
  runs: number
  failures: number
  last_started_at: number | null
  last_finished_at: number | null
  last_ok_at: number | null
  last_error: string | null
  last_error_at: number | null
  last_instance: string | null
}

/** The general tables: uploads, system messages, idempotency and replay guards, server keys, job runs. */
export interface GeneralTables {
  uploads: UploadsTable
  system_messages: SystemMessagesTable
  idempotency_keys: IdempotencyKeysTable
  seen_requests: SeenRequestsTable
  server_keys: ServerKeysTable
  job_runs: JobRunsTable
}
